import { applyMiddleware, combineReducers, legacy_createStore } from 'redux'
import { thunk } from 'redux-thunk'

import type { Lang } from '@src/i18n/index'
import { initialSession, sessionReducer } from '@store/session'
import { uiReducer } from '@store/ui'

/**
 * The public pages' store: the session (language, common params) and the toasts, nothing else.
 * No RTK Query, persistence, router or Immer: that keeps the landing within the public pages' JS
 * budget (docs/performance.md, 'The public pages' budget').
 * Public pages only read `session` and `ui`, so they behave the same inside the full app.
 *
 * Redux's own store with redux-thunk (the landing's calls are thunks), not configureStore: Redux
 * Toolkit would bring Immer, dev checks and the DevTools hook to the download.
 */
export function makePublicStore(lang?: Lang) {
  const session = initialSession(typeof navigator !== 'undefined' ? (navigator.languages ?? []) : [])
  return legacy_createStore(
    combineReducers({ session: sessionReducer, ui: uiReducer }),
    { session: lang ? { ...session, lang } : session },
    applyMiddleware(thunk),
  )
}

export type PublicStore = ReturnType<typeof makePublicStore>
export type PublicState = ReturnType<PublicStore['getState']>
