import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { BrowserContext, Page } from '@playwright/test'

import { expect, open, type Sandbox, test } from './fixtures'
import { goOffline, goOnline, OPEN_OUTBOX_DB, openControlled, outboxStates, withConfig } from './offlineKit'

/**
 * Complaints and tracking events survive the network, against the built app with its
 * service worker. Every scenario asserts from the sandbox's own record that each complaint and
 * event arrived exactly once (with its pictures) and that the outbox ends empty.
 *
 * Offline = context.setOffline(true) AND every /api request aborted at the context, because
 * setOffline reaches the worker's own fetches only after the pages' (context routes see them at
 * once); online again = every context's emulation lifted before any request goes (goOnline).
 */
test.use({ serviceWorkers: 'allow' })
// Each send now looks problem-list up first (the baseline): rows with several sends need more than 45 s on a shared machine.
test.describe.configure({ timeout: 120_000 })

const asset = (name: string) => fileURLToPath(new URL(`./assets/${name}`, import.meta.url))
const PICTURES = ['sms-screenshot.png', 'mpesa-receipt.jpg', 'camera-photo.jpg'].map(asset)
const SESSION = 'session_id=sess-off-1&device_id=dev-e2e&app_version=3.2.0'
const NEXT = (orderNo = 'ORD200001') => `/complainPageNext?problemType=2&orderNo=${orderNo}&${SESSION}`
const TEXT = 'Nililipa TZS 80,000 kwa M-Pesa (QK47HT2M9P) lakini oda bado haijafungwa.'

/** Writes a complaint through the real screen while offline; the borrower sees the 'saved' modal. */
async function queueComplaint(page: Page, text: string, orderNo = 'ORD200001', pictures = PICTURES) {
  if (!page.url().includes(`/complainPageNext?problemType=2&orderNo=${orderNo}`)) await open(page, NEXT(orderNo))
  await page.getByRole('textbox', { name: 'Describe your problem' }).fill(text)
  if (pictures.length) {
    await page.locator('input[type="file"]').setInputFiles(pictures)
    await expect(page.getByText(`${pictures.length} of 9 photos`)).toBeVisible()
    await expect(page.locator('.ui-uploader__item[aria-busy="true"], .ui-uploader__item.is-uploading')).toHaveCount(0, { timeout: 20_000 })
  }
  await page.getByRole('button', { name: 'Send' }).click()
  const saved = page.getByRole('dialog', { name: 'Saved' })
  await expect(saved).toContainText('Saved, will be sent when you are back online.')
  await saved.getByRole('button', { name: 'OK' }).click()
}

/** A controlled page of the complaint form goes offline, and the borrower writes the complaint there. */
async function queueOffline(page: Page, context: BrowserContext, text: string, orderNo = 'ORD200001', pictures = PICTURES) {
  await openControlled(page, NEXT(orderNo))
  await goOffline(context)
  await queueComplaint(page, text, orderNo, pictures)
}

/**
 * Queues tracking events as trackEvent does while offline (the screens that emit them are wired
 * by their owners): entries in the outbox's own format, each with its Idempotency-Key.
 */
async function queueEvents(page: Page, n: number) {
  await page.evaluate(
    async ({ n, openDb }) => {
      const db = (await (0, eval)(openDb)) as IDBDatabase
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction(['entries', 'meta'], 'readwrite')
        const meta = tx.objectStore('meta')
        const store = tx.objectStore('entries')
        const g = meta.get('seq')
        g.onsuccess = () => {
          let seq = (g.result as number | undefined) ?? 0
          const now = Date.now()
          for (let i = 1; i <= n; i++) {
            const id = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `e2e-${now}-${i}` // the legacy-webview project has no randomUUID
            const commonParams = {
              app_version: '3.2.0',
              device_name: '',
              device_id: 'dev-e2e',
              os_version: '',
              session_id: 'sess-off-1',
              advertising_id: '',
            }
            const call = {
              method: 'POST',
              path: '/service/event/save',
              body: { productId: 'P1002', moduleId: '30', positionId: String(i) },
            }
            store.put({
              id,
              key: id,
              seq: ++seq,
              createdAt: now,
              state: 'waiting',
              attempts: 0,
              nextAttemptAt: now,
              commonParams,
              queue: 'events',
              call,
            })
          }
          meta.put(seq, 'seq')
        }
        tx.oncomplete = () => resolve()
        tx.onerror = () => reject(tx.error)
      })
      db.close()
    },
    { n, openDb: OPEN_OUTBOX_DB },
  )
}

