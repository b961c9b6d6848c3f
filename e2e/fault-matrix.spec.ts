import { createServer, type IncomingMessage, request as forward, type RequestListener, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import type { BrowserContext, Page, Route } from '@playwright/test'

import { contentSecurityPolicy } from '../scripts/build/csp'
import { expect, open, type Sandbox, test } from './fixtures'
import { OPEN_OUTBOX_DB, openControlled, outboxStates, savedDialog, withConfig } from './offlineKit'

/**
 * The fault matrix of delivery: against the built app with its service worker, where the sandbox does
 * NOT honour Idempotency-Key (`no-idempotency`), each row asserts from the sandbox's record that
 * the complaint arrived exactly once (with its images) and what the borrower saw.
 */
test.use({ serviceWorkers: 'allow' })
// A save is preceded by a look-up (the baseline) and a timed-out one is looked up only
// after it settled: rows with several navigations need more than the default 45 s on a shared machine.
test.describe.configure({ timeout: 120_000 })

const PHOTO = fileURLToPath(new URL('./assets/mpesa-receipt.jpg', import.meta.url))
const SESSION = 'session_id=sess-fm-1&device_id=dev-fm&app_version=3.2.0&user_id=U-FM1'
const NEXT = `/complainPageNext?problemType=2&orderNo=ORD200001&${SESSION}`
const LIST = `/complaintList?${SESSION}`

/**
 * A network switch at the context (the worker's fetches too); `extra` answers some calls itself.
 * `apiOnly`: only the lender's API is cut (pages without a worker still navigate).
 */
function network(context: BrowserContext, extra?: (route: Route) => Promise<boolean>, apiOnly = false) {
  let offline = false
  const ready = context.route('**/api/**', async (route) => {
    if (offline) return route.abort('internetdisconnected')
    if (extra && (await extra(route))) return
    return route.continue()
  })
  return {
    ready,
    async off() {
      offline = true
      if (!apiOnly) await context.setOffline(true)
    },
    async on(page?: Page) {
      offline = false
      await context.setOffline(false)
      await page?.evaluate(() => window.dispatchEvent(new Event('online')))
    },
  }
}

async function write(page: Page, text: string, photo = false) {
  if (!page.url().includes('/complainPageNext')) await open(page, NEXT)
  await page.getByRole('textbox', { name: 'Describe your problem' }).fill(text)
  if (photo) {
    await page.locator('input[type="file"]').setInputFiles([PHOTO])
    await expect(page.getByText('1 of 9 photos')).toBeVisible()
    await expect(page.locator('.ui-uploader__item[aria-busy="true"], .ui-uploader__item.is-uploading')).toHaveCount(0)
  }
  await page.getByRole('button', { name: 'Send' }).click()
}

/** What the borrower's list shows of a text, once the lender has it (`origin`: where the app is served, if not the preview server). */
async function listedOnce(page: Page, text: string, origin = '') {
  await open(page, origin + LIST)
  await expect(page.getByRole('tabpanel').getByRole('link', { name: new RegExp(text) })).toHaveCount(1)
  await expect(page.getByRole('region', { name: 'Complaints not sent yet' })).toHaveCount(0)
}

const savesOf = async (sandbox: Sandbox, text: string) =>
  (await sandbox.received('/user-problem/problem-save')).filter((r) => r.body.problemDetail === text)

test('lost answer after storing: reconciled, stored once with its image', async ({ page, sandbox }) => {
  await sandbox.scenario('no-idempotency', 'problem-save=network-after@1')
  await openControlled(page, NEXT)
  const text = 'Jibu limepotea baada ya kuhifadhiwa.'
  await write(page, text, true)
  await savedDialog(page)
  await expect.poll(() => outboxStates(page), { timeout: 30_000 }).toEqual([])
  expect(await savesOf(sandbox, text)).toHaveLength(1)
  expect((await sandbox.received('/user-problem/problem-list')).length).toBeGreaterThan(0)
  expect((await savesOf(sandbox, text))[0].body.problemImage.split(',')).toHaveLength(1)
  await listedOnce(page, text)
})

test('timeout after storing: no replay straight away, reconciled, stored once', async ({ page, context, sandbox }) => {
  await withConfig(context, { requestTimeoutMs: 3000 })
  await sandbox.scenario('no-idempotency', 'problem-save=timeout-after@1')
  await openControlled(page, NEXT)
  const text = 'Muda uliisha baada ya kuhifadhiwa.'
  await write(page, text)
  await savedDialog(page)
  await expect.poll(() => outboxStates(page), { timeout: 30_000 }).toEqual([])
  expect(await savesOf(sandbox, text)).toHaveLength(1)
  await listedOnce(page, text)
})

test('crash (page closed) between save and removal: the next replayer waits out the lease, reconciles, no second save', async ({
  page,
  context,
  sandbox,
}) => {
  await withConfig(context, { requestTimeoutMs: 4000 })
  await sandbox.scenario('no-idempotency', 'problem-save=slow:2500')
  await openControlled(page, NEXT)
  const text = 'Simu ilizimika wakati wa kutuma.'
  await write(page, text)
  await expect.poll(async () => (await savesOf(sandbox, text)).length).toBe(1)
  await page.close()
  const next = await context.newPage()
  await open(next, LIST)
  await expect.poll(() => outboxStates(next), { timeout: 40_000 }).toEqual([])
  expect(await savesOf(sandbox, text)).toHaveLength(1)
  await listedOnce(next, text)
})

/** A test server on a free loopback port (its own origin), until `close`. */
async function serve(handler: RequestListener) {
  const server = createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Passes a request on to the same path at `target`, adding `headers`; the answer comes back with `answerHeaders` set. */
function relay(
  req: IncomingMessage,
  res: ServerResponse,
  target: string,
  headers: Record<string, string>,
  answerHeaders: Record<string, string>,
) {
  const upstream = forward(
    new URL(req.url ?? '/', target),
    { method: req.method, headers: { ...req.headers, host: new URL(target).host, ...headers } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...answerHeaders })
      answer.pipe(res)
    },
  )
  upstream.on('error', () => req.socket.destroy())
  req.pipe(upstream)
}

