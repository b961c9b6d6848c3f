import { maskedPhone } from '../data/orderFromLoan.ts'
import type { SandboxCard } from '../data/repayment'
import { call, type Ctx, fail, need, ok } from '../kit.ts'
import { sandboxPage } from '../pageLink.ts'

/**
 * Sandbox calls of the repayment group (SPEC 7): installment plan, rollover details, payment
 * generation (one behaviour per wallet), UTR submission and the old bank-card flow.
 */

const tzs = (minor: number) => `TZS ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
/** The screen a payment page leads back to: the one Pay Now was tapped on. */
const repayPath = ({ body }: Ctx) =>
  `${body.isDelay === '1' ? '/repayDelay' : '/repay'}?${new URLSearchParams({ productId: body.product_id ?? '', orderId: body.orderId ?? '' })}`
const wire = (card: SandboxCard) => ({ bankName: card.bankName, bankNode: card.bankNode, cardNo: card.cardNo })

type Payable = { bankCardInfo: SandboxCard; showSubmitUtr: number }

/** What the plan and the rollover answers both carry: the receiving card, the wallets to pay from, the UTR switch. */
const payFrom = (world: Ctx['world'], o: Payable) => ({
  bankCardInfo: wire(o.bankCardInfo),
  bankList: world.repayment.wallets,
  showSubmitUtr: o.showSubmitUtr,
})

/**
 * A call that answers about one order (body.orderId): `missing` when the world holds no entry for it,
 * else the wallets to pay from and what `answer` reads off the entry.
 */
function orderCall<T extends Payable>(
  path: string,
  entries: (world: Ctx['world']) => Map<string, T>,
  missing: () => Response,
  answer: (entry: T) => object,
) {
  return call('post', path, ({ world, body }) => {
    const entry = entries(world).get(body.orderId ?? '')
    return entry ? ok({ ...payFrom(world, entry), ...answer(entry) }) : missing()
  })
}

function tradeNo(ctx: Ctx): string {
  return `TR${Date.now().toString().slice(-8)}${String(ctx.world.repayment.trades.length + 1).padStart(3, '0')}`
}

/** What each wallet answers on Pay Now: a checkout link, a phone prompt, or a repayment code. */
function paymentAnswer(ctx: Ctx, bankCode: string, amount: number, isDelay: boolean, trade: string) {
  const cardNo = ctx.body.cardNo ?? ''
  switch (bankCode) {
    case 'MPESA': {
      // The checkout is a sandbox page saying what the payment partner's would be (pages.ts); the
      // scenario's look-alike host is one the app must refuse.
      const payUrl = ctx.scenario('vcode-unsafe-url')
        ? `http://pay.mkopoharaka.co.tz.evil.example/checkout?trade=${trade}`
        : sandboxPage('pay', { trade, order: ctx.body.orderId ?? '', amount: String(amount), back: repayPath(ctx) })
      return { repayType: 'PAY_URL', payUrl, notice: '', tradeNo: trade }
    }
    case 'TIGOPESA':
      return {
        repayType: 'USSD_PUSH',
        payUrl: '',
        notice: `We have sent a payment request of ${tzs(amount)} to ${maskedPhone(cardNo)}. Enter your Tigo Pesa PIN on your phone to complete the payment.`,
        tradeNo: trade,
      }
    case 'AIRTELMONEY':
      return {
        repayType: 'PAY_CODE',
        tradeNo: trade,
        repayAmount: isDelay ? null : amount,
        delayInfo: isDelay ? { delayAmount: amount } : null,
        defDetail: {
          logo: '/sandbox-assets/airtel.svg',
          payCode: `88${trade.slice(-8)}`,
          payNotice: {
            'Airtel Money': [
              {
                name: 'USSD *150*60#',
                steps: [
                  'Dial *150*60#',
                  'Choose 5 "Make payments"',
                  'Choose 4 "Enter business number" and enter 400200',
                  'Enter the contract number as the reference',
                  'Enter the amount and your PIN to confirm',
                ],
              },
              {
                name: 'Airtel Money app',
                steps: [
                  'Open the Airtel Money app',
                  'Tap "Pay bill"',
                  'Search for Mkopo Haraka',
                  'Enter the contract number and the amount',
                  'Confirm with your PIN',
                ],
              },
            ],
            'Bank agent': [
              {
                name: 'CRDB or NMB agent',
                steps: [
                  'Visit any CRDB or NMB agent',
                  'Say you are paying Mkopo Haraka through Selcom',
                  'Give the contract number and the amount',
                  'Keep the receipt until the payment shows in the app',
                ],
              },
            ],
          },
        },
      }
    case 'HALOPESA':
      return {
        repayType: 'PAY_CODE',
        showType: 1,
        payCode: `77${trade.slice(-8)}`,
        payCodeImg: '/sandbox-assets/halopesa.svg',
        repayAmount: amount,
        tradeNo: trade,
      }
    case 'SELCOM':
      return { repayType: 'PAY_CODE', showType: 2, payCode: `SELCOM-${trade}`, payCodeImg: '', repayAmount: amount, tradeNo: trade }
    default:
      return null
  }
}

