import { flag, list, maybeNumber, numeric, parseOrThrow, text, textRow } from '@src/lender/schema'
import * as v from '@src/lib/valid'

import { readSteps } from './stepNames'
import type { DelayDetail, InfoRow, PaymentOutcome, PlanRow, RepayPlan, Wallet, WalletAccount } from './types'

/** Wire schemas of the repayment group and their mapping to domain types (money stays minor units). */

const card = v.pipe(
  v.optional(v.nullable(v.looseObject({ bankName: text, bankNode: text, cardNo: text }))),
  v.transform((c) => c ?? { bankName: '', bankNode: '', cardNo: '' }),
)
const wallet = v.looseObject({ name: v.pipe(text, v.nonEmpty()), type: v.pipe(text, v.nonEmpty()) })
const planRow = v.looseObject({
  periodNo: maybeNumber,
  totalAmount: numeric,
  displayAmount: maybeNumber,
  canClick: flag,
  check: flag,
  periodStatus: maybeNumber,
  dueTime: text,
  statusText: text,
})

const planSchema = v.looseObject({
  bankCardInfo: card,
  bankList: list(wallet),
  amountMax: maybeNumber,
  amountMin: maybeNumber,
  productName: text,
  repayPlanDetail: v.looseObject({ repayWaitDetail: list(planRow), repayYetDetail: list(planRow) }),
  note: text,
  telephone: text,
  showSubmitUtr: flag,
})

const EMPTY_CARD: WalletAccount = { bankName: '', bankNode: '', cardNo: '' }

// Schema keys that may be absent come out typed optional; these give their documented defaults.
function account(c: WalletAccount | undefined): WalletAccount {
  return c ? { bankName: c.bankName, bankNode: c.bankNode, cardNo: c.cardNo } : EMPTY_CARD
}

function toRow(r: v.InferOutput<typeof planRow>): PlanRow {
  return {
    periodNo: r.periodNo ?? null,
    totalAmount: r.totalAmount,
    displayAmount: r.displayAmount ?? null,
    canClick: r.canClick === 1,
    check: r.check === 1,
    periodStatus: r.periodStatus ?? null,
    dueTime: r.dueTime,
    statusText: r.statusText,
  }
}

const wallets = (list: { name: string; type: string }[] | undefined): Wallet[] => (list ?? []).map((w) => ({ name: w.name, type: w.type }))

export function toRepayPlan(data: unknown): RepayPlan {
  const d = parseOrThrow(planSchema, data, 'repayment plan')
  return {
    account: account(d.bankCardInfo),
    wallets: wallets(d.bankList),
    amountMin: d.amountMin ?? null,
    amountMax: d.amountMax ?? null,
    productName: d.productName,
    waiting: (d.repayPlanDetail.repayWaitDetail ?? []).map(toRow),
    paid: (d.repayPlanDetail.repayYetDetail ?? []).map(toRow),
    note: d.note,
    telephone: d.telephone,
    showSubmitUtr: d.showSubmitUtr === 1,
  }
}

const delaySchema = v.looseObject({
  bankCardInfo: card,
  bankList: list(wallet),
  detail: list(textRow),
  repayDetail: list(textRow),
  delayShouldPayAmount: numeric,
  showSubmitUtr: flag,
})

export function toDelayDetail(data: unknown): DelayDetail {
  const d = parseOrThrow(delaySchema, data, 'delay detail')
  const rows = (r: InfoRow[] | undefined) => (r ?? []).map((x) => ({ text: x.text, value: x.value }))
  return {
    account: account(d.bankCardInfo),
    wallets: wallets(d.bankList),
    detail: rows(d.detail),
    repayDetail: rows(d.repayDetail),
    fee: d.delayShouldPayAmount,
    showSubmitUtr: d.showSubmitUtr === 1,
  }
}

// The step list's own name is read by readSteps (SPEC 3 does not give it).
const stepList = v.looseObject({ name: text })
const generationSchema = v.looseObject({
  repayType: text,
  payUrl: text,
  notice: text,
  tradeNo: text,
  showType: text,
  payCode: text,
  payCodeImg: text,
  repayAmount: maybeNumber,
  delayInfo: v.optional(v.nullable(v.looseObject({ delayAmount: maybeNumber }))),
  defDetail: v.optional(
    v.nullable(v.looseObject({ logo: text, payCode: text, payNotice: v.optional(v.nullable(v.record(v.string(), list(stepList)))) })),
  ),
})

/**
 * Reads the repayment generation answer (SPEC 4 Pay Now). PAY_URL redirects; anything else is the
 * reminder with the notice and trade number. An answer that also carries a defDetail pay code
 * (code page two) or a bare pay code (page one) keeps that data, for the reminder to offer.
 */
export function toPaymentOutcome(data: unknown): PaymentOutcome {
  const d = parseOrThrow(generationSchema, data, 'repayment generation')
  if (d.repayType === 'PAY_URL') return { kind: 'redirect', payUrl: d.payUrl, tradeNo: d.tradeNo }
  if (d.defDetail && d.defDetail.payCode) {
    return {
      kind: 'codeDetail',
      notice: d.notice,
      tradeNo: d.tradeNo,
      repayAmount: d.repayAmount ?? null,
      delayAmount: d.delayInfo?.delayAmount ?? null,
      logo: d.defDetail.logo,
      payCode: d.defDetail.payCode,
      payNotice: Object.fromEntries(
        Object.entries(d.defDetail.payNotice ?? {}).map(([channel, items]) => [
          channel,
          items.map((i) => ({ name: i.name, steps: readSteps(i, 'Pay Now answer') })),
        ]),
      ),
    }
  }
  if (d.payCode)
    return {
      kind: 'code',
      notice: d.notice,
      tradeNo: d.tradeNo,
      showType: d.showType,
      payCode: d.payCode,
      payCodeImg: d.payCodeImg,
      repayAmount: d.repayAmount ?? null,
    }
  return { kind: 'reminder', notice: d.notice, tradeNo: d.tradeNo }
}
