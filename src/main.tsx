import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { BrowserRouter } from 'react-router-dom'

import { connectBridgeToStore } from '@src/bridge/connectStore'
import { applyTheme } from '@src/config/env'
import { wantLang } from '@src/i18n/index'
import { nextTask } from '@src/lib/whenIdle'
import { type AppStore, makeBrowserStore } from '@store/index'
import { shellSessionActions } from '@store/session'
import { shellParamsFromQuery } from '@store/shellParams'

import { afterStart, holdStartWhile } from './app/afterStart'
import { startFirstCall } from './app/firstCall'
import { rehydration } from './app/rehydration'
import { AppRoutes, preloadScreen } from './app/router'
import { applyShellStyles } from './app/shellStyles'
import { dropShellParams } from './app/shellUrl'
import { registerServiceWorker } from './pwa/register'

import './ui/ui.css'

applyTheme(document)

// The shell's URL parameters, read before anything else; they go into the store below.
const fromShell = shellParamsFromQuery(window.location.search)

// The start in four tasks, each short enough for a low-end phone to answer a tap between them
// (Total Blocking Time counts each task's time over 50 ms; docs/performance.md): the modules'
// evaluation above; then the shell's parameters leave the address bar (and so any Referer),
// whatever the stored state turns out to be: a synchronous call into the browser of 4-26 ms at
// CPU x4, its own task, before any request of the app's; then the store with the persisted session
// and the screen's first call; then the first render's preparation. (Tasks of one source, such as
// posted messages, run in the order they were queued.)
nextTask(dropShellParams)
nextTask(startStore)

function startStore() {
  // The shell's stylesheets were fetched beside the scripts; applied now, in the shell's order,
  // before the first call's lazy import can apply one of them itself (./app/shellStyles.ts). The
  // loading placeholder did not need them; the first render waits for them below.
  const styled = applyShellStyles()
  const persisted = rehydration()
  const { store } = makeBrowserStore((s) => {
    // The shell's URL parameters are its whole session, the freshest: they replace what was
    // persisted (@store/session shellSessionActions).
    shellSessionActions(fromShell).forEach((a) => s.dispatch(a))
    // The screen's first call starts now, before React renders the screen.
    void startFirstCall(s.dispatch, window.location, s.getState().session.ids)
    persisted.done()
  })

  // What waits for the start (outbox, service worker) also waits for the screen's first answers.
  holdStartWhile(() => Object.values(store.getState().api.queries).some((q) => q?.status === 'pending'), store.subscribe)

  connectBridgeToStore(store.dispatch)
  nextTask(() => startRender(store, styled, persisted.ready))
}

/** `styled`: the shell's stylesheets applied; `rehydrated`: the persisted session back. */
function startRender(store: AppStore, styled: Promise<void>, rehydrated: Promise<void>) {
  // One language on the start: the other's messages are fetched when the page is in it, from the
  // saved session, the shell's parameter or a switch (src/i18n/index.ts).
  let lang = store.getState().session.lang
  void wantLang(lang)
  store.subscribe(() => {
    if (store.getState().session.lang === lang) return
    lang = store.getState().session.lang
    void wantLang(lang)
  })

  const root = createRoot(document.getElementById('root')!)
  // The opening screen's code was fetched beside the stylesheets (its preloads): loaded now, so its
  // first render does not suspend (src/app/router.tsx). The persisted session is back by then on a
  // normal start: waited for, so the first render is the screen, not a placeholder rendered again
  // at once (./app/rehydration.ts). Every wait is capped: a hung download or storage never holds
  // the app.
  void Promise.all([styled, preloadScreen(window.location.pathname), rehydrated]).then(() =>
    // A transition: React renders the first screen in slices and yields between them, so a low-end
    // phone is never blocked for the whole first render (Total Blocking Time).
    startTransition(() =>
      root.render(
        <StrictMode>
          <Provider store={store}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </Provider>
        </StrictMode>,
      ),
    ),
  )
}

// workbox-window and the worker's precache downloads wait until the screen has started.
afterStart(() => void registerServiceWorker())
// Field measurement, when the deployment asks for it: its check too is fetched after the start.
afterStart(() => void import('./app/measureVitals').then((m) => m.measureVitals()).catch(() => undefined))
