/**
 * The app shell names its stylesheets as preloads (scripts/build/prerender/html.ts paintFirst), so the
 * loading placeholder, styled inline, paints without waiting for them. Before the app's
 * first render they become stylesheets, in the shell's order, and the render waits until each has
 * loaded or failed. They were fetched beside the scripts, so on a normal start they are there already.
 *
 * Never blocks for long: after STYLE_WAIT_MS the app renders anyway (a WebView that fires no load
 * event for a stylesheet, a stylesheet that hangs) and the styles apply when they arrive.
 * In the dev server and tests there are no such preloads (Vite injects styles from JS): nothing to do.
 *
 * Called before the start's first lazy import (the screen's first call, src/main.tsx): Vite's
 * loader applies the stylesheets a lazy chunk needs itself, so a later call here would find the
 * shared one already applied, ahead of the shell's order.
 */
export const STYLE_WAIT_MS = 3000

export function applyShellStyles(doc: Document = document, waitMs = STYLE_WAIT_MS): Promise<void> {
  // Compared by the address they resolve to: Vite's loader for a lazy chunk writes a stylesheet
  // it needs under its full URL ("http://host/assets/shared-A.css"), the shell under its path.
  const applied = new Set([...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href))
  const loads = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')].flatMap((preload) => {
    const href = preload.getAttribute('href')
    if (!href || applied.has(preload.href)) return []
    applied.add(preload.href)
    const sheet = doc.createElement('link')
    sheet.rel = 'stylesheet'
    // The same request mode as the preload, so the browser uses the preloaded answer.
    if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin
    sheet.href = href
    const loaded = new Promise<void>((resolve) => {
      sheet.addEventListener('load', () => resolve(), { once: true })
      sheet.addEventListener('error', () => resolve(), { once: true })
    })
    doc.head.appendChild(sheet)
    return [loaded]
  })
  if (loads.length === 0) return Promise.resolve()
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))
  return Promise.race([Promise.all(loads).then(() => undefined), timeout]).finally(() => clearTimeout(timer))
}
