import { applyMiddleware, combineReducers, legacy_createStore, type Middleware } from 'redux'
import type { Lang } from '@src/i18n/index'
import { initialSession, sessionReducer } from '@store/session'
import { uiReducer } from '@store/ui'

/**
 * The public pages' store: the session (language, common params) and the toasts, nothing else.
 * No RTK Query, persistence, router or Immer: that keeps the landing within its 100 KB gzip budget.
 * Public pages only read `session` and `ui`, so they behave the same inside the full app.
 */
/** Runs a dispatched function with (dispatch, getState), as redux-thunk does. */
const thunks: Middleware = ({ dispatch, getState }) => (next) => (action) => (typeof action === 'function' ? action(dispatch, getState) : next(action))

export function makePublicStore(lang?: Lang) {
  const session = initialSession(typeof navigator !== 'undefined' ? (navigator.languages ?? []) : [])
  // Redux's own store, not configureStore: no Redux Toolkit (and Immer), dev checks or DevTools
  // hook to download; the landing's calls are thunks, run by the three-line middleware below.
  return legacy_createStore(combineReducers({ session: sessionReducer, ui: uiReducer }), { session: lang ? { ...session, lang } : session }, applyMiddleware(thunks))
}

export type PublicStore = ReturnType<typeof makePublicStore>
export type PublicState = ReturnType<PublicStore['getState']>
