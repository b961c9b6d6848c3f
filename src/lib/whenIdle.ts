type IdleWindow = { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }

/**
 * Runs `fn` at the browser's next idle moment, and after `timeoutMs` at the latest; where there is
 * no requestIdleCallback (Safari, old WebViews, tests), after `fallbackMs`. For work nothing on
 * screen waits for, kept off the path of the screen's first content.
 */
export function whenIdle(fn: () => void, timeoutMs = 2000, fallbackMs = 200): void {
  const w = globalThis as IdleWindow
  if (typeof w.requestIdleCallback === 'function') w.requestIdleCallback(fn, { timeout: timeoutMs })
  else setTimeout(fn, fallbackMs)
}
