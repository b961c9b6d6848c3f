import { configureStore } from '@reduxjs/toolkit'
import type { Lang } from '@src/i18n/index'
import { initialSession, sessionReducer } from '@store/session'
import { uiReducer } from '@store/ui'

/**
 * The public pages' store: the session (language, common params) and the toasts, nothing else.
 * No RTK Query, persistence or router: that keeps the landing within its 100 KB gzip budget.
 * Public pages only read `session` and `ui`, so they behave the same inside the full app.
 */
export function makePublicStore(lang?: Lang) {
  const session = initialSession(typeof navigator !== 'undefined' ? (navigator.languages ?? []) : [])
  return configureStore({
    reducer: { session: sessionReducer, ui: uiReducer },
    preloadedState: { session: lang ? { ...session, lang } : session },
    devTools: false,
  })
}

export type PublicStore = ReturnType<typeof makePublicStore>
export type PublicState = ReturnType<PublicStore['getState']>