/** Two tabs, one replayer: the complaint (3 pictures) and the 10 events arrive once, and nothing more comes later from the other tab. */
async function expectEachOnce(page: Page, second: Page, sandbox: Sandbox) {
  await expect.poll(async () => (await sandbox.received('/service/event/save')).length, { timeout: 20_000 }).toBe(10)
  await expect.poll(async () => (await sandbox.received('/user-problem/problem-save')).length).toBe(1)
  await expect.poll(() => outboxStates(page)).toEqual([])
  await second.waitForTimeout(1500)
  expect(await sandbox.received('/service/event/save')).toHaveLength(10)
  expect(await sandbox.received('/user-problem/upload-problem-img')).toHaveLength(3)
}

const distinct = (xs: (string | undefined)[]) => new Set(xs).size

test('1. offline complaint with 3 pictures + 10 events, reload while offline, back online: all arrive once', async ({
  page,
  context,
  sandbox,
}) => {
  const fromWorker: boolean[] = []
  context.on('request', (r) => {
    if (r.url().includes('/user-problem/problem-save')) fromWorker.push(!!r.serviceWorker())
  })
  await queueOffline(page, context, TEXT)
  await queueEvents(page, 10)

  await page.reload()
  await expect(page.getByText('1 waiting to be sent')).toBeVisible()
  await open(page, `/complaintList?${SESSION}`)
  const waiting = page.getByRole('region', { name: 'Complaints not sent yet' })
  await expect(waiting).toContainText('Waiting to be sent')
  await expect(waiting).toContainText(TEXT)
  expect(await sandbox.received('/user-problem/upload-problem-img')).toHaveLength(0)
  expect(await sandbox.received('/user-problem/problem-save')).toHaveLength(0)
  expect(await sandbox.received('/service/event/save')).toHaveLength(0)

  await goOnline(context)
  await expect.poll(async () => (await sandbox.received('/user-problem/problem-save')).length, { timeout: 20_000 }).toBe(1)
  await expect.poll(async () => (await sandbox.received('/service/event/save')).length, { timeout: 20_000 }).toBe(10)
  await expect.poll(() => outboxStates(page)).toEqual([])

  const uploads = await sandbox.received('/user-problem/upload-problem-img')
  expect(uploads).toHaveLength(3)
  const key = (await sandbox.received('/user-problem/problem-save'))[0].headers['idempotency-key']
  expect(uploads.map((u) => u.headers['idempotency-key'])).toEqual([`${key}-img-0`, `${key}-img-1`, `${key}-img-2`])
  expect(uploads.every((u) => u.files.problemImage.size > 0)).toBe(true)
  const [save] = await sandbox.received('/user-problem/problem-save')
  expect(save.body).toMatchObject({ problemType: '2', problemDetail: TEXT, orderNo: 'ORD200001' })
  expect(save.body.problemImage.split(',')).toHaveLength(3)
  expect(save.query).toMatchObject({ session_id: 'sess-off-1', device_id: 'dev-e2e' })
  const events = await sandbox.received('/service/event/save')
  expect(events.map((e) => e.body.positionId)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'])
  // The worker controls the page, so the worker sent it.
  expect(fromWorker).toContain(true)

  await expect(page.getByRole('region', { name: 'Complaints not sent yet' })).toHaveCount(0)
  await expect(page.getByRole('tabpanel').getByRole('link', { name: /QK47HT2M9P/ })).toHaveCount(1)
})

test('2. picture 2 of 3 fails with a 500, then succeeds: one upload per picture, one save', async ({ page, context, sandbox }) => {
  await queueOffline(page, context, 'Picha ya pili ilikwama.')
  await sandbox.scenario('upload-problem-img=500@2')
  await goOnline(context)
  await expect.poll(async () => (await sandbox.received('/user-problem/problem-save')).length, { timeout: 20_000 }).toBe(1)
  const uploads = await sandbox.received('/user-problem/upload-problem-img')
  expect(uploads.map((u) => u.headers['idempotency-key']!.slice(-6))).toEqual(['-img-0', '-img-1', '-img-1', '-img-2'])
  const [save] = await sandbox.received('/user-problem/problem-save')
  expect(distinct(save.body.problemImage.split(','))).toBe(3)
  await expect.poll(() => outboxStates(page)).toEqual([])
})

test('3. problem-save answered 500 after it was stored: the replay finds it in problem-list and does not send it again', async ({
  page,
  context,
  sandbox,
}) => {
  await queueOffline(page, context, 'Jibu la kwanza lilipotea.', 'ORD200001', [])
  await sandbox.scenario('problem-save=500-after@1')
  await goOnline(context)
  // One look-up before the save (the baseline), one after the 500 (the reconcile).
  await expect.poll(async () => (await sandbox.received('/user-problem/problem-list')).length, { timeout: 20_000 }).toBeGreaterThan(1)
  await expect.poll(() => outboxStates(page), { timeout: 20_000 }).toEqual([])
  expect(await sandbox.received('/user-problem/problem-save')).toHaveLength(1)
  await open(page, '/complaintList')
  await expect(page.getByRole('tabpanel').getByRole('link', { name: /Jibu la kwanza lilipotea/ })).toHaveCount(1)
})

test('4. a refused complaint in front of good ones: the good ones go, the bad one is shown failed with its message', async ({
  page,
  context,
  sandbox,
}) => {
  await queueOffline(page, context, 'Oda hii haipo.', 'ORD999999', [])
  await queueComplaint(page, 'Hii ni sahihi.', 'ORD200001', [PICTURES[1]])
  await queueEvents(page, 3)
  await goOnline(context)
  await expect.poll(async () => (await sandbox.received('/user-problem/problem-save')).length, { timeout: 20_000 }).toBe(2)
  await expect.poll(async () => (await sandbox.received('/service/event/save')).length).toBe(3)
  await expect.poll(() => outboxStates(page)).toEqual(['complaints:failed'])

  await open(page, '/complaintList')
  const waiting = page.getByRole('region', { name: 'Complaints not sent yet' })
  await expect(waiting).toContainText('Not sent: Order not found')
  await expect(waiting).toContainText('Oda hii haipo.')
  await expect(page.getByRole('tabpanel').getByRole('link', { name: /Hii ni sahihi/ })).toHaveCount(1)
  await waiting.getByRole('button', { name: 'Discard' }).click()
  await expect(waiting).toHaveCount(0)
  await expect.poll(() => outboxStates(page)).toEqual([])
})

test('5a. two tabs under the worker while going online: one replayer, no duplicates', async ({ page, context, sandbox }) => {
  await openControlled(page, NEXT())
  const second = await context.newPage()
  await open(second, `/complaintList?${SESSION}`)
  await goOffline(context)
  await queueComplaint(page, 'Tabo mbili, lalamiko moja.')
  await queueEvents(page, 10)
  await goOnline(context)
  await expectEachOnce(page, second, sandbox)
})

test.describe('without a service worker (old WebViews)', () => {
  test.use({ serviceWorkers: 'block' })

  test('5b. two tabs each running the page replayer: the Web Lock lets one send', async ({ page, context, sandbox }) => {
    await open(page, NEXT())
    const second = await context.newPage()
    await open(second, `/complaintList?${SESSION}`)
    await context.setOffline(true)
    await queueComplaint(page, 'Bila service worker.')
    await queueEvents(page, 10)
    await context.setOffline(false)
    await expectEachOnce(page, second, sandbox)
  })
})

test.describe('the outbox code failing to download as the form opens (a first visit, no worker yet)', () => {
  test.use({ serviceWorkers: 'block' })

  /** The built file of the outbox's page entry (what Send loads), from the Vite manifest. */
  const outboxChunk = () => {
    const manifest = JSON.parse(readFileSync(fileURLToPath(new URL('../dist/.vite/manifest.json', import.meta.url)), 'utf8')) as Record<
      string,
      { file: string }
    >
    const file = manifest['src/outbox/page.ts']?.file
    if (!file) throw new Error('the build has no chunk for src/outbox/page.ts')
    return file
  }

  test('7. the form stays, Send says Saved, and the complaint is delivered once when the chunk loads again', async ({ page, sandbox }) => {
    const chunk = `**/${outboxChunk()}`
    let aborted = 0
    await page.route(chunk, (route) => (aborted++, route.abort('internetdisconnected')))
    await open(page, NEXT())
    const text = page.getByRole('textbox', { name: 'Describe your problem' })
    await text.fill('Msimbo wa kisanduku haukupakuliwa.')
    await page.getByRole('button', { name: 'Send' }).click()
    const saved = page.getByRole('dialog', { name: 'Saved' })
    await expect(saved).toContainText('Saved on this phone.')
    expect(aborted).toBeGreaterThan(0)
    // The screen is still the form with the borrower's words, not "No connection".
    await expect(page.locator('textarea')).toHaveValue('Msimbo wa kisanduku haukupakuliwa.')
    await expect(page.getByText('No connection')).toHaveCount(0)
    expect(await sandbox.received('/user-problem/problem-save')).toHaveLength(0)

    await page.unroute(chunk)
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await expect.poll(async () => (await sandbox.received('/user-problem/problem-save')).length, { timeout: 20_000 }).toBe(1)
    await expect(page.getByRole('dialog', { name: 'Submitted successfully' })).toBeVisible()
    const [save] = await sandbox.received('/user-problem/problem-save')
    expect(save.body).toMatchObject({ problemType: '2', problemDetail: 'Msimbo wa kisanduku haukupakuliwa.', orderNo: 'ORD200001' })
    // Later chances (the page shown again, the connection back) send nothing more.
    await page.evaluate(() => (window.dispatchEvent(new Event('online')), document.dispatchEvent(new Event('visibilitychange'))))
    await page.waitForTimeout(2000)
    expect(await sandbox.received('/user-problem/problem-save')).toHaveLength(1)
  })
})

test('6. a new service-worker version deployed while entries wait: nothing lost', async ({ page, context, sandbox }) => {
  // The old worker may be stopped in the middle of a send when the new one takes over: that entry
  // then waits out its lease (timeout x requests + a margin, src/outbox/replay/attempt.ts leaseMs), as
  // it must for a sender that may only be slow. An 8 s timeout keeps those leases under the waits
  // below (16 s for an event, 48 s for the complaint with its 3 pictures) instead of 90-330 s.
  await withConfig(context, { requestTimeoutMs: 8000 })
  await queueOffline(page, context, 'Toleo jipya limefika.')
  await queueEvents(page, 5)
  // Back online, but the lender's API is still unreachable: the entries keep waiting.
  await context.setOffline(false)
  await expect.poll(() => outboxStates(page)).toHaveLength(6)

  // Deploy: a new worker version is installed for the scope and waits; the borrower accepts it.
  // (Playwright cannot intercept the browser's worker-script update check, so the new version
  // comes under a new script URL, which the browser installs as an update of the registration.)
  const oldScript = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)
  await page.evaluate(async () => void (await navigator.serviceWorker.register('/sw.js?build=2', { scope: '/' })))
  // The new version takes over as the prompt's "Update now" asks it to (SKIP_WAITING), but without
  // the reload that tap brings (test 8 has it): the reloaded page registers /sw.js again, which
  // would replace this second URL's version and hand control back.
  await expect(page.getByRole('button', { name: 'Update now' })).toBeVisible()
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.postMessage({ type: 'SKIP_WAITING' }))
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL), { timeout: 60_000 })
    .toMatch(/\/sw\.js\?build=2$/)
  expect(oldScript).toMatch(/\/sw\.js$/)
  expect((await outboxStates(page)).filter((s) => s.endsWith(':waiting') || s.endsWith(':sending'))).toHaveLength(6)

  await goOnline(context)
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect.poll(async () => (await sandbox.received('/service/event/save')).length, { timeout: 30_000 }).toBe(5)
  await expect.poll(async () => (await sandbox.received('/user-problem/problem-save')).length, { timeout: 60_000 }).toBe(1)
  expect(await sandbox.received('/user-problem/upload-problem-img')).toHaveLength(3)
  await expect.poll(() => outboxStates(page)).toEqual([])
})

