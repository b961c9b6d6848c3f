import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'

import { expect, open, test } from './fixtures'
import { openControlled, outboxEntries, outboxStates } from './offlineKit'
import { testLender } from './testLender'

/**
 * The fault matrix's rows at the edges of a complaint's life on the phone, against the test lender
 * of testLender.ts (SPEC 7: no Idempotency-Key, errors as HTTP 200 with a code, an "All" tab):
 * the moment the form opens offline, a second sender during a direct send with photos, a lender
 * closed for an hour, and a full phone. Each row asserts from what the lender stored that the
 * complaint arrived exactly once, and what the borrower saw.
 */
test.use({ serviceWorkers: 'allow' })
test.describe.configure({ timeout: 120_000 })

const DEVICE = 'device_id=dev-fm40&app_version=3.2.0'
const SESSIONS = { sessions: { 'sess-e1': 'A' }, orders: { A: ['ORD-A1'] } }
const next = (orderNo = 'ORD-A1') => `/complainPageNext?problemType=2&orderNo=${orderNo}&session_id=sess-e1&${DEVICE}`
const LIST = `/complaintList?session_id=sess-e1&${DEVICE}`
const asset = (name: string) => fileURLToPath(new URL(`./assets/${name}`, import.meta.url))
const textbox = (page: Page) => page.getByRole('textbox', { name: 'Describe your problem' })
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send' })

test('Send offline the moment the form opens on a first visit: kept, delivered once', async ({ page, context }) => {
  const lender = await testLender(context, SESSIONS)
  // A first visit: nothing cached, no worker in control yet.
  await open(page, `/complaint?orderId=ORD-A1&session_id=sess-e1&${DEVICE}`)
  await page.getByRole('button', { name: 'Repayment' }).click()
  await expect(textbox(page)).toBeVisible()
  // The connection drops as the form opens.
  await lender.off()
  const text = 'Nimeandika wakati mtandao ulipokatika.'
  await textbox(page).fill(text)
  await sendButton(page).click()
  const saved = page.getByRole('dialog', { name: 'Saved' })
  await expect(saved).toContainText('Saved, will be sent when you are back online.')
  await expect(page.getByText('could not be kept on this phone')).toHaveCount(0)
  await saved.getByRole('button', { name: 'OK' }).click()
  await lender.on(page)
  await lender.storedOnce(page, text)
})

test('a replay during a direct send with photos (a second tab starts one): stored once, each photo uploaded once', async ({
  page,
  context,
}) => {
  const lender = await testLender(context, SESSIONS)
  await openControlled(page, next())
  // The tiles' own uploads are refused: the photos go with the Send.
  lender.state.uploadRefused = true
  await page.locator('input[type="file"]').setInputFiles([asset('mpesa-receipt.jpg'), asset('camera-photo.jpg')])
  await expect(page.getByText('Upload failed')).toHaveCount(2)
  const text = 'Picha mbili na maneno haya.'
  await textbox(page).fill(text)
  lender.state.uploadRefused = false
  // Each upload takes a while: the direct send is mid-photos when the second tab replays.
  lender.state.uploadDelayMs = 3000
  await sendButton(page).click()
  await page.waitForTimeout(1000)
  const second = await context.newPage()
  await open(second, LIST)
  await second.evaluate(() => window.dispatchEvent(new Event('online')))
  // The direct send ends as sent (its modal, then back to the complaint page).
  await expect(page).toHaveURL(/\/complaint\?/, { timeout: 30_000 })
  await expect(page.getByRole('dialog', { name: 'Saved' })).toHaveCount(0)
  await second.waitForTimeout(2000)
  expect(lender.savesOf(text)).toHaveLength(1)
  expect(lender.savesOf(text)[0].problemImage.split(',')).toHaveLength(2)
  expect(lender.state.uploads).toBe(2)
  await expect.poll(() => outboxStates(second)).toEqual([])
})

test('Retry-After 3600 on the save: kept and waiting an hour, "the lender is unavailable", never "not sent"', async ({ page, context }) => {
  const lender = await testLender(context, SESSIONS)
  await openControlled(page, next())
  lender.state.saveRetryAfter = '3600'
  const text = 'Mkopeshaji yuko kwenye matengenezo.'
  await textbox(page).fill(text)
  const before = Date.now()
  await sendButton(page).click()
  const saved = page.getByRole('dialog', { name: 'Saved' })
  await expect(saved).toContainText('Saved on this phone. The lender did not answer yet; we will keep trying to send it.')
  await expect(sendButton(page)).not.toHaveAttribute('aria-busy', 'true')
  await saved.getByRole('button', { name: 'OK' }).click()
  await open(page, LIST)
  const region = page.getByRole('region', { name: 'Complaints not sent yet' })
  await expect(region).toContainText('The lender is unavailable, we will keep trying.')
  await expect(region).not.toContainText('Not sent')
  // Waits the hour the lender asked for (give or take the jitter), not minutes.
  const [due] = (await outboxEntries(page)).filter((e) => e.queue === 'complaints').map((e) => e.nextAttemptAt)
  expect(due - before).toBeGreaterThan(3000_000)
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await page.waitForTimeout(3000)
  expect(await outboxStates(page)).toEqual(['complaints:waiting'])
  expect(lender.saved).toEqual([])
})

test.describe('a page no worker controls', () => {
  test.use({ serviceWorkers: 'block' })

  test('a full phone: Send answers (kept, storage full) instead of spinning; delivered once when space is back', async ({
    page,
    context,
  }) => {
    const lender = await testLender(context, SESSIONS)
    // The phone fills up after the complaint was kept: the next write of an entry is refused.
    await context.addInitScript(() => {
      const put = IDBObjectStore.prototype.put
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
        const full = (window as unknown as { __fullPhone?: boolean }).__fullPhone
        if (full && this.name === 'entries' && (value as { state?: string } | null)?.state === 'sending')
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
        return put.call(this, value, key)
      }
    })
    await open(page, next())
    await page.evaluate(() => void ((window as unknown as { __fullPhone?: boolean }).__fullPhone = true))
    const text = 'Simu imejaa lakini malalamiko yabaki.'
    await textbox(page).fill(text)
    await sendButton(page).click()
    const saved = page.getByRole('dialog', { name: 'Saved' })
    await expect(saved).toContainText("Your phone's storage is full.", { timeout: 10_000 })
    await expect(sendButton(page)).not.toHaveAttribute('aria-busy', 'true')
    expect(lender.saved).toEqual([])
    // Space freed: the replay sends what was kept.
    await page.evaluate(() => void ((window as unknown as { __fullPhone?: boolean }).__fullPhone = false))
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await lender.storedOnce(page, text)
  })
})