export const repaymentHandlers = [
  orderCall(
    '/v3/installment/loan-play-detail-yd',
    (world) => world.repayment.plans,
    () => fail(404, 'Order not found'),
    (p) => ({
      amountMax: p.amountMax,
      amountMin: p.amountMin,
      productName: p.productName,
      repayPlanDetail: { repayWaitDetail: p.waiting, repayYetDetail: p.paid, repayWaitCount: p.waiting.length },
      note: p.note,
      telephone: p.telephone,
    }),
  ),

  orderCall(
    '/v3/loan-details/delay-detail-yd',
    (world) => world.repayment.delays,
    () => fail(1101, 'This loan cannot be rolled over. Please repay it in full.'),
    (d) => ({ detail: d.detail, repayDetail: d.repayDetail, delayShouldPayAmount: d.delayShouldPayAmount }),
  ),

  call('post', '/v3/loan-details/generate-vcode-yd', (ctx) => {
    const missing = need(ctx, 'product_id', 'orderId', 'amount', 'cardNo', 'bankCode')
    if (missing) return missing
    const { body, world } = ctx
    const isDelay = body.isDelay === '1'
    const amount = Number(body.amount)
    if (!/^\d+$/.test(body.amount)) return fail(1001, 'Invalid amount')
    if (!/^\d{9,12}$/.test(body.cardNo)) return fail(1003, 'Enter the wallet number registered with your wallet, e.g. 0754 123 456.')
    if (isDelay) {
      const d = world.repayment.delays.get(body.orderId)
      if (!d) return fail(1101, 'This loan cannot be rolled over. Please repay it in full.')
      if (amount !== d.delayShouldPayAmount) return fail(1001, `The rollover fee is ${tzs(d.delayShouldPayAmount)}.`)
    } else {
      const p = world.repayment.plans.get(body.orderId)
      if (!p) return fail(404, 'Order not found')
      if (amount < p.amountMin || amount > p.amountMax)
        return fail(1001, `The amount must be between ${tzs(p.amountMin)} and ${tzs(p.amountMax)}.`)
    }
    const trade = tradeNo(ctx)
    const answer = paymentAnswer(ctx, body.bankCode, amount, isDelay, trade)
    if (!answer) return fail(1002, 'This wallet is not supported for repayment.')
    world.repayment.trades.push({ tradeNo: trade, orderId: body.orderId, amount, bankCode: body.bankCode, isDelay: body.isDelay ?? '0' })
    return ok(answer)
  }),

  call('post', '/v3/loan-details/submit-utr', (ctx) => {
    const missing = need(ctx, 'orderId', 'utr')
    if (missing) return missing
    const utr = ctx.body.utr.trim()
    if (!/^[A-Za-z0-9]{8,22}$/.test(utr))
      return fail(1004, 'We could not find this transaction ID. Check the SMS from your wallet and try again.')
    ctx.world.repayment.utrs.push({ orderId: ctx.body.orderId, utr, isDelay: ctx.body.isDelay ?? '0' })
    return ok(null, { message: `Thank you. We received transaction ID ${utr} and will confirm your payment within 30 minutes.` })
  }),

  // The old bank-card flow lives under /api/v1/{segment}/{segment}/ (SPEC 7).
  call('post', '/api/v1/:a/:b/service/loan/repayment-way', ({ world, body }) => {
    if (!body.orderId) return fail(400, 'missing orderId')
    const old = world.repayment.old
    const repayToken = `RT${Date.now().toString(36)}${++old.seq}`
    old.tokens.add(repayToken)
    return ok({ alipay: 1, repayToken, bankCards: old.bankCards })
  }),

  call('post', '/api/v1/:a/:b/service/loan/repayment-commit', (ctx) => {
    const missing = need(ctx, 'amount', 'cardId', 'orderId', 'repayToken', 'bankCode')
    if (missing) return missing
    const old = ctx.world.repayment.old
    if (!old.tokens.has(ctx.body.repayToken)) return fail(800002, 'Your repayment session has expired. Please go back and try again.')
    if (!old.bankCards.some((c) => String(c.id) === ctx.body.cardId)) return fail(800003, 'This bank card is not linked to your account.')
    const id = `RR${Date.now().toString().slice(-6)}${++old.seq}`
    old.records.set(id, { orderId: ctx.body.orderId, amount: ctx.body.amount, cardId: ctx.body.cardId, confirmed: false })
    return ok({ needValid: ctx.scenario('oldrepay-no-sms') ? 0 : 1, repayRecordId: id })
  }),

  call('post', '/api/v1/:a/:b/service/loan/repayment-confirm', (ctx) => {
    const missing = need(ctx, 'orderId', 'verifyCode', 'repaymentRecordId')
    if (missing) return missing
    const old = ctx.world.repayment.old
    const record = old.records.get(ctx.body.repaymentRecordId)
    if (!record) return fail(800004, 'Repayment record not found.')
    if (record.confirmed) return fail(800005, 'Duplicate repayment request.')
    if (ctx.body.verifyCode !== old.smsCode) return fail(800006, 'Wrong SMS code.')
    record.confirmed = true
    return ok(null)
  }),

  call('post', '/api/v1/:a/:b/service/loan/repayment-huichao', (ctx) => {
    const missing = need(ctx, 'userId', 'orderId', 'amount')
    if (missing) return missing
    return ok({
      url: sandboxPage('alipay', { order: ctx.body.orderId, amount: ctx.body.amount }),
    })
  }),
]
