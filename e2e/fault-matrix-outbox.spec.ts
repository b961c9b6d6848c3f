import type { BrowserContext, Page } from '@playwright/test'

import { expect, open, test } from './fixtures'
import { openControlled, outboxStates, savedDialog, withConfig } from './offlineKit'
import { testLender } from './testLender'

/**
 * The fault matrix's rows on the outbox's own guesses, against the test lender of testLender.ts
 * (SPEC 7: no Idempotency-Key, errors as HTTP 200 with a code, an "All" tab): the same words for
 * two orders with one answer lost, the phone's clock jumping during a send, and a worker update
 * that waits while entries wait. Each row is a borrower tapping what the screen offers, and asserts
 * from what the lender stored that every complaint arrived exactly once.
 */
test.use({ serviceWorkers: 'allow' })
test.describe.configure({ timeout: 90_000 })

const DEVICE = 'device_id=dev-fm48&app_version=3.2.0'
const SESSIONS = { sessions: { 'sess-o1': 'A' }, orders: { A: ['ORD-A1', 'ORD-A2'] } }
const next = (orderNo = 'ORD-A1') => `/complainPageNext?problemType=2&orderNo=${orderNo}&session_id=sess-o1&${DEVICE}`
const LIST = `/complaintList?session_id=sess-o1&${DEVICE}`
const textbox = (page: Page) => page.getByRole('textbox', { name: 'Describe your problem' })

async function write(page: Page, text: string) {
  await textbox(page).fill(text)
  await page.getByRole('button', { name: 'Send' }).click()
}

const LOSSES = {
  after: 'the connection dropped after the lender stored it',
  hang: 'no answer, the lender stored it',
  stall: 'no answer, the lender stored nothing',
} as const

for (const [lost, how] of Object.entries(LOSSES) as [keyof typeof LOSSES, string][]) {
  test(`the same words for two orders, the first save's answer lost (${how}): each order filed once`, async ({ page, context }) => {
    await withConfig(context, { requestTimeoutMs: 5000 })
    const lender = await testLender(context, SESSIONS)
    const text = 'Pesa imekatwa lakini mkopo haujafungwa.'
    await openControlled(page, next('ORD-A1'))
    lender.state.loseNextSave = lost
    await write(page, text)
    await savedDialog(page)
    // At once, while the first is still unsure, the same words for the other order, answered normally.
    await open(page, next('ORD-A2'))
    await write(page, text)
    await expect(page.getByRole('dialog', { name: 'Submitted successfully' }).or(page.getByRole('dialog', { name: 'Saved' }))).toBeVisible({
      timeout: 20_000,
    })
    await expect.poll(() => outboxStates(page), { timeout: 40_000 }).toEqual([])
    await page.waitForTimeout(2000)
    expect(
      lender
        .savesOf(text)
        .map((s) => s.orderNo)
        .sort(),
    ).toEqual(['ORD-A1', 'ORD-A2'])
    await open(page, LIST)
    await expect(page.getByRole('region', { name: 'Complaints not sent yet' })).toHaveCount(0)
  })
}

/**
 * An old WebView without Web Locks (the heartbeat lease keeps a second tab out), a 4 s request
 * timeout and a clock the test moves: the complaint form in `page`, the list in a second tab.
 */
async function twoTabsWithoutLocks(page: Page, context: BrowserContext) {
  await context.addInitScript(() => void delete (Navigator.prototype as { locks?: unknown }).locks)
  await withConfig(context, { requestTimeoutMs: 4000 })
  const start = Date.now()
  await context.clock.install({ time: start })
  const lender = await testLender(context, SESSIONS)
  await open(page, next())
  const second = await context.newPage()
  await open(second, LIST)
  return { start, lender, second }
}

