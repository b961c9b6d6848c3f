import type { CallSpec } from '../call'

type OrderArgs = { productId: string; orderId: string }

/**
 * The request sides of /repay's and /repayDelay's first calls, without their answers' readers:
 * the early ask (src/app/askEarly.ts) sends them before the app's files are in, and
 * `repaymentCalls.plan` and `.delayDetail` (./calls.ts) are these plus their readers, so the two
 * can never send different requests.
 */
export const planRequest: CallSpec<OrderArgs> = {
  method: 'POST',
  path: '/v3/installment/loan-play-detail-yd',
  send: (body) => ({ body }),
}

export const delayDetailRequest: CallSpec<OrderArgs> = {
  method: 'POST',
  path: '/v3/loan-details/delay-detail-yd',
  send: (body) => ({ body }),
}