/**
 * The lender API on a second origin: a proxy in front of this test's sandbox world (same paths;
 * the world named by header, as the sandbox cookie does not go cross-origin). Its CORS answer lists
 * Content-Type and Accept only, not Idempotency-Key, as a lender's gateway may. It notes each call
 * it passes on, any call carrying Idempotency-Key and any preflight asking for a header it does
 * not allow (the browser then fails the call). While down it drops every connection.
 */
async function lenderElsewhere(previewOrigin: string, appOrigin: string, world: string) {
  const allowed = ['content-type', 'accept']
  const seen = { calls: [] as string[], keyed: [] as string[], refusedPreflights: [] as string[] }
  let down = false
  const server = await serve((req, res) => {
    const path = (req.url ?? '/').split('?')[0]
    const asked = String(req.headers['access-control-request-headers'] ?? '')
      .toLowerCase()
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean)
    if (asked.some((h) => !allowed.includes(h))) seen.refusedPreflights.push(`${path}: ${asked.join(', ')}`)
    if (req.headers['idempotency-key']) seen.keyed.push(path)
    if (down) return void req.socket.destroy()
    const cors = { 'access-control-allow-origin': appOrigin, vary: 'Origin' }
    if (req.method === 'OPTIONS')
      return void res
        .writeHead(204, { ...cors, 'access-control-allow-methods': 'GET, POST', 'access-control-allow-headers': 'Content-Type, Accept' })
        .end()
    seen.calls.push(`${req.method} ${path}`)
    relay(req, res, previewOrigin, { 'x-sandbox-world': world }, cors)
  })
  return { ...server, apiBase: `${server.origin}/api`, seen, setDown: (v: boolean) => void (down = v) }
}

/**
 * The built app as a host serves it whose API is at `apiBase`: every answer of the preview server
 * with the CSP scripts/build/csp.ts prints for that API (connect-src 'self' plus its origin), pages and
 * sw.js alike (the worker's fetches obey the CSP of its script, which bypassCSP does not lift).
 */
function appHostFor(previewOrigin: string, apiBase: () => string) {
  return serve((req, res) =>
    relay(req, res, previewOrigin, {}, { 'content-security-policy': contentSecurityPolicy({ apiBase: apiBase() }) }),
  )
}

