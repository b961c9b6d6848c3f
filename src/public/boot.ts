import { LANG_CHOICE_KEY, languageRedirect, splitLangPath } from '@src/i18n/urlLang'

import { holdEarlyActions } from './earlyActions'

/**
 * The only script a prerendered public page names (Performance). The page is readable
 * from its HTML and CSS alone, so its runtime (React, the store, the page's module: most of the
 * page's JS, docs/performance.md 'The public pages' budget') is fetched after the first paint
 * instead of beside it: on a thin 3G link the text and the stylesheet get the bandwidth first,
 * and the page hydrates a moment later. The runtime and the page's module are fetched in parallel
 * (each import preloads its own dependencies).
 * Before that, two small jobs that cannot wait for React: bring a visitor to the page in their
 * language (an external script, as the Content-Security-Policy forbids inline ones), and hold
 * taps on the page's forms until it is hydrated (./earlyActions.ts).
 */
function afterFirstPaint(run: () => void): void {
  // The frame callback runs before the next paint; the timeout after it.
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0))
  else setTimeout(run, 0)
}

function savedChoice(): string | null {
  try {
    return localStorage.getItem(LANG_CHOICE_KEY)
  } catch {
    return null
  }
}

// The path the HTML was rendered for (a host may answer unknown paths with the home page's HTML).
const prerendered = document.getElementById('root')?.getAttribute('data-prerendered')
const target = prerendered
  ? languageRedirect(
      {
        pathname: location.pathname,
        search: location.search,
        hash: location.hash,
        languages: navigator.languages ?? [navigator.language],
        referrer: document.referrer,
        origin: location.origin,
        choice: savedChoice(),
      },
      (path) => path === splitLangPath(prerendered).path,
    )
  : null

if (target) location.replace(target)
else {
  holdEarlyActions(document)
  afterFirstPaint(() => {
    // Warms the page's own chunk beside the runtime (the runtime awaits the same module: modules load once).
    import('./pages').then(({ findPublicPage }) => findPublicPage(location.pathname)?.load()).catch(() => undefined)
    void import('./client')
  })
}
