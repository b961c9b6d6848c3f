import type { Action } from '@reduxjs/toolkit'

import { actionCreator, localId } from './action'

export type ToastKind = 'info' | 'success' | 'error'
/** `sticky`: not replaced by later toasts nor by typing, only gone after its time (the session has expired). */
export type Toast = { id: string; message: string; kind: ToastKind; durationMs: number; sticky?: boolean }
type ToastOptions = { kind?: ToastKind; durationMs?: number; sticky?: boolean }

/** SPEC 9: toast default 3000 ms, minimum accepted 300 ms; list info and success toasts 2 s. */
export const TOAST_DEFAULT_MS = 3000
export const TOAST_MIN_MS = 300
export const TOAST_SHORT_MS = 2000

/** `sessionEnded`: the lender said this session expired (store/sessionExpiry.ts); no call made under it can succeed again. */
export type UiState = { toasts: Toast[]; loading: { id: string; text: string }[]; persistFailed: boolean; sessionEnded?: true }

const initialState: UiState = { toasts: [], loading: [], persistFailed: false }

/** Clamps a requested duration to the accepted minimum. */
export function toastDuration(ms?: number): number {
  if (ms === undefined || !Number.isFinite(ms)) return TOAST_DEFAULT_MS
  return Math.max(TOAST_MIN_MS, ms)
}

// A plain reducer over our own action creators, not `createSlice`: the public pages share this
// state, and Redux Toolkit would bring Immer to the landing's JS budget (store/action.ts).
export const toastShown = actionCreator('ui/toastShown', (message: string, opts: ToastOptions = {}) => ({
  payload: {
    id: localId(),
    message,
    kind: opts.kind ?? 'info',
    durationMs: toastDuration(opts.durationMs),
    ...(opts.sticky ? { sticky: true } : {}),
  } as Toast,
}))
export const toastDismissed = actionCreator<string>('ui/toastDismissed')
/** Every error toast goes (the borrower is putting the problem right), except a sticky one. */
export const errorToastsDismissed = actionCreator('ui/errorToastsDismissed')
export const loadingStarted = actionCreator<{ id: string; text: string }>('ui/loadingStarted')
export const loadingEnded = actionCreator<string>('ui/loadingEnded')
export const persistWriteFailed = actionCreator('ui/persistWriteFailed')
/** The type of store/sessionExpiry.ts's `sessionExpired` action (a test keeps the two equal). */
export const SESSION_EXPIRED_TYPE = 'session/expired'

/**
 * no stale toast beside a new message. An error toast speaks of a problem as it stood;
 * any newer toast (another problem, or news that something worked) supersedes it, so a new toast
 * replaces the error toasts before it. Info and success toasts report something done and keep
 * their short time. A sticky toast (the session has expired: store/sessionExpiry.ts) is never
 * replaced: it speaks for the whole screen, and what fails after it fails because of it.
 * (A field newly marked in error supersedes them too: src/ui/Toaster.tsx.)
 */
const stale = (t: Toast) => t.kind === 'error' && !t.sticky

export function uiReducer(state: UiState = initialState, action: Action): UiState {
  // Only the newest toast matters on a small screen; keep a short queue for screen readers.
  if (toastShown.match(action)) {
    const kept = state.toasts.filter((t) => !stale(t))
    return { ...state, toasts: [...kept.filter((t) => t.sticky), ...kept.filter((t) => !t.sticky).slice(-2), action.payload] }
  }
  if (toastDismissed.match(action)) return { ...state, toasts: state.toasts.filter((t) => t.id !== action.payload) }
  if (errorToastsDismissed.match(action))
    return state.toasts.some(stale) ? { ...state, toasts: state.toasts.filter((t) => !stale(t)) } : state
  if (loadingStarted.match(action)) return { ...state, loading: [...state.loading, action.payload] }
  if (loadingEnded.match(action)) return { ...state, loading: state.loading.filter((l) => l.id !== action.payload) }
  if (persistWriteFailed.match(action)) return state.persistFailed ? state : { ...state, persistFailed: true }
  // Matched by its type: store/sessionExpiry.ts, which declares the action, imports this file.
  if (action.type === SESSION_EXPIRED_TYPE) return state.sessionEnded ? state : { ...state, sessionEnded: true }
  return state
}

/** Recorded whenever the app calls the native shell, so support staff see it in DevTools. */
export const bridgeCalled = actionCreator<{ action: string; payload?: unknown; via: string }>('bridge/called')
/** Recorded when the shell sends the page a message that was accepted. */
export const bridgeMessageReceived = actionCreator<{ type: string; payload?: unknown }>('bridge/messageReceived')
