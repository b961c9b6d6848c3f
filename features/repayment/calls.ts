import type { ApiArgs } from '@store/request'
import type { FirstCallInput } from '@src/nav/firstCall'

type OrderArgs = { productId: string; orderId: string }

/*
 * The repayment screens' first reads (SPEC 7), as data: their endpoints (api.ts) and the start
 * script (src/app/early.ts) both send them from here, so the two are the same request. No React,
 * no Redux: the start script fetches this file before the app.
 */
export const repayPlanQuery = (body: OrderArgs): ApiArgs => ({ url: '/v3/installment/loan-play-detail-yd', body })
export const delayDetailQuery = (body: OrderArgs): ApiArgs => ({ url: '/v3/loan-details/delay-detail-yd', body })

/** What /repay and /repayDelay read first: nothing without an order id. */
export const repayReads = ({ productId, orderId }: FirstCallInput): ApiArgs[] => (orderId ? [repayPlanQuery({ productId, orderId })] : [])
export const repayDelayReads = ({ productId, orderId }: FirstCallInput): ApiArgs[] => (orderId ? [delayDetailQuery({ productId, orderId })] : [])
