import type { AppDispatch } from '@store/index'
import type { FirstCall } from '@src/nav/firstCall'
import { paths } from '@src/nav/paths'
import { orderIdsFrom, type OrderIds } from '@src/nav/useOrderIds'

/**
 * Borrower screens whose first call can start as soon as the session is back, before React has
 * rendered the screen (issue 14: about half a second on a low-end phone). The screen then finds
 * its answer in the cache, or the request in flight, instead of asking after its first render.
 * Each feature's api.ts owns its function, next to the endpoints it calls.
 */
const firstCalls: Record<string, () => Promise<FirstCall>> = {
  [paths.loanDetail]: () => import('@features/order/api').then((m) => m.loanDetailFirstCall),
  [paths.repay]: () => import('@features/repayment/api').then((m) => m.repayFirstCall),
  [paths.repayDelay]: () => import('@features/repayment/api').then((m) => m.repayDelayFirstCall),
  [paths.complaint]: () => import('@features/complaints/api').then((m) => m.complaintFirstCall),
  [paths.loanConfirm]: () => import('@features/loan/api').then((m) => m.loanConfirmFirstCall('v3')),
  [paths.loanConfirmLegacy]: () => import('@features/loan/api').then((m) => m.loanConfirmFirstCall('legacy')),
}

/**
 * Starts the first call of the screen at `location`, if it has one. Safe to skip: a failure here
 * (the feature's code did not load) leaves the screen to ask as it always does.
 */
export function startFirstCall(dispatch: AppDispatch, location: { pathname: string; search: string }, sessionIds: OrderIds): Promise<void> {
  const load = firstCalls[location.pathname]
  if (!load) return Promise.resolve()
  return load().then(
    (start) => start(dispatch, { ...orderIdsFrom(location.search, sessionIds), search: location.search }),
    () => undefined,
  )
}
