/**
 * When to ask again after the connection returns: the browser's `online` event often
 * comes before the network carries requests (a phone re-attaching to a cell, a WebView told by
 * Android first), so the first try at `online` may fail like the one before it. A state still
 * failed for want of a connection is asked again after each of these delays (ms), then left to a tap.
 */
export const RECONNECT_RETRIES_MS: readonly number[] = [1000, 2000, 4000, 8000, 16000]

/**
 * After each `online` event of `win`, calls `check` after each delay (counted from the event: 1, 3,
 * 7... s) while the browser says online; an `offline` event or a new `online` ends the round. `check`
 * asks again for whatever is still failed then. The one schedule of the store's queries
 * (store/reconnect.ts) and of the states a screen keeps itself (src/pwa/online.ts). Returns the
 * function that stops listening.
 */
export function afterReconnect(check: () => void, win: Window = window, delays: readonly number[] = RECONNECT_RETRIES_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const stop = () => {
    clearTimeout(timer)
    timer = undefined
  }
  const next = (i: number) => {
    if (i < delays.length)
      timer = setTimeout(() => {
        if (!win.navigator.onLine) return
        check()
        next(i + 1)
      }, delays[i])
  }
  const onOnline = () => {
    stop()
    next(0)
  }
  win.addEventListener('online', onOnline)
  win.addEventListener('offline', stop)
  return () => {
    stop()
    win.removeEventListener('online', onOnline)
    win.removeEventListener('offline', stop)
  }
}
