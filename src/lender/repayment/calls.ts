import { call, messageAnswer } from '../call'
import { toDelayDetail, toPaymentOutcome, toRepayPlan } from './answers'
import { delayDetailRequest, planRequest } from './requests'
import type { PaymentRequest } from './types'

/** The repayment calls (SPEC 7): the installment plan, the rollover, Pay Now and the reference (UTR). */
export const repaymentCalls = {
  /** The first calls' requests are ./requests.ts's (the early ask sends them too). */
  plan: call({ ...planRequest, read: toRepayPlan }),
  delayDetail: call({ ...delayDetailRequest, read: toDelayDetail }),
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
