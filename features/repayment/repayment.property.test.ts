import { cleanup, screen } from '@testing-library/react'
import fc from 'fast-check'
import { createElement } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { toDelayDetail, toPaymentOutcome, toRepayPlan } from '@src/lender/repayment/answers'
import { toOldCommitResult, toOldRepayWay, toRedirectUrl } from '@src/lender/repayment/oldAnswers'
import { browserNav as externalNav } from '@src/lib/navigate'
import * as v from '@src/lib/valid'
import { forgetAllDoubts } from '@store/writeDoubt'
import {
  answerWith,
  assertEndpointSurvives,
  assertTotal,
  itReadsAnswers,
  junkData,
  mutated,
  mutatedAny,
  NO_BROKEN_TEXT,
  num,
  numOrNull,
  overTheWire,
  safeText,
  sandboxData,
  screenRuns,
  str,
  verdict,
} from '@tests/property'
import { renderWithProviders } from '@tests/renderWithProviders'

import { OldRepay } from './pages/OldRepay'
import { Repay } from './pages/Repay'
import { RepayDelay } from './pages/RepayDelay'

/** Robustness of the repayment transformers and screens. */

const account = v.strictObject({ bankName: str, bankNode: str, cardNo: str })
const wallet = v.strictObject({ name: v.pipe(str, v.nonEmpty()), type: v.pipe(str, v.nonEmpty()) })
const row = v.strictObject({
  periodNo: numOrNull,
  totalAmount: num,
  displayAmount: numOrNull,
  canClick: v.boolean(),
  check: v.boolean(),
  periodStatus: numOrNull,
  dueTime: str,
  statusText: str,
})
const planOut = v.strictObject({
  account,
  wallets: v.array(wallet),
  amountMin: numOrNull,
  amountMax: numOrNull,
  productName: str,
  waiting: v.array(row),
  paid: v.array(row),
  note: str,
  telephone: str,
  showSubmitUtr: v.boolean(),
})
const info = v.array(v.strictObject({ text: str, value: str }))
const delayOut = v.strictObject({
  account,
  wallets: v.array(wallet),
  detail: info,
  repayDetail: info,
  fee: num,
  showSubmitUtr: v.boolean(),
})
const outcomeOut = v.union([
  v.strictObject({ kind: v.picklist(['redirect']), payUrl: str, tradeNo: str }),
  v.strictObject({
    kind: v.picklist(['codeDetail']),
    notice: str,
    tradeNo: str,
    repayAmount: numOrNull,
    delayAmount: numOrNull,
    logo: str,
    payCode: v.pipe(str, v.nonEmpty()),
    payNotice: v.record(v.string(), v.array(v.strictObject({ name: str, steps: v.array(str) }))),
  }),
  v.strictObject({
    kind: v.picklist(['code']),
    notice: str,
    tradeNo: str,
    showType: str,
    payCode: v.pipe(str, v.nonEmpty()),
    payCodeImg: str,
    repayAmount: numOrNull,
  }),
  v.strictObject({ kind: v.picklist(['reminder']), notice: str, tradeNo: str }),
])
const wayOut = v.strictObject({
  alipay: v.boolean(),
  repayToken: str,
  bankCards: v.array(v.strictObject({ id: v.pipe(str, v.nonEmpty()), bankName: str, cardNo: str, bankCode: str })),
})

const names = ['b4c', 'r7p', 'x9z', 'a1m']
let plans: unknown[] = []
let delay: unknown
let way: unknown
let generations: unknown[] = []

beforeAll(async () => {
  plans = await Promise.all(
    ['ORD174001', 'ORD180001', 'ORD170001'].map((orderId) =>
      sandboxData('/v3/installment/loan-play-detail-yd', { productId: 'P1002', orderId }),
    ),
  )
  delay = await sandboxData('/v3/loan-details/delay-detail-yd', { productId: 'P1002', orderId: 'ORD174001' })
  way = await sandboxData('/api/v1/tz/tz/service/loan/repayment-way', { orderId: 'ORD170001' })
  const pay = (bankCode: string, cardNo: string, orderId = 'ORD180001', amount = '4823000') =>
    sandboxData('/v3/loan-details/generate-vcode-yd', { product_id: 'P1002', orderId, amount, cardNo, bankCode, isDelay: '0' })
  generations = await Promise.all([
    pay('MPESA', '255754123456'),
    pay('TIGOPESA', '255713987654'),
    pay('AIRTELMONEY', '255786456123'),
    pay('HALOPESA', '255622334455'),
  ])
})
afterEach(() => vi.restoreAllMocks())

