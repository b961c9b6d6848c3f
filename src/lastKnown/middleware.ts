import type { Middleware } from '@reduxjs/toolkit'

import { isBorrowerChange } from '@store/borrower'
import type { SessionParams } from '@store/shellParams'

import { clearLastKnown } from './storage'

type WithSession = { session: { params: SessionParams } }

/**
 * Forgets every last-known copy on logout or account deletion (`session/sessionCleared`) and when
 * two different user_ids name another borrower (a new session id alone does not: store/borrower.ts).
 * Matched by type so the store needs no import cycle.
 */
export const lastKnownMiddleware: Middleware<object, WithSession> = (api) => (next) => (action) => {
  const before = api.getState().session.params
  const result = next(action)
  const type = (action as { type?: unknown }).type
  if (type === 'session/sessionCleared') clearLastKnown()
  else if (type === 'session/paramsUpdated' && isBorrowerChange(before, api.getState().session.params)) clearLastKnown()
  return result
}
