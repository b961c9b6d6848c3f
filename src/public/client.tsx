import { createRoot } from 'react-dom/client'

import { applyTheme } from '@src/config/env'
import { wantLang } from '@src/i18n/index'
import { registerServiceWorker } from '@src/pwa/register'
import { paramsUpdated } from '@store/session'
import { shellParamsFromQuery } from '@store/shellParams'

import { hydrateInSlices } from './hydrate'
import { normalizePath } from './pagePaths'
import { findPublicPage, PRERENDER_ATTR } from './pages'
import { PublicApp } from './PublicApp'
import { makePublicStore } from './publicStore'

import '@src/ui/ui.css'

/**
 * Entry of the prerendered public pages ("Fast and offline"): hydrates the page's
 * markup with a light runtime (React, a two-slice store, the page) instead of the full app,
 * which keeps their initial JS within the public pages' budget (docs/performance.md). A host that
 * answers an unknown path with index.html (the prerendered home) lands here too: then the full
 * app takes over.
 */
async function boot(): Promise<void> {
  const root = document.getElementById('root')!
  const path = normalizePath(location.pathname)
  const page = findPublicPage(path)
  if (!page) {
    root.removeAttribute(PRERENDER_ATTR)
    root.textContent = ''
    await import('../main')
    return
  }
  applyTheme(document)
  // The page's language is its URL's (/sw/... is Swahili): the loader has already brought the
  // visitor to the language they asked for, and the markup was prerendered in it.
  const store = makePublicStore(page.lang)
  const { params } = shellParamsFromQuery(location.search)
  if (Object.keys(params).length) store.dispatch(paramsUpdated(params))
  // The shell opens these pages with its parameters in the URL (?lang=sw ...); the page-message
  // channel of src/bridge is left to the full app to keep this runtime small.
  const Page = await page.load()
  // The markup is in the page's language: its messages are in before hydrating (src/i18n/index.ts).
  await wantLang(page.lang)
  if (root.getAttribute(PRERENDER_ATTR) === path && root.firstElementChild) {
    hydrateInSlices(root, <PublicApp store={store} Page={Page} path={page.path} serverState={makePublicStore(page.lang).getState()} />, {
      // Visible in the console (and to the e2e journeys), never a blank page: React re-renders on its own.
      onRecoverableError: (e) => console.error('[hydration]', e),
    })
  } else {
    createRoot(root).render(<PublicApp store={store} Page={Page} path={page.path} />)
  }
  registerWhenIdle()
}

/** The service worker is an enhancement: it registers after the page has loaded, never competing with it. */
function registerWhenIdle(): void {
  const go = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => void registerServiceWorker(), { timeout: 3000 })
    else setTimeout(() => void registerServiceWorker(), 500)
  }
  if (document.readyState === 'complete') go()
  else window.addEventListener('load', go, { once: true })
}

void boot()
