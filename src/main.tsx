import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { RouterProvider } from 'react-router-dom'
import { connectBridgeToStore } from '@src/bridge/connectStore'
import { applyTheme } from '@src/config/env'
import { makeBrowserStore } from '@store/index'
import { langChanged, paramsUpdated, shellParamsFromQuery } from '@store/session'
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

connectBridgeToStore(store.dispatch)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={makeRouter()} />
    </Provider>
  </StrictMode>,
)

void registerServiceWorker()
