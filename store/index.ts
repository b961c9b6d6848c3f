import { combineReducers, configureStore, isAnyOf, type Middleware } from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import {
  FLUSH,
  PAUSE,
  PERSIST,
  type Persistor,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type Storage,
} from 'redux-persist'

import { config } from '@src/config/env'
import { lastKnownMiddleware } from '@src/lastKnown/middleware'

import { baseApi } from './api'
import { borrowerGuard } from './borrowerGuard'
import { devtoolsEnabled, runtimeDevtoolsMiddleware } from './devtools'
import { feedbackMiddleware } from './feedback'
import { outboxReducer } from './outbox'
import { idbStorage, migrate, PERSIST_VERSION } from './persist'
import { PERSIST_KEY } from './persistPlace'
import { retryAfterReconnect } from './reconnect'
import { repaymentInfoReducer, repaymentInfoSaved } from './repaymentInfo'
import { idsUpdated, langChanged, paramsUpdated, sessionCleared, sessionReducer } from './session'
import { sessionExpiryMiddleware } from './sessionExpiry'
import { persistWriteFailed, uiReducer } from './ui'
import { forgetDoubtsOnLeave } from './writeDoubt'

const slices = {
  session: sessionReducer,
  repaymentInfo: repaymentInfoReducer,
  ui: uiReducer,
  outbox: outboxReducer,
  [baseApi.reducerPath]: baseApi.reducer,
}

export const rootReducer = combineReducers(slices)
export type RootState = ReturnType<typeof rootReducer>

/** Only client state is persisted: never the API cache, toasts or loading state. */
export const PERSISTED_KEYS = ['session', 'repaymentInfo'] as const

export type StoreOptions = {
  preloadedState?: Partial<RootState>
  /** A storage to persist to; without one nothing is persisted (unit tests). */
  storage?: Storage
  devtools?: boolean
}

/** Creates a store; every test gets a fresh one. */
export function makeStore({ preloadedState, storage, devtools }: StoreOptions = {}) {
  let onWriteFail: () => void = () => undefined
  // Repayment info is read by the next page, often after a reload or from the shell, and the session
  // (parameters, order ids, language) is what every next page needs: both are written at once
  // instead of after the persist throttle, so a reload right after never loses them.
  const flushOn: Middleware = () => (next) => (action) => {
    const result = next(action)
    if (flushAfter(action)) flushPersisted()
    return result
  }
  const reducer = storage
    ? persistReducer(
        {
          key: PERSIST_KEY,
          version: PERSIST_VERSION,
          storage,
          whitelist: [...PERSISTED_KEYS],
          migrate,
          throttle: 250,
          // A full or broken storage must never stop the app; we note it and carry on.
          writeFailHandler: () => onWriteFail(),
        },
        rootReducer,
      )
    : rootReducer
  // The development server (`npm start`) keeps the extension's own enhancer, with time travel, on
  // the developer's own session (no sanitisers: importing them here keeps them in production builds
  // too). Production builds and tests leave this branch out (DEV and MODE are constants there).
  const devEnhancer = import.meta.env.DEV && import.meta.env.MODE !== 'test' && devtools === undefined
  const devtoolsAtStart = !devEnhancer && (devtools ?? devtoolsEnabled(import.meta.env.DEV, config.supportDevtools))
  const store = configureStore({
    reducer: reducer as typeof rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (gDM) =>
      gDM({
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          ignoredActionPaths: ['meta.arg.originalArgs.body', 'meta.baseQueryMeta'],
        },
      })
        .prepend(flushOn, borrowerGuard())
        .concat(baseApi.middleware, lastKnownMiddleware, forgetDoubtsOnLeave)
        // The expired-session reaction, and DevTools switched on at run time (support staff).
        // Loading and failure toasts, as each endpoint declares; inside the expired-session
        // reaction, so a failure's own toast comes first and "session expired" is the newest.
        .concat(sessionExpiryMiddleware, feedbackMiddleware, runtimeDevtoolsMiddleware({ connectAtStart: devtoolsAtStart })),
    // DevTools connect by hand (runtimeDevtoolsMiddleware), not through the store's own enhancer:
    // that one is fixed at creation and would put the sanitisers into every start's code. Only the
    // development server uses it, for time travel (jump, skip, dispatch from the panel), which the
    // hand-made connection does not offer; the run-time switch there adds the support connection.
    devTools: devEnhancer ? { name: 'Borrower web (development)' } : false,
  })
  onWriteFail = () => store.dispatch(persistWriteFailed())
  setupListeners(store.dispatch)
  // A first retry at `online` that still finds no network is not the last (store/reconnect.ts).
  if (typeof window !== 'undefined') retryAfterReconnect(store)
  return store
}

let flushPersisted: () => void = () => undefined
const flushAfter = isAnyOf(repaymentInfoSaved, paramsUpdated, idsUpdated, langChanged, sessionCleared)

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']

/** Creates the browser's store, persisted on IndexedDB, and starts rehydration. */
export function makeBrowserStore(onRehydrated: (store: AppStore) => void): { store: AppStore; persistor: Persistor } {
  const store = makeStore({ storage: idbStorage() })
  const persistor = startPersistence(store, () => onRehydrated(store))
  return { store, persistor }
}

/** Starts rehydration and writing for a store made with a storage (the one store of the page). */
export function startPersistence(store: AppStore, onRehydrated: () => void = () => undefined): Persistor {
  const persistor = persistStore(store, null, onRehydrated)
  flushPersisted = () => void persistor.flush()
  return persistor
}
