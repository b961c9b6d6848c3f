/**
 * The only script a prerendered public page names (issue 8, Performance). The page is readable
 * from its HTML and CSS alone, so its runtime (React, the store, the page's module: ~90 KB gzip)
 * is fetched after the first paint instead of beside it: on a thin 3G link the text and the
 * stylesheet get the bandwidth first, and the page hydrates a moment later. The runtime and the
 * page's module are fetched in parallel (each import preloads its own dependencies).
 */
function afterFirstPaint(run: () => void): void {
  // The frame callback runs before the next paint; the timeout after it.
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0))
  else setTimeout(run, 0)
}

afterFirstPaint(() => {
  // Warms the page's own chunk beside the runtime (the runtime awaits the same module: modules load once).
  import('./pages')
    .then(({ findPublicPage }) => findPublicPage(location.pathname)?.load())
    .catch(() => undefined)
  void import('./client')
})