test('API on a second origin whose CORS answer lacks Idempotency-Key: no failed preflight, stored once with its image', async ({
  page,
  context,
  sandbox,
  baseURL,
}) => {
  await sandbox.scenario('no-idempotency')
  const preview = new URL(baseURL!).origin
  // The host's CSP names the API, the API's CORS answer names the host: the API is read when a page is served.
  const app = await appHostFor(preview, () => api.apiBase)
  const api = await lenderElsewhere(preview, app.origin, sandbox.id)
  try {
    // A deployment whose API's CORS answer does not list Idempotency-Key leaves that extra off (the
    // sandbox's own servers turn it on for their same-origin API).
    await withConfig(context, { apiBase: api.apiBase, idempotencyKey: false })
    const fromWorker: boolean[] = []
    context.on(
      'request',
      (r) => void (r.url().startsWith(`${api.apiBase}/user-problem/problem-save`) && fromWorker.push(!!r.serviceWorker())),
    )
    await openControlled(page, app.origin + NEXT)
    api.setDown(true)
    const text = 'Seva ya mkopeshaji iko kwingine.'
    await write(page, text, true)
    await savedDialog(page)
    api.setDown(false)
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await expect.poll(async () => (await savesOf(sandbox, text)).length, { timeout: 20_000 }).toBe(1)
    await expect.poll(() => outboxStates(page)).toEqual([])
    expect((await savesOf(sandbox, text))[0].body.problemImage.split(',')).toHaveLength(1)
    expect(await sandbox.received('/user-problem/upload-problem-img')).toHaveLength(1)
    expect(fromWorker).toContain(true)
    await listedOnce(page, text, app.origin)
    // All of it through the second origin, no call with the header, no preflight it would refuse.
    expect(api.seen.calls.filter((c) => c.includes('/user-problem/problem-save') || c.includes('/upload-problem-img'))).toEqual([
      'POST /api/user-problem/upload-problem-img',
      'POST /api/user-problem/problem-save',
    ])
    expect(api.seen.calls).toContain('POST /api/user-problem/problem-list')
    expect(api.seen.keyed).toEqual([])
    expect(api.seen.refusedPreflights).toEqual([])
  } finally {
    await Promise.all([api.close(), app.close()])
  }
})

test.describe('pages replaying without a worker', () => {
  test.use({ serviceWorkers: 'block' })

  test('two tabs with Web Locks disabled: one sender, stored once', async ({ page, context, sandbox }) => {
    await context.addInitScript(() => Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true }))
    await sandbox.scenario('no-idempotency', 'problem-save=slow:1500')
    const net = network(context)
    await net.ready
    await open(page, NEXT)
    const second = await context.newPage()
    await open(second, LIST)
    await net.off()
    const text = 'Tabo mbili bila Web Locks.'
    await write(page, text, true)
    await savedDialog(page)
    await net.on()
    // The first tab may already be leaving for the list (its own send went through): a page that
    // navigates away takes its 'online' with it, and the new page starts online.
    await Promise.all([page, second].map((p) => p.evaluate(() => window.dispatchEvent(new Event('online'))).catch(() => undefined)))
    await expect.poll(async () => (await savesOf(sandbox, text)).length, { timeout: 20_000 }).toBe(1)
    await expect.poll(() => outboxStates(page)).toEqual([])
    await second.waitForTimeout(2000)
    expect(await savesOf(sandbox, text)).toHaveLength(1)
    expect(await sandbox.received('/user-problem/upload-problem-img')).toHaveLength(1)
  })

  test('clock forward one year, then back one year: neither expired nor parked, photo kept, sent once', async ({
    page,
    context,
    sandbox,
  }) => {
    await sandbox.scenario('no-idempotency')
    // Each navigation below may land while the page's own attempt is in flight (a pass folded from
    // the start triggers retries at once): the dead page's lease then holds the entry, shown as
    // "Sending…", until it ends (one replayer at a time: the app cannot tell a dead sender from a
    // slow one). A 5 s request timeout makes that lease 20 s (src/outbox/replay/attempt.ts leaseMs), and
    // the waits below outlast it.
    await withConfig(context, { requestTimeoutMs: 5000 })
    const t0 = Date.now()
    await page.clock.install({ time: t0 })
    const net = network(context, undefined, true)
    await net.ready
    await open(page, NEXT)
    await net.off()
    const text = 'Saa ya simu ilikosewa.'
    await write(page, text, true)
    await savedDialog(page)
    const YEAR = 365 * 24 * 3600_000
    await page.clock.setSystemTime(t0 + YEAR)
    await open(page, LIST)
    const region = page.getByRole('region', { name: 'Complaints not sent yet' })
    // Offline, an attempt the list starts ends in 'Waiting' once its request fails (after a dead
    // page's lease, see above): on a loaded machine that takes longer than the default 8 s.
    await expect(region).toContainText('Waiting to be sent', { timeout: 40_000 })
    await expect(region).toContainText('1 photo')
    await page.clock.setSystemTime(t0 - YEAR)
    await page.reload()
    await expect(region).toContainText('Waiting to be sent', { timeout: 40_000 })
    await net.on(page)
    await expect.poll(async () => (await savesOf(sandbox, text)).length, { timeout: 20_000 }).toBe(1)
    expect((await savesOf(sandbox, text))[0].body.problemImage.split(',')).toHaveLength(1)
    // One photo, one identity: every upload of it carries the same Idempotency-Key. Not a count of
    // one: the page's own retry may be in flight when the test reloads it, and a request the route
    // aborts while its page unloads has been seen reaching the sandbox (CI); its answer is
    // then lost to the app, which uploads again under the same key, as it must after a lost answer.
    const uploads = await sandbox.received('/user-problem/upload-problem-img')
    const keys = [...new Set(uploads.map((u) => u.headers['idempotency-key']))]
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatch(/-img-0$/)
    await expect.poll(() => outboxStates(page)).toEqual([])
  })
})

