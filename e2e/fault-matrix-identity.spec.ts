import type { BrowserContext, Page } from '@playwright/test'

import { expect, open, test } from './fixtures'
import { damageKeptCopy, goOffline, goOnline, keptCopyKeys, openControlled, outboxStates, savedDialog, withConfig } from './offlineKit'
import { shellLogin, testLender } from './testLender'

/**
 * The fault matrix's rows on whose entry it is (the delivery rows are in fault-matrix.spec.ts): against the test
 * lender of testLender.ts (no Idempotency-Key, no user_id, problem-list per borrower in UTC, knows
 * whose orders are whose), each row asserts from what the lender stored that every complaint
 * arrived exactly once, under which session, and what the borrower saw.
 */
test.use({ serviceWorkers: 'allow' })
// Each row logs in, goes offline and back, and waits for backoffs: more than the default 45 s on a busy machine.
test.describe.configure({ timeout: 120_000 })

const DEVICE = 'device_id=dev-fm23&app_version=3.2.0'
const next = (session: string, orderNo = 'ORD-A1') => `/complainPageNext?problemType=2&orderNo=${orderNo}&session_id=${session}&${DEVICE}`
const list = (session: string) => `/complaintList?session_id=${session}&${DEVICE}`
const WAITING = 'Complaints not sent yet'
const PARKED = /A complaint written earlier on this phone is waiting for the account it was written in/

async function write(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Describe your problem' }).fill(text)
  await page.getByRole('button', { name: 'Send' }).click()
}

/** Writes and sends a complaint that cannot go now: the borrower is told it is kept. */
async function writeKept(page: Page, text: string) {
  await write(page, text)
  await savedDialog(page)
}

test('re-login with a new session: queued offline, delivered once under the new session', async ({ page, context }) => {
  const lender = await testLender(context, { sessions: { 'sess-a1': 'A', 'sess-a2': 'A' }, orders: { A: ['ORD-A1'] } })
  await openControlled(page, next('sess-a1'))
  // Read once and kept: the session parameters are out of the address bar (and any Referer).
  expect(new URL(page.url()).searchParams.has('session_id')).toBe(false)
  expect(new URL(page.url()).searchParams.get('orderNo')).toBe('ORD-A1')
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'strict-origin-when-cross-origin')
  await lender.off()
  const text = 'Niliandika kabla ya kuingia tena.'
  await writeKept(page, text)
  // The shell logs the same borrower in again: a new session id, no user_id.
  await shellLogin(page, { session_id: 'sess-a2' })
  await lender.on(page)
  await lender.storedOnce(page, text)
  expect(lender.savesOf(text)[0]).toMatchObject({ session: 'sess-a2', orderNo: 'ORD-A1' })
  await open(page, list('sess-a2'))
  await expect(page.getByRole('tabpanel').getByRole('link', { name: new RegExp(text) })).toHaveCount(1)
})

test('a second borrower on the same phone sees and sends nothing; the first back with another session: delivered once', async ({
  page,
  context,
}) => {
  const lender = await testLender(context, {
    sessions: { 'sess-a1': 'A', 'sess-b1': 'B', 'sess-a3': 'A' },
    orders: { A: ['ORD-A1'], B: ['ORD-B7'] },
  })
  await openControlled(page, next('sess-a1'))
  await lender.off()
  const text = 'Maneno ya mkopaji wa kwanza.'
  await writeKept(page, text)
  // Before it could go, borrower B signs in on the same phone; then the network returns.
  await shellLogin(page, { session_id: 'sess-b1' })
  await lender.on(page)
  await open(page, list('sess-b1'))
  await expect(page.getByText(PARKED)).toBeVisible()
  await expect(page.getByRole('region', { name: WAITING })).toHaveCount(0)
  await expect(page.getByText(text)).toHaveCount(0)
  await page.waitForTimeout(2000)
  expect(lender.saved).toEqual([])
  expect(lender.state.inits).toBeGreaterThan(0)
  // Borrower A is back, with yet another session.
  await open(page, list('sess-a3'))
  await expect.poll(() => lender.savesOf(text).length, { timeout: 30_000 }).toBe(1)
  expect(lender.savesOf(text)[0]).toMatchObject({ borrower: 'A', session: 'sess-a3' })
  await expect.poll(() => outboxStates(page)).toEqual([])
  await expect(page.getByText(PARKED)).toHaveCount(0)
})

test('the same words for two orders with an "All" tab, the second save lost before it was stored: two complaints', async ({
  page,
  context,
}) => {
  // A lost save is looked up again until its settle window (twice the request timeout) has passed:
  // "not in the list" proves nothing before. A 5 s timeout keeps that window within the row.
  await withConfig(context, { requestTimeoutMs: 5000 })
  const lender = await testLender(context, { sessions: { 'sess-a1': 'A' }, orders: { A: ['ORD-A1', 'ORD-A2'] } })
  const text = 'Nimekatwa mara mbili kwa mkopo huu.'
  await openControlled(page, next('sess-a1', 'ORD-A1'))
  await write(page, text)
  await expect(page.getByRole('dialog', { name: 'Submitted successfully' })).toBeVisible()
  lender.state.loseNextSave = 'before'
  await open(page, next('sess-a1', 'ORD-A2'))
  await writeKept(page, text)
  await expect.poll(() => lender.savesOf(text).map((s) => s.orderNo), { timeout: 30_000 }).toEqual(['ORD-A1', 'ORD-A2'])
  await expect.poll(() => outboxStates(page)).toEqual([])
})

