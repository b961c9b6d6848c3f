import { createAction, isPending, isRejectedWithValue, type Middleware } from '@reduxjs/toolkit'

import { activeShell, callNative } from '@src/bridge/bridge'
import { isSessionExpired } from '@src/config/sessionExpiry'
import { type ApiError, isApiError, isSessionExpiredError } from '@src/lender/errors'

import type { SessionState } from './session'

/** Recorded once per expired session (DevTools, and anything that must wait for a new login). */
export const sessionExpired = createAction<{ at: number }>('session/expired')

/** In a plain browser, how long the message stays readable before the fallback login leaves the page. */
export const SESSION_EXPIRED_READ_MS = 6000

type WithSession = { session?: SessionState }

/**
 * Whether a failure means the session has expired. The wire module marks the signal (it also reads
 * a business code inside an HTTP error); errors made elsewhere are judged by the same predicate.
 */
export function meansSessionExpired(e: ApiError): boolean {
  return (
    isSessionExpiredError(e) || isSessionExpired(e.kind === 'http' ? { status: e.status } : e.kind === 'business' ? { code: e.code } : {})
  )
}

const sessionIdOf = (s: unknown): string => (s as WithSession).session?.params.sessionId ?? ''

/**
 * When the lender says the session has expired (config.sessionExpiry: an HTTP status or a
 * business code), the state records it (store/ui.ts sessionEnded), the page says why in the
 * borrower's language (once: the screen's error state, else the notice at the page's top,
 * src/ui/States.tsx) and the shell is asked to go back to login. Once per expired session, not per
 * failed call: a screen firing four calls at once gets one message and one bridge call. A call that was sent under an older session (answered
 * after the shell already passed a new one) does not count against the new session.
 */
export const sessionExpiryMiddleware: Middleware = (api) => {
  /** The session id each call in flight was sent with. */
  const sentWith = new Map<string, string>()
  /** The session id that has been declared expired (null: none yet). */
  let expiredFor: string | null = null
  return (next) => (action) => {
    if (isPending(action)) {
      const id = (action.meta as { requestId?: string }).requestId
      if (id) sentWith.set(id, sessionIdOf(api.getState()))
      return next(action)
    }
    const result = next(action)
    const meta = (action as { meta?: { requestId?: string } }).meta
    const requestId = meta?.requestId
    if (!requestId || !sentWith.has(requestId)) return result
    const sessionAtSend = sentWith.get(requestId) ?? ''
    sentWith.delete(requestId)
    if (!isRejectedWithValue(action) || !isApiError(action.payload)) return result
    if (!meansSessionExpired(action.payload)) return result
    const current = sessionIdOf(api.getState())
    if (sessionAtSend !== current || expiredFor === current) return result
    expiredFor = current
    // The page says it (no toast besides); the failures' own toasts do not come (store/feedback.ts).
    api.dispatch(sessionExpired({ at: Date.now() }))
    // A shell's login screen takes over while the message shows. A plain browser has none: its
    // fallback leaves for the site's home, which would take the message with it before anyone
    // could read it. There the borrower gets time to read it first.
    if (activeShell() === 'browser') setTimeout(() => callNative({ action: 'backToLogin' }), SESSION_EXPIRED_READ_MS)
    else callNative({ action: 'backToLogin' })
    return result
  }
}
