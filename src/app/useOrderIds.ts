import { useSearchParams } from 'react-router-dom'
import { useAppSelector } from '@store/hooks'
import { getQueryParam } from '@src/lib/query'

/**
 * The screen's product and order ids: the URL's (`productId` or `product_id`, `orderId` or
 * `order_id`), else the ones the test page or shell stored. A blank URL value counts as absent,
 * so `?productId=` never sends an empty id when the session has one.
 */
export function useOrderIds(): { productId: string; orderId: string } {
  const [params] = useSearchParams()
  const ids = useAppSelector((s) => s.session.ids)
  return {
    productId: getQueryParam(params, 'productId') || ids.productId,
    orderId: getQueryParam(params, 'orderId') || ids.orderId,
  }
}