test('8. "Update now" takes effect while the version in control waits on a slow lender; the complaint still arrives once', async ({
  page,
  context,
  sandbox,
}) => {
  await queueOffline(page, context, 'Toleo jipya limefika wakati mkopeshaji yuko polepole.', 'ORD200001', [])
  // The lender takes the calls and never answers: the worker in control holds a send open (its
  // request timeout, 60 s by default). The browser activates a new version only once the old one
  // has no event in flight, so without being released the update would wait out that send.
  await context.unrouteAll({ behavior: 'ignoreErrors' })
  await context.route('**/api/**', () => undefined)
  await context.setOffline(false)
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect.poll(() => outboxStates(page)).toEqual(['complaints:sending'])

  await page.evaluate(async () => void (await navigator.serviceWorker.register('/sw.js?build=2', { scope: '/' })))
  // The page reloads only once the new version controls it (src/pwa/register.ts applyUpdate): a new
  // document within 30 s (held by the send, it would wait out the 60 s timeout or more). Its load
  // event is not asked for: a file it asks of a second-URL version the browser replaces may never
  // come (test 6), nor which version controls it (it registers /sw.js again).
  await Promise.all([page.waitForEvent('domcontentloaded', { timeout: 30_000 }), page.getByRole('button', { name: 'Update now' }).click()])
  expect(await outboxStates(page)).toHaveLength(1)

  // The lender answers again: the complaint arrives once, and the outbox empties.
  await context.unrouteAll({ behavior: 'ignoreErrors' })
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect.poll(async () => (await sandbox.received('/user-problem/problem-save')).length, { timeout: 60_000 }).toBe(1)
  await expect.poll(() => outboxStates(page), { timeout: 30_000 }).toEqual([])
  expect(await sandbox.received('/user-problem/problem-save')).toHaveLength(1)
})
