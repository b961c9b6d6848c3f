import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { RouterProvider } from 'react-router-dom'
import { setBridgeListener } from '@src/bridge/bridge'
import { installShellMessageListener, onShellMessage } from '@src/bridge/messages'
import { applyTheme, config } from '@src/config/env'
import { pickLang } from '@src/i18n/index'
import { makeBrowserStore } from '@store/index'
import { commonParamsOf, langChanged, paramsUpdated, shellParamsFromQuery } from '@store/session'
import { bridgeCalled, bridgeMessageReceived } from '@store/ui'
import { afterStart, holdStartWhile } from './app/afterStart'
import { makeRouter } from './app/router'
import { registerServiceWorker } from './pwa/register'
import './ui/ui.css'

applyTheme(document)

const { store } = makeBrowserStore((s) => {
  // The shell's URL parameters are the freshest; they win over what was persisted.
  const { params, lang } = shellParamsFromQuery(window.location.search)
  if (Object.keys(params).length) s.dispatch(paramsUpdated(params))
  if (lang) s.dispatch(langChanged(lang))
})

// What waits for the start (outbox, service worker) also waits for the screen's first answers.
holdStartWhile(() => Object.values(store.getState().api.queries).some((q) => q?.status === 'pending'), store.subscribe)

setBridgeListener((c) => {
  store.dispatch(bridgeCalled(c))
  // No shell to take the tracking point: it goes to the lender's event endpoint (queued when offline).
  if (c.action === 'confirmTrackingPoint' && c.via === 'browser') {
    const p = c.payload as { point: string; data?: Record<string, string> }
    const commonParams = commonParamsOf(store.getState().session.params)
    // The outbox's code loads on first use (it is not part of any screen's start).
    import('@src/outbox/api')
      .then(({ trackEvent, trackingCalls }) => trackEvent(trackingCalls.point(p.point, p.data), { commonParams, apiBase: config.apiBase }))
      .catch((e: unknown) => console.warn('[tracking] not kept', e))
  }
})
installShellMessageListener()
onShellMessage((m) => {
  store.dispatch(bridgeMessageReceived({ type: m.type, payload: 'payload' in m ? m.payload : undefined }))
  if (m.type === 'sessionParams') store.dispatch(paramsUpdated(shellParamsFromQuery(new URLSearchParams(m.payload).toString()).params))
  if (m.type === 'lang') store.dispatch(langChanged(pickLang(m.payload.lang)))
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={makeRouter()} />
    </Provider>
  </StrictMode>,
)

// workbox-window and the worker's precache downloads wait until the screen has started (issue 14).
afterStart(() => void registerServiceWorker())