describe('repayment transformers are total', () => {
  const planRow = fc.record({
    periodNo: fc.integer({ min: 1, max: 12 }),
    totalAmount: fc.oneof(fc.integer({ min: 0, max: 10 ** 10 }), fc.nat().map(String)),
    canClick: fc.constantFrom(0, 1),
    check: fc.constantFrom(0, 1),
    periodStatus: fc.constantFrom(100, 300, 500, '500'),
    dueTime: fc.string(),
  })
  const wellFormed = fc.record({
    bankCardInfo: fc.oneof(fc.constant(null), fc.record({ bankName: fc.string(), bankNode: fc.string(), cardNo: fc.string() })),
    bankList: fc.array(fc.record({ name: fc.string({ minLength: 1 }), type: fc.string({ minLength: 1 }) }), { maxLength: 5 }),
    amountMax: fc.oneof(fc.nat(), fc.constant(null)),
    amountMin: fc.oneof(fc.nat(), fc.constant(null)),
    repayPlanDetail: fc.record({
      repayWaitDetail: fc.array(planRow, { maxLength: 4 }),
      repayYetDetail: fc.array(planRow, { maxLength: 4 }),
    }),
    showSubmitUtr: fc.constantFrom(0, 1, '1'),
  })
  itReadsAnswers('plan', toRepayPlan, planOut, () => plans, names, { ok: 50, malformed: 5 }, wellFormed)

  it('the sandbox samples are real answers of every Pay Now kind', () => {
    expect(generations.map((g) => (toPaymentOutcome(g) as { kind: string }).kind).sort()).toEqual([
      'code',
      'codeDetail',
      'redirect',
      'reminder',
    ])
    for (const p of plans) expect(toRepayPlan(p).waiting.length).toBeGreaterThan(0)
  })

  it('delay detail, Pay Now answers, old flow and alipay answers are total', () => {
    expect(assertTotal(toDelayDetail, mutated(delay, names), delayOut, 400).ok).toBeGreaterThan(30)
    const seen = assertTotal(toPaymentOutcome, fc.oneof(mutatedAny(generations, names), junkData), outcomeOut, 600)
    expect(seen.ok).toBeGreaterThan(50)
    expect(assertTotal(toOldRepayWay, mutated(way, names), wayOut, 300).ok).toBeGreaterThan(30)
    assertTotal(
      toOldCommitResult,
      fc.oneof(junkData, mutated({ needValid: 1, repayRecordId: 'RR1' }, names)),
      v.strictObject({ needValid: v.boolean(), repayRecordId: str }),
    )
    assertTotal(toRedirectUrl, fc.oneof(junkData, mutated({ url: 'https://pay.example/x', redirectUrl: '' }, names)), str)
  })
})

describe('repayment screens with faulty answers', screenRuns, () => {
  it('repay page', async () => {
    const show = () => renderWithProviders(createElement(Repay), { route: '/repay?productId=P1002&orderId=ORD174001' })
    const seen = await assertEndpointSurvives(plans, names, toRepayPlan, planOut, '/v3/installment/loan-play-detail-yd', show, 25)
    expect(seen.malformed).toBeGreaterThan(0)
  })

  it('rollover page', async () => {
    const show = () => renderWithProviders(createElement(RepayDelay), { route: '/repayDelay?productId=P1002&orderId=ORD174001' })
    await assertEndpointSurvives([delay], names, toDelayDetail, delayOut, '/v3/loan-details/delay-detail-yd', show, 20)
  })

  it('old repayment way page', async () => {
    const show = () => renderWithProviders(createElement(OldRepay), { route: '/oldRepay?productId=P1001&orderId=ORD170001&amount=5400000' })
    await assertEndpointSurvives([way], names, toOldRepayWay, wayOut, '/api/v1/tz/tz/service/loan/repayment-way', show, 15)
  })

  it('Pay Now with a malformed answer: the request may have gone, so Pay Now stays off and says so; no navigation, no broken text', async () => {
    const assign = vi.spyOn(externalNav, 'assign').mockImplementation(() => undefined)
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const broken = fc
      .oneof(mutatedAny(generations, names), junkData)
      .map(overTheWire)
      .filter((d) => verdict(toPaymentOutcome, d, outcomeOut) === 'malformed')
    await fc.assert(
      fc.asyncProperty(broken, async (data) => {
        try {
          answerWith('/v3/loan-details/generate-vcode-yd', data)
          const { user } = renderWithProviders(createElement(Repay), {
            route: '/repay?productId=P1002&orderId=ORD174001',
            userOptions: { delay: null },
          })
          await user.click(await screen.findByRole('button', { name: 'Pay Now' }))
          expect(await screen.findByText(/a payment prompt may be on your phone/)).toBeInTheDocument()
          expect(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled()
          expect(screen.queryByRole('dialog')).toBeNull()
          const m = NO_BROKEN_TEXT.exec(document.body.textContent ?? '')
          if (m && !safeText(data).includes(m[0])) throw new Error(`the page shows '${m[0]}'`)
        } finally {
          cleanup()
          forgetAllDoubts()
        }
      }),
      { numRuns: 10 },
    )
    quiet.mockRestore()
    expect(assign).not.toHaveBeenCalled()
  })
})