test('poison 5xx in front of a good complaint: the good one goes at once, the poison one ends asking the borrower', async ({
  page,
  context,
  sandbox,
}) => {
  // An 8 s timeout: a worker stopped in the middle of a send leaves a 24 s lease, not 150 s (offline-queue test 6).
  await withConfig(context, { outboxPoison: { serverErrors: 2, maxAgeMs: 86_400_000 }, requestTimeoutMs: 8000 })
  await sandbox.scenario('no-idempotency')
  const net = network(context, async (route) => {
    if (!route.request().url().includes('/user-problem/problem-save') || !(route.request().postData() ?? '').includes('Poison'))
      return false
    await route.fulfill({ status: 500, json: { message: 'Internal error' } })
    return true
  })
  await net.ready
  await openControlled(page, NEXT)
  await net.off()
  await write(page, 'Poison seva inakataa hii.')
  await savedDialog(page)
  await write(page, 'Hii ni nzuri na itafika.')
  await savedDialog(page)
  await net.on(page)
  await expect.poll(async () => (await savesOf(sandbox, 'Hii ni nzuri na itafika.')).length, { timeout: 20_000 }).toBe(1)
  await expect.poll(() => outboxStates(page), { timeout: 45_000 }).toEqual(['complaints:failed'])
  await open(page, LIST)
  const region = page.getByRole('region', { name: 'Complaints not sent yet' })
  // A 5xx may come after storing: the last save is in doubt, so the borrower is asked, never told "Not sent".
  await expect(region).toContainText('We could not check whether your complaint arrived. Send it again?')
  await expect(region).not.toContainText('Not sent')
  await expect(region.getByRole('button', { name: 'Send it again' })).toBeVisible()
  await expect(region.getByRole('button', { name: 'Check again' })).toBeVisible()
  await expect(page.getByRole('tabpanel').getByRole('link', { name: /Hii ni nzuri na itafika/ })).toHaveCount(1)
  await region.getByRole('button', { name: 'Discard' }).click()
  await expect(region).toHaveCount(0)
})