test('lender in UTC, a save that timed out after storing: looked up after it settled, one complaint', async ({ page, context }) => {
  await withConfig(context, { requestTimeoutMs: 3000 })
  const lender = await testLender(context, { sessions: { 'sess-a1': 'A' }, orders: { A: ['ORD-A1'] } })
  await openControlled(page, next('sess-a1'))
  lender.state.loseNextSave = 'hang'
  const text = 'Seva ya UTC iliisha muda.\r\nMstari wa pili.'
  await writeKept(page, text)
  await expect.poll(() => outboxStates(page), { timeout: 30_000 }).toEqual([])
  expect(lender.savesOf(text)).toHaveLength(1)
})

type Lender = Awaited<ReturnType<typeof testLender>>

/** A complaint sent once the lender's state says how it loses the save (`losing`); resolves once the list asks the borrower about it. */
async function askedAbout(page: Page, context: BrowserContext, text: string, losing: Partial<Lender['state']>) {
  await withConfig(context, { outboxDoubt: { checkLimit: 2, settleMs: 0 } })
  const lender = await testLender(context, { sessions: { 'sess-a1': 'A' }, orders: { A: ['ORD-A1'] } })
  await openControlled(page, next('sess-a1'))
  Object.assign(lender.state, losing)
  await writeKept(page, text)
  await open(page, list('sess-a1'))
  const region = page.getByRole('region', { name: WAITING })
  await expect(region).toContainText('We could not check whether your complaint arrived. Send it again?', { timeout: 40_000 })
  // What was written is shown, so the borrower can decide.
  await expect(region).toContainText(text)
  return { lender, region }
}

test('a busy problem-list (HTTP 200, code 500) after a lost answer: the borrower is asked, never a refusal; Retry looks it up first: one complaint', async ({
  page,
  context,
}) => {
  const text = 'Orodha ina shughuli nyingi.'
  const { lender, region } = await askedAbout(page, context, text, { loseNextSave: 'after', busyAfterLostSave: true })
  await expect(region).not.toContainText('System busy')
  await expect(region).not.toContainText('Not sent: System busy')
  expect(lender.savesOf(text)).toHaveLength(1)
  lender.state.listBusy = false
  await region.getByRole('button', { name: 'Check again' }).click()
  await expect.poll(() => outboxStates(page), { timeout: 20_000 }).toEqual([])
  expect(lender.savesOf(text)).toHaveLength(1)
})

test('an unreadable problem-list: the borrower is asked, nothing is sent by itself; "Send it again" sends it once', async ({
  page,
  context,
}) => {
  const text = 'Jibu la orodha halisomeki.'
  // Unreadable from the start (no baseline before the save either), and the save lost before it was stored.
  const { lender, region } = await askedAbout(page, context, text, { listUnreadable: true, loseNextSave: 'before' })
  await page.waitForTimeout(3000)
  expect(lender.saved).toEqual([])
  lender.state.listUnreadable = false
  await region.getByRole('button', { name: 'Send it again' }).click()
  await expect.poll(() => lender.savesOf(text).length, { timeout: 20_000 }).toBe(1)
  await expect.poll(() => outboxStates(page)).toEqual([])
})

test('a damaged last-known copy of order details, offline: dropped, never drawn; the screen works and comes back online by itself', async ({
  page,
  context,
}) => {
  const order = `/loanDetail?productId=P1002&orderId=ORD174001&session_id=sess-dmg&${DEVICE}`
  await openControlled(page, order)
  await expect(page.getByRole('heading', { name: 'Due today' })).toBeVisible()
  await damageKeptCopy(page, 'order:P1002:ORD174001', { status: 'due', noticeTitle: 7, rows: 'not a list', recProducts: null })
  await goOffline(context, '**/*')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible()
  await expect(page.getByText('No connection. Check your network and try again.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expect(page.getByText('Something went wrong')).toHaveCount(0)
  await expect(page.getByText('You are offline. This is what we last saw.')).toHaveCount(0)
  await expect(page.locator('main')).not.toContainText('undefined')
  expect(await keptCopyKeys(page)).not.toContain('order:P1002:ORD174001')
  // Back online, the order loads again without a tap.
  await goOnline(context)
  await expect(page.getByRole('heading', { name: 'Due today' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('No connection. Check your network and try again.')).toHaveCount(0)
})

test.describe('a page no worker controls', () => {
  test.use({ serviceWorkers: 'block' })

  test('phone clock 20 minutes fast with a lost answer: one complaint', async ({ page, context }) => {
    await page.clock.install({ time: Date.now() + 20 * 60_000 })
    const lender = await testLender(context, { sessions: { 'sess-a1': 'A' }, orders: { A: ['ORD-A1'] } })
    await open(page, next('sess-a1'))
    lender.state.loseNextSave = 'after'
    const text = 'Saa ya simu iko mbele dakika ishirini.'
    await writeKept(page, text)
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await expect.poll(() => outboxStates(page), { timeout: 30_000 }).toEqual([])
    expect(lender.savesOf(text)).toHaveLength(1)
  })
})
