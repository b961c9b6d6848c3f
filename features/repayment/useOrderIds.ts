import { useSearchParams } from 'react-router-dom'
import { useAppSelector } from '@store/hooks'
import { getQueryParam } from '@src/lib/query'

/** productId/orderId from the query (product_id accepted), else the session's defaults. */
export function useOrderIds(): { productId: string; orderId: string } {
  const [params] = useSearchParams()
  const ids = useAppSelector((s) => s.session.ids)
  return {
    productId: getQueryParam(params, 'productId') ?? ids.productId,
    orderId: getQueryParam(params, 'orderId') ?? ids.orderId,
  }
}
