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

/**
 * Runs `fn` in a task of its own, as soon as the tasks already queued have run: the work before
 * it ends its task, so a long start is several short tasks a phone answers a tap between (Total
 * Blocking Time counts each task's time over 50 ms). A message channel, not a timer: timers are
 * clamped, and throttled to once a second in a hidden tab. Every browser the app supports has one.
 */
export function nextTask(fn: () => void): void {
  const { port1, port2 } = new MessageChannel()
  port1.onmessage = () => (port1.close(), fn())
  port2.postMessage(0)
}
