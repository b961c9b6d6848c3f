import { useEffect, useRef, useSyncExternalStore } from 'react'
import { RECONNECT_RETRIES_MS } from '@src/lib/reconnect'
import { subscribeToWindow } from '@src/lib/windowEvents'

const subscribe = subscribeToWindow('online', 'offline')

/** Whether the browser believes it is online. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true)
}

/** When the connection last came back, by the browser's word (ms since the epoch). */
let backAt = -Infinity
if (typeof window !== 'undefined') window.addEventListener('online', () => (backAt = Date.now()))

/**
 * Calls `retry` each time the connection returns while `failed` is true (issue 26: every
 * "offline" or "no connection" state recovers by itself). RTK Query's queries do this through
 * `refetchOnReconnect` (store/api.ts, store/reconnect.ts); this is for the states a screen keeps
 * itself. A try soon after `online` that fails too is followed by the next after a delay
 * (src/lib/reconnect.ts): the event often comes before the network carries requests.
 */
export function useRetryWhenOnline(failed: boolean, retry: () => void): void {
  const latest = useRef(retry)
  latest.current = retry
  const tries = useRef(0)
  useEffect(() => {
    if (!failed) return
    const onOnline = () => {
      tries.current = 0
      latest.current()
    }
    window.addEventListener('online', onOnline)
    const wait = RECONNECT_RETRIES_MS[tries.current]
    const soon = RECONNECT_RETRIES_MS.reduce((a, b) => a + b, 0)
    const timer = navigator.onLine && wait !== undefined && Date.now() - backAt < soon ? setTimeout(() => (tries.current++, latest.current()), wait) : undefined
    return () => {
      window.removeEventListener('online', onOnline)
      clearTimeout(timer)
    }
  }, [failed])
}

/**
 * Resolves at once when the browser is online or a service worker controls the page (it serves
 * the app's code from its precache), else when the connection returns. A screen's code is asked
 * for only then: a failed `import()` is remembered by the browser for the page's life (HTML's
 * module map), so a download tried offline could never succeed later without a reload.
 */
export function codeReachable(): Promise<void> {
  if (typeof window === 'undefined' || navigator.onLine !== false || navigator.serviceWorker?.controller) return Promise.resolve()
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }))
}
