import { getQueryParam } from '../lib/query'

export type OrderIds = { productId: string; orderId: string }

/**
 * The screen's product and order ids: the URL's (`productId` or `product_id`, `orderId` or
 * `order_id`), else `ids` (the ones the test page or shell stored). A blank URL value counts as
 * absent, so `?productId=` never sends an empty id when the session has one. No React: a screen's
 * first call (src/app/firstCall.ts) reads it before the screen renders.
 */
export function orderIdsFrom(search: string | URLSearchParams, ids: OrderIds): OrderIds {
  return {
    productId: getQueryParam(search, 'productId') || ids.productId,
    orderId: getQueryParam(search, 'orderId') || ids.orderId,
  }
}
