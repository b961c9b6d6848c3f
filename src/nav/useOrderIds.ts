import { useSearchParams } from 'react-router-dom'
import { useAppSelector } from '@store/hooks'
import { orderIdsFrom, type OrderIds } from './orderIds'

/** The screen's product and order ids (./orderIds.ts says which win). */
export function useOrderIds(): OrderIds {
  const [params] = useSearchParams()
  return orderIdsFrom(params, useAppSelector((s) => s.session.ids))
}

export { orderIdsFrom, type OrderIds } from './orderIds'
