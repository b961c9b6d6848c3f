import { useEffect, useRef, useSyncExternalStore } from 'react'
import { subscribeToWindow } from '@src/lib/windowEvents'

const subscribe = subscribeToWindow('online', 'offline')

/** Whether the browser believes it is online. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true)
}

/**
 * Calls `retry` each time the connection returns while `failed` is true (issue 26: every
 * "offline" or "no connection" state recovers by itself). RTK Query's queries do this through
 * `refetchOnReconnect` (store/api.ts); this is for the states a screen keeps itself.
 */
export function useRetryWhenOnline(failed: boolean, retry: () => void): void {
  const latest = useRef(retry)
  latest.current = retry
  useEffect(() => {
    if (!failed) return
    const onOnline = () => latest.current()
    window.addEventListener('online', onOnline)
    return () => window.removeEventListener('online', onOnline)
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