test('expired session, then a new session of the same borrower: sent once with the new session', async ({ page, sandbox }) => {
  await sandbox.scenario('no-idempotency', 'problem-save=code:401:Session expired@1')
  await openControlled(page, NEXT)
  const text = 'Kikao kiliisha kabla ya kutuma.'
  await write(page, text)
  await savedDialog(page)
  await open(page, LIST)
  await expect(page.getByRole('region', { name: 'Complaints not sent yet' })).toContainText('Waiting for you to sign in again')
  await page.evaluate(() => window.onNativeMessage?.({ type: 'sessionParams', payload: { session_id: 'sess-fm-2', user_id: 'U-FM1' } }))
  await expect.poll(() => outboxStates(page), { timeout: 20_000 }).toEqual([])
  const saves = await sandbox.received('/user-problem/problem-save')
  expect(saves.map((s) => s.query.session_id)).toEqual(['sess-fm-1', 'sess-fm-2'])
  await listedOnce(page, text)
})

test('another borrower logs in while an entry waits: it is neither sent nor shown', async ({ page, context, sandbox }) => {
  await sandbox.scenario('no-idempotency')
  const net = network(context)
  await net.ready
  await openControlled(page, NEXT)
  await net.off()
  await write(page, 'Ya mkopaji wa kwanza tu.')
  await savedDialog(page)
  await page.evaluate(() => window.onNativeMessage?.({ type: 'sessionParams', payload: { session_id: 'sess-other', user_id: 'U-OTHER' } }))
  await expect.poll(() => outboxStates(page)).toEqual([])
  await net.on(page)
  await open(page, '/complaintList')
  await expect(page.getByRole('region', { name: 'Complaints not sent yet' })).toHaveCount(0)
  await page.waitForTimeout(1500)
  expect(await sandbox.received('/user-problem/problem-save')).toHaveLength(0)
})

test('alias map configured at run time, replayed by the worker: the aliased answer is a success, sent once', async ({
  page,
  context,
  sandbox,
}) => {
  await withConfig(context, { aliases: { fields: { code: 'c0d', message: 'm5g', data: 'dt4' }, paths: {} } })
  await sandbox.scenario('no-idempotency')
  const fromWorker: boolean[] = []
  context.on('request', (r) => void (r.url().includes('/problem-save') && fromWorker.push(!!r.serviceWorker())))
  // The lender answers in its obfuscated envelope.
  const net = network(context, async (route) => {
    if (!route.request().url().includes('/user-problem/problem-save')) return false
    const res = await route.fetch()
    const body = (await res.json()) as { code: unknown; message: unknown; data: unknown }
    await route.fulfill({ response: res, json: { c0d: body.code, m5g: body.message, dt4: body.data } })
    return true
  })
  await net.ready
  await openControlled(page, NEXT)
  await net.off()
  const text = 'Majina ya sehemu yamefichwa.'
  await write(page, text)
  await savedDialog(page)
  await net.on(page)
  await expect.poll(async () => (await savesOf(sandbox, text)).length, { timeout: 20_000 }).toBe(1)
  await expect.poll(() => outboxStates(page)).toEqual([])
  expect(fromWorker).toContain(true)
  await listedOnce(page, text)
})

test('a corrupted stored entry: shown as "could not be read", the rest keep working, it can be discarded', async ({ page, sandbox }) => {
  await sandbox.scenario('no-idempotency')
  await openControlled(page, LIST)
  await page.evaluate(async (openDb) => {
    const db = (await (0, eval)(openDb)) as IDBDatabase
    await new Promise<void>((resolve) => {
      const tx = db.transaction('entries', 'readwrite')
      tx.objectStore('entries').put({ id: 'broken-1', v: 2, queue: 'complaints', seq: 1, images: 'not a list' })
      tx.oncomplete = () => resolve()
    })
    db.close()
  }, OPEN_OUTBOX_DB)
  const text = 'Nyingine bado inafanya kazi.'
  await write(page, text)
  await expect(page.getByRole('dialog', { name: 'Submitted successfully' })).toBeVisible()
  expect(await savesOf(sandbox, text)).toHaveLength(1)
  await open(page, LIST)
  const region = page.getByRole('region', { name: 'Complaints not sent yet' })
  await expect(region).toContainText('Not sent: this saved complaint could not be read.')
  await region.getByRole('button', { name: 'Discard' }).click()
  await expect(region).toHaveCount(0)
  await expect.poll(() => outboxStates(page)).toEqual([])
})
