import type { Middleware } from '@reduxjs/toolkit'

import { actionCreator } from './action'
import { borrowerKey, isBorrowerChange, ownerTag } from './borrower'
import { paramsUpdated, sessionCleared, type SessionState } from './session'

/**
 * A borrower's data must go (logout, account deletion, two different user_ids): the outbox
 * entries, repayment info and extra session parameters of the previous borrower. Dispatched by
 * `borrowerGuard`; reducers of per-borrower data clear on it. The owners are tags (ownerTag), never
 * a session or user id: DevTools show every action.
 */
export const borrowerChanged = actionCreator<{ previous: string; next: string }>('session/borrowerChanged')

/** What the guard does with a departing borrower's outbox (the outbox code is loaded on demand). */
export type ForgetOutbox = (owner: string) => Promise<unknown>
const forgetOutboxDefault: ForgetOutbox = (owner) => import('@src/outbox/page').then((m) => m.getOutbox().clearOwner(owner)).catch(() => 0)

/**
 * Watches whose session it is. Only positive signals forget a borrower: logout or account
 * deletion (`sessionCleared`: the bridge's logout message dispatches it too) and two different
 * user_ids (`isBorrowerChange`). Then it dispatches `borrowerChanged` and forgets that borrower's
 * outbox. A new session id alone forgets nothing (store/borrower.ts).
 */
export function borrowerGuard(forgetOutbox: ForgetOutbox = forgetOutboxDefault): Middleware {
  return (api) => (next) => (action) => {
    const before = (api.getState() as { session?: SessionState }).session?.params
    const result = next(action)
    const after = (api.getState() as { session?: SessionState }).session?.params
    if (!before || !after) return result
    const previous = borrowerKey(before)
    const cleared = sessionCleared.match(action)
    if (previous && (cleared || (paramsUpdated.match(action) && isBorrowerChange(before, after)))) {
      api.dispatch(borrowerChanged({ previous: ownerTag(previous), next: cleared ? '' : ownerTag(borrowerKey(after)) }))
      void forgetOutbox(previous)
    }
    return result
  }
}
