type IdleWindow = {
  requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number
  cancelIdleCallback?: (id: number) => void
}

/**
 * Runs `fn` at the browser's next idle moment, and after `timeoutMs` at the latest; where there is
 * no requestIdleCallback (Safari, old WebViews, tests), after `fallbackMs`. For work nothing on
 * screen waits for, kept off the path of the screen's first content. Returns what cancels it (a
 * component that goes before the idle moment does not set state after it has gone).
 */
export function whenIdle(fn: () => void, timeoutMs = 2000, fallbackMs = 200): () => void {
  const w = globalThis as IdleWindow
  if (typeof w.requestIdleCallback === 'function') {
    const id = w.requestIdleCallback(fn, { timeout: timeoutMs })
    return () => w.cancelIdleCallback?.(id)
  }
  const timer = setTimeout(fn, fallbackMs)
  return () => clearTimeout(timer)
}
