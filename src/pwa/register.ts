import type { Workbox } from 'workbox-window'

import { whenBack } from '@src/lib/whenBack'

type Listener = () => void
let waiting: Workbox | null = null
const listeners = new Set<Listener>()

/** Whether a new version of the app is installed and waiting. */
export function updateWaiting(): boolean {
  return waiting !== null
}

export function subscribeUpdate(l: Listener): () => void {
  listeners.add(l)
  return () => listeners.delete(l)
}

/** Activates the waiting version, then reloads once it controls the page (the borrower chose to). */
export function applyUpdate(): void {
  const wb = waiting
  if (!wb) return
  wb.addEventListener('controlling', () => window.location.reload())
  wb.messageSkipWaiting()
}

const loadWorkbox = () => import('workbox-window')

/**
 * Registers the service worker in production builds. A new version waits for the borrower's
 * consent, so nobody is reloaded in the middle of a form.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  let workbox: Awaited<ReturnType<typeof loadWorkbox>>
  try {
    workbox = await loadWorkbox()
  } catch {
    // Its code could not be downloaded: nothing on screen depends on it; asked for again when a download may succeed.
    const stop = whenBack(() => {
      stop()
      void registerServiceWorker()
    })
    return
  }
  const { Workbox } = workbox
  const wb = new Workbox('/sw.js', { scope: '/' })
  wb.addEventListener('waiting', () => {
    waiting = wb
    listeners.forEach((l) => l())
  })
  await wb.register().catch(() => undefined)
}
