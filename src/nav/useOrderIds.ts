import { useSearchParams } from 'react-router-dom'

import type { OrderIds } from '@src/lender/order/types'
import { getQueryParam } from '@src/lib/query'
import { useAppSelector } from '@store/hooks'

export type { OrderIds }

/**
 * The screen's product and order ids: the URL's (`productId` or `product_id`, `orderId` or
 * `order_id`), else the ones the test page or shell stored. A blank URL value counts as absent,
 * so `?productId=` never sends an empty id when the session has one.
 */
export function useOrderIds(): OrderIds {
  const [params] = useSearchParams()
  return orderIdsFrom(
    params,
    useAppSelector((s) => s.session.ids),
  )
}

/** The same reading outside React (a screen's first call, src/app/firstCall.ts). */
export function orderIdsFrom(search: string | URLSearchParams, ids: OrderIds): OrderIds {
  return {
    productId: getQueryParam(search, 'productId') || ids.productId,
    orderId: getQueryParam(search, 'orderId') || ids.orderId,
  }
}
