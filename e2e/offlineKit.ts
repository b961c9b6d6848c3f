import type { BrowserContext, Page, Route } from '@playwright/test'

import { expect, open } from './fixtures'

/**
 * Cuts the network: requests matching `pattern` are aborted as well, so the service worker's own
 * traffic is cut at once (setOffline reaches the worker after the pages) (CONVENTIONS 12).
 */
export async function goOffline(context: BrowserContext, pattern = '**/api/**') {
  await context.setOffline(true)
  await context.route(pattern, (route) => route.abort('internetdisconnected'))
}

/**
 * Brings the network back, in every context at once as a phone does. Playwright lifts its offline
 * emulation page by page and only then in each service worker: a page already online asks the
 * worker to replay, and the worker's request fails on the worker's network, still offline. The
 * worker, told it is online, cannot know that request never left: to it the answer was lost, and
 * the outbox rightly doubts and waits it out (a look-up every 30 s). So requests made meanwhile are
 * held, as on a slow network, and go once every context is online.
 */
export async function goOnline(context: BrowserContext) {
  const held: Route[] = []
  await context.route('**', (route) => void held.push(route))
  await context.setOffline(false)
  await context.unrouteAll({ behavior: 'ignoreErrors' })
  await Promise.all(held.map((route) => route.continue().catch(() => undefined)))
}

/** The keys of the last-known copies the page keeps. */
export async function keptCopyKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys((JSON.parse(localStorage.getItem('lk:v1') ?? '{}') as { entries: object }).entries))
}

/**
 * Gives the kept copy `key` data of another shape (a later build's, or damaged on the device), once
 * this page view has kept its own: copies are kept at an idle moment, and one still waiting would be
 * written over the damage when the page leaves.
 */
export async function damageKeptCopy(page: Page, key: string, data: unknown) {
  await expect
    .poll(() =>
      page.evaluate((key) => {
        const r = JSON.parse(localStorage.getItem('lk:v1') ?? '{}') as { entries?: Record<string, { at: number }> }
        return (r.entries?.[key]?.at ?? 0) >= performance.timeOrigin
      }, key),
    )
    .toBe(true)
  await page.evaluate(
    ({ key, data }) => {
      const r = JSON.parse(localStorage.getItem('lk:v1') ?? '{}') as { entries: Record<string, { data: unknown }> }
      r.entries[key].data = data
      localStorage.setItem('lk:v1', JSON.stringify(r))
    },
    { key, data },
  )
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
  const r = indexedDB.open('borrower-outbox', 1)
  r.onupgradeneeded = () => {
    const d = r.result
    if (!d.objectStoreNames.contains('entries')) d.createObjectStore('entries', { keyPath: 'id' }).createIndex('queue', 'queue')
    if (!d.objectStoreNames.contains('meta')) d.createObjectStore('meta')
  }
  r.onsuccess = () => resolve(r.result)
  r.onerror = () => reject(r.error)
})`

/** The outbox's entries as stored, read straight from the page's IndexedDB. */
export async function outboxEntries(page: Page): Promise<{ queue: string; state: string; nextAttemptAt: number }[]> {
  return page.evaluate(async (openDb) => {
    const db = (await (0, eval)(openDb)) as IDBDatabase
    const all = await new Promise<{ queue: string; state: string; nextAttemptAt: number }[]>((resolve) => {
      const req = db.transaction('entries').objectStore('entries').getAll()
      req.onsuccess = () => resolve(req.result as { queue: string; state: string; nextAttemptAt: number }[])
    })
    db.close()
    return all
  }, OPEN_OUTBOX_DB)
}

/** The outbox's entries as `queue:state`. */
export async function outboxStates(page: Page): Promise<string[]> {
  return (await outboxEntries(page)).map((e) => `${e.queue}:${e.state}`)
}

/**
 * The "Saved" dialog after a Send that kept the complaint, closed with OK. Offline: 'when you are
 * back online'; online with the answer lost: kept and retried. Sent by the replay meanwhile, the
 * dialog gives way to "sent" (and that one leaves by itself).
 */
export async function savedDialog(page: Page) {
  const saved = page.getByRole('dialog', { name: 'Saved' })
  const sent = page.getByRole('dialog', { name: 'Submitted successfully' })
  await expect(saved.or(sent)).toBeVisible({ timeout: 20_000 })
  if (!(await saved.isVisible())) return
  await expect(saved.or(sent)).toContainText(
    /Saved, will be sent when you are back online\.|Saved on this phone\. The lender did not answer yet; we will keep trying to send it\.|Thank you\./,
  )
  await saved
    .getByRole('button', { name: 'OK' })
    .click({ timeout: 3000 })
    .catch(() => undefined)
}

/** Runtime configuration the host page sets before the app loads (it reaches the worker with each entry). */
export async function withConfig(context: BrowserContext, cfg: Record<string, unknown>) {
  await context.addInitScript((c) => void ((window as unknown as { __APP_CONFIG__: unknown }).__APP_CONFIG__ = c), cfg)
}