test.describe('pages no worker controls, each running its own replayer', () => {
  test.use({ serviceWorkers: 'block' })

  // Without Web Locks (an old WebView): the heartbeat lease is what keeps the second tab out.
  test('the clock +10 min, then -1 h during a send, a second tab replaying, without Web Locks: saved once', async ({ page, context }) => {
    const { start, lender, second } = await twoTabsWithoutLocks(page, context)
    expect(await page.evaluate(() => 'locks' in navigator)).toBe(false)
    // The lender stores the save and never answers: the send is in flight while the clock jumps.
    // Its list shows the complaint only 3 s later (before the 4 s timeout ends the send): a second
    // sender taking over during the send would find nothing and send it again.
    lender.state.loseNextSave = 'hang'
    lender.state.listLagMs = 3000
    const text = 'Saa ya simu ilirukaruka wakati wa kutuma.'
    await write(page, text)
    await expect.poll(() => lender.savesOf(text).length).toBe(1)
    // The second tab sees the send under way, then the clock jumps and it looks again.
    await second.evaluate(() => window.dispatchEvent(new Event('online')))
    await context.clock.setSystemTime(start + 10 * 60_000)
    await second.evaluate(() => window.dispatchEvent(new Event('online')))
    await page.waitForTimeout(1000)
    await context.clock.setSystemTime(start - 60 * 60_000)
    await second.evaluate(() => window.dispatchEvent(new Event('online')))
    await savedDialog(page)
    await second.evaluate(() => window.dispatchEvent(new Event('online')))
    await expect.poll(() => outboxStates(second), { timeout: 40_000 }).toEqual([])
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await second.waitForTimeout(2000)
    expect(lender.savesOf(text)).toHaveLength(1)
  })

  // The list shows the new complaint 6 s after it was stored, later than the 4 s timeout: a look-up
  // soon after the timeout finds nothing, which proves nothing. The send times out while the clock
  // is 10 minutes ahead and the clock is then set an hour back, so its next look-up is due at once
  // by the wall clock; both tabs replay on every trigger for 30 s.
  test('a list 6 s late, the save timing out with the clock 10 min ahead, then an hour back, two tabs replaying: saved once', async ({
    page,
    context,
  }) => {
    const { start, lender, second } = await twoTabsWithoutLocks(page, context)
    lender.state.loseNextSave = 'hang'
    lender.state.listLagMs = 6000
    const text = 'Orodha inaonyesha malalamiko mapya kwa kuchelewa.'
    await write(page, text)
    await expect.poll(() => lender.savesOf(text).length).toBe(1)
    const sentAt = Date.now()
    await context.clock.setSystemTime(start + 10 * 60_000)
    await savedDialog(page)
    await context.clock.setSystemTime(start - 60 * 60_000)
    // A borrower (and the phone) giving the app every reason to look again, for 30 s.
    while (Date.now() - sentAt < 30_000) {
      for (const p of [page, second]) await p.evaluate(() => window.dispatchEvent(new Event('online')))
      expect(lender.savesOf(text)).toHaveLength(1)
      await second.waitForTimeout(1000)
    }
    await expect.poll(() => outboxStates(second), { timeout: 20_000 }).toEqual([])
    expect(lender.savesOf(text)).toHaveLength(1)
  })
})

test('a worker update installed and left waiting while entries wait: the active worker sends each entry once', async ({
  page,
  context,
  sandbox,
}) => {
  const lender = await testLender(context, SESSIONS)
  const senders: string[] = []
  context.on('request', (r) => {
    if (/\/(problem-save|event\/save)/.test(r.url())) senders.push(r.serviceWorker()?.url() ?? 'page')
  })
  await openControlled(page, next())
  const active = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)
  await lender.off()
  const texts = ['Toleo jipya linasubiri, la kwanza.', 'Toleo jipya linasubiri, la pili.']
  for (const [i, text] of texts.entries()) {
    await open(page, next(`ORD-A${i + 1}`))
    await write(page, text)
    await savedDialog(page)
  }
  await expect.poll(() => outboxStates(page)).toHaveLength(2)
  // The phone and the lender are back, unnoticed by the page (no 'online' yet): the entries wait for their next try.
  lender.state.down = false
  await context.setOffline(false)

  // A new version is deployed (under a new script URL: Playwright cannot intercept the browser's
  // update check) and the borrower does not accept it: it stays waiting.
  await page.evaluate(async () => void (await navigator.serviceWorker.register('/sw.js?build=2', { scope: '/' })))
  await expect(page.getByRole('button', { name: 'Update now' })).toBeVisible({ timeout: 20_000 })
  const waiting = () =>
    page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration('/')
      return { waiting: reg?.waiting?.scriptURL ?? null, active: reg?.active?.scriptURL ?? null }
    })
  await expect.poll(waiting).toEqual({ waiting: expect.stringMatching(/\/sw\.js\?build=2$/), active })

  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  for (const text of texts) await expect.poll(() => lender.savesOf(text).length, { timeout: 30_000 }).toBe(1)
  await expect.poll(() => outboxStates(page)).toEqual([])
  await page.waitForTimeout(2000)
  expect(texts.map((t) => lender.savesOf(t).map((s) => s.orderNo))).toEqual([['ORD-A1'], ['ORD-A2']])
  expect(await sandbox.received('/user-problem/problem-save')).toHaveLength(0)
  // Every save went from the worker in control, never the waiting one; and it is still waiting.
  expect(senders.length).toBeGreaterThanOrEqual(2)
  expect(senders.every((s) => s === active)).toBe(true)
  expect(await waiting()).toEqual({ waiting: expect.stringMatching(/\/sw\.js\?build=2$/), active })
})
