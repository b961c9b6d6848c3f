import { MalformedResponseError } from '@src/lender/errors'
import { flag, list, maybeNumber, numeric, parseOrThrow, text, textRow } from '@src/lender/schema'
import * as v from '@src/lib/valid'

import type { BankCard, Contract, LoanOffer } from './types'

const bankCardObject = v.object({ bankName: text, cardNo: text })

const offerSchema = v.object({
  productLogo: text,
  productName: text,
  // No amount, no loan: a missing or unreadable amount is a malformed answer, never a '0.00' offer.
  amount: numeric,
  currencySymbol: text,
  periods: text,
  termUnit: text,
  details: list(textRow),
  bankCardInfo: v.optional(v.unknown()),
  repay_plans: list(v.object({ amount: maybeNumber, pay_time: text })),
  firstPayTime: text,
  firstPeriodDay: text,
  pRateDsc: text,
  sendSms: flag,
  isPopType: flag,
  popTitle: text,
  popContent: text,
  popAgreementUrl: text,
})

function toBankCard(raw: unknown): BankCard | null {
  // Older servers send the account as one string; treat it as the number so it is masked too.
  if (typeof raw === 'string' || typeof raw === 'number') return String(raw).trim() ? { bankName: '', cardNo: String(raw) } : null
  const r = v.safeParse(bankCardObject, raw)
  return r.success && (r.output.bankName || r.output.cardNo) ? r.output : null
}

/** Wire loan-confirm data -> the offer the page draws. */
export function toLoanOffer(data: unknown): LoanOffer {
  // The fields named here are read or renamed; the rest pass through as parsed.
  const { currencySymbol, details, bankCardInfo, repay_plans, pRateDsc, sendSms, isPopType, popAgreementUrl, ...same } = parseOrThrow(
    offerSchema,
    data,
    'loan confirm',
  )
  return {
    ...same,
    currencySymbol: currencySymbol.trim(),
    details: details ?? [],
    bankCard: toBankCard(bankCardInfo),
    repayPlans: (repay_plans ?? []).map((p) => ({ amount: p.amount ?? null, payTime: p.pay_time })),
    rateDescription: pRateDsc,
    sendSms: sendSms === 1 ? 1 : 0,
    isPopType: isPopType === 1 ? 1 : 0,
    popAgreementUrl: popAgreementUrl.trim(),
  }
}

const contractList = list(v.object({ title: text }))

/** The agreement list: a bare array, or wrapped in items/list. */
export function toContracts(data: unknown): Contract[] {
  const raw = Array.isArray(data)
    ? data
    : data && typeof data === 'object'
      ? ((data as Record<string, unknown>).items ?? (data as Record<string, unknown>).list)
      : undefined
  if (raw !== undefined && raw !== null && !Array.isArray(raw)) throw new MalformedResponseError('contract list')
  return (parseOrThrow(contractList, raw, 'contract list') ?? [])
    .map((c, position) => ({ title: c.title.trim(), position }))
    .filter((c) => c.title !== '')
}

/** A string field of the data object (contract_url, lendDetailsUrl); '' when absent. */
export function toUrlField(field: string) {
  return (data: unknown): string => {
    const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[field] : undefined
    return typeof value === 'string' ? value.trim() : ''
  }
}
