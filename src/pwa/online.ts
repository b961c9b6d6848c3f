import { useEffect, useRef, useSyncExternalStore } from 'react'

import { afterReconnect } from '@src/lib/reconnect'
import { subscribeToWindow } from '@src/lib/windowEvents'

const subscribe = subscribeToWindow('online', 'offline')

/** Whether the browser believes it is online. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
}

/**
 * Calls `retry` each time the connection returns while `failed` is true (every
 * "offline" or "no connection" state recovers by itself), and again after each delay of
 * src/lib/reconnect.ts while it is still failed: the event often comes before the network carries
 * requests. RTK Query's queries do this through `refetchOnReconnect` and store/reconnect.ts; this is
 * for the states a screen keeps itself.
 */
export function useRetryWhenOnline(failed: boolean, retry: () => void): void {
  const latest = useRef({ failed, retry })
  latest.current = { failed, retry }
  useEffect(() => {
    const again = () => {
      if (latest.current.failed) latest.current.retry()
    }
    window.addEventListener('online', again)
    const stop = afterReconnect(again)
    return () => {
      window.removeEventListener('online', again)
      stop()
    }
  }, [])
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
