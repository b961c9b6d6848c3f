import type { BrowserContext, Page } from '@playwright/test'
import { expect, open } from './fixtures'

/**
 * Cuts the network: setOffline does not cut the service worker's own traffic, so requests
 * matching `pattern` are aborted as well (CONVENTIONS 12).
 */
export async function goOffline(context: BrowserContext, pattern = '**/api/**') {
  await context.setOffline(true)
  await context.route(pattern, (route) => route.abort('internetdisconnected'))
}

export async function goOnline(context: BrowserContext) {
  await context.unrouteAll({ behavior: 'ignoreErrors' })
  await context.setOffline(false)
}

/** Opens a path and makes sure the service worker controls the page (first visit installs it). */
export async function openControlled(page: Page, path: string) {
  await open(page, path)
  await page.evaluate(async () => void (await navigator.serviceWorker.ready))
  await page.reload()
  await expect(page.locator('main')).toBeVisible()
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true)
}

/** The outbox's database, opened the way the app opens it (never creating an empty one); evaluated in the page. */
export const OPEN_OUTBOX_DB = `new Promise((resolve, reject) => {
  const r = indexedDB.open('borrower-outbox', 2)
  r.onupgradeneeded = () => {
    const d = r.result
    if (!d.objectStoreNames.contains('entries')) d.createObjectStore('entries', { keyPath: 'id' }).createIndex('queue', 'queue')
    if (!d.objectStoreNames.contains('meta')) d.createObjectStore('meta')
    if (!d.objectStoreNames.contains('photos')) d.createObjectStore('photos')
  }
  r.onsuccess = () => resolve(r.result)
  r.onerror = () => reject(r.error)
})`

/** The outbox's entries as `queue:state`, read straight from the page's IndexedDB. */
export async function outboxStates(page: Page): Promise<string[]> {
  return page.evaluate(async (openDb) => {
    const db = (await (0, eval)(openDb)) as IDBDatabase
    const all = await new Promise<{ queue: string; state: string }[]>((resolve) => {
      const req = db.transaction('entries').objectStore('entries').getAll()
      req.onsuccess = () => resolve(req.result as { queue: string; state: string }[])
    })
    db.close()
    return all.map((e) => `${e.queue}:${e.state}`)
  }, OPEN_OUTBOX_DB)
}

/** Runtime configuration the host page sets before the app loads (it reaches the worker with each entry). */
export async function withConfig(context: BrowserContext, cfg: Record<string, unknown>) {
  await context.addInitScript((c) => void ((window as unknown as { __APP_CONFIG__: unknown }).__APP_CONFIG__ = c), cfg)
}
