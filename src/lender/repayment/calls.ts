import { call, messageAnswer } from '../call'
import { toDelayDetail, toPaymentOutcome, toRepayPlan } from './answers'
import type { PaymentRequest } from './types'

type OrderArgs = { productId: string; orderId: string }

/** The repayment calls (SPEC 7): the installment plan, the rollover, Pay Now and the reference (UTR). */
export const repaymentCalls = {
  plan: call({ method: 'POST', path: '/v3/installment/loan-play-detail-yd', send: (body: OrderArgs) => ({ body }), read: toRepayPlan }),
  delayDetail: call({
    method: 'POST',
    path: '/v3/loan-details/delay-detail-yd',
    send: (body: OrderArgs) => ({ body }),
    read: toDelayDetail,
  }),
  generate: call({
    method: 'POST',
    path: '/v3/loan-details/generate-vcode-yd',
    send: (body: PaymentRequest) => ({ body }),
    read: toPaymentOutcome,
  }),
  /** SPEC 7: 'message shown': the answer is the envelope's message. */
  submitUtr: call({
    method: 'POST',
    path: '/v3/loan-details/submit-utr',
    send: (body: { orderId: string; utr: string; isDelay: 0 | 1 }) => ({ body }),
    read: messageAnswer,
  }),
}
