import type { ApiArgs } from '@store/request'

type OrderArgs = { productId: string; orderId: string }

/*
 * The repayment screens' first reads (SPEC 7), as data: their endpoints (api.ts) and the screens'
 * first calls send them from here. No React, no Redux.
 */
export const repayPlanQuery = (body: OrderArgs): ApiArgs => ({ url: '/v3/installment/loan-play-detail-yd', body })
export const delayDetailQuery = (body: OrderArgs): ApiArgs => ({ url: '/v3/loan-details/delay-detail-yd', body })
