import type { Page } from '@playwright/test'

import { SLOW_3G } from '../scripts/tools/chromium.mjs'
import { expect, test } from './fixtures'

/**
 * Robustness on a slow network: the main journeys under Chromium's 3G emulation
 * (300 ms latency, 700 kbit/s each way) show a loading state and then finish; a call that never
 * answers ends in an error state with a retry (client timeout shortened to 3 s), never a blank screen.
 */

async function slow3g(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G)
}

/** The app's loading indicators: the screen's loading state or the loading toast (both role status). */
const LOADING = '.ui-state--loading, .ui-toast--loading'
const loading = (page: Page) => page.locator(LOADING)

/**
 * Holds the lender's answer to `path` until the screen shows its loading state, then lets it go;
 * resolves to whether the loading state showed (within 20 s). On 3G the answer, started early by
 * the first screen, can arrive before the screen's code, and the screen then rightly draws the
 * data at once: held, the answer is the slower of the two, as on a lender that is slow to reply.
 */
function answerAfterLoading(page: Page, path: string): Promise<boolean> {
  return new Promise((resolve) => {
    void page.route(
      (url) => url.pathname.endsWith(path),
      async (route) => {
        const shown = await loading(page)
          .first()
          .waitFor({ state: 'visible', timeout: 20_000 })
          .then(
            () => true,
            () => false,
          )
        resolve(shown)
        await route.continue()
      },
    )
  })
}

/** How long the page shows nothing at all after the HTML arrives (printed for the lead's bench note). */
async function blankFor(page: Page, url: string): Promise<number> {
  const started = Date.now()
  await page.goto(url, { waitUntil: 'commit' })
  await expect
    .poll(() => page.evaluate(() => (document.body?.innerText ?? '').trim().length > 0), { timeout: 20_000, intervals: [50] })
    .toBe(true)
  return Date.now() - started
}

test.describe('slow network (3G)', () => {
  test.setTimeout(90_000)

  test('order details: a loading state, then the order', async ({ page }) => {
    await slow3g(page)
    const loadingShown = answerAfterLoading(page, '/v3/loan-details/loan-details')
    const blank = await blankFor(page, '/loanDetail?productId=P1002&orderId=ORD174001')
    console.log(`3G: /loanDetail showed nothing for ${blank} ms after navigation`)
    expect(await loadingShown).toBe(true)
    await expect(page.getByRole('heading', { name: 'Due today' })).toBeVisible({ timeout: 20_000 })
    await expect(loading(page)).toHaveCount(0)
    await expect(page.locator('footer').getByRole('button')).toHaveText(['REPAY', 'Rollover Repayment'])
    await expect(page.locator('body')).not.toContainText(/\bundefined\b|\bNaN\b/)
  })

  test('repay: select all, Pay Now is busy while the request travels, then the reminder', async ({ page, sandbox }) => {
    await slow3g(page)
    const loadingShown = answerAfterLoading(page, '/v3/installment/loan-play-detail-yd')
    await page.goto('/repay?productId=P1003&orderId=ORD174002', { waitUntil: 'commit' })
    expect(await loadingShown).toBe(true)
    await page.getByRole('checkbox', { name: 'Select all' }).check({ timeout: 20_000 })
    await expect(page.getByRole('region', { name: 'Repayment amount' })).toContainText('TZS 162,000.00')
    const payNow = page.getByRole('button', { name: 'Pay Now' })
    await payNow.click()
    await expect(payNow).toHaveAttribute('aria-busy', 'true')
    // A second tap while busy sends nothing more.
    await payNow.click({ force: true })
    const dialog = page.getByRole('dialog', { name: 'Reminder' })
    await expect(dialog).toBeVisible({ timeout: 20_000 })
    await expect(dialog.getByText(/^Trade number: TR\d+$/)).toBeVisible()
    expect(await sandbox.received('/generate-vcode-yd')).toHaveLength(1)
  })

  test('complaint list: a loading state, then the entries', async ({ page }) => {
    await slow3g(page)
    const loadingShown = answerAfterLoading(page, '/user-problem/problem-list')
    await page.goto('/complaintList', { waitUntil: 'commit' })
    expect(await loadingShown).toBe(true)
    await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible({ timeout: 20_000 })
    await expect(page.getByRole('tabpanel')).toContainText('Problem Type')
    await expect(loading(page)).toHaveCount(0)
  })
})

test.describe('a call that never answers', () => {
  test.beforeEach(async ({ page }) => {
    // The app reads this at start-up (src/config/env.ts); 60 s in production.
    await page.addInitScript(() => {
      ;(window as unknown as { __APP_CONFIG__: unknown }).__APP_CONFIG__ = { requestTimeoutMs: 3000 }
    })
  })

  test('order details: a retry after the timeout, and the retry shows the order', async ({ page, sandbox }) => {
    await sandbox.scenario('loan-details=timeout')
    const started = Date.now()
    await page.goto('/loanDetail?productId=P1002&orderId=ORD174001')
    await expect(loading(page).first()).toBeVisible()
    const retry = page.getByRole('button', { name: 'Try again' })
    await expect(retry).toBeVisible({ timeout: 10_000 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900)
    await expect(page.getByRole('alert')).toContainText('The server is taking too long to answer. Please try again.')
    await expect(page.locator('h1')).toBeVisible()

    await sandbox.scenario()
    await retry.click()
    await expect(page.getByRole('heading', { name: 'Due today' })).toBeVisible()
    await expect(retry).toHaveCount(0)
  })

  test('complaint list: a retry after the timeout, and the retry shows the list', async ({ page, sandbox }) => {
    await sandbox.scenario('problem-list=timeout')
    await page.goto('/complaintList')
    const retry = page.getByRole('button', { name: 'Try again' })
    await expect(retry).toBeVisible({ timeout: 10_000 })
    await expect(page.getByRole('alert')).toContainText('The server is taking too long to answer.')
    await sandbox.scenario()
    await retry.click()
    await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible()
  })
})

test.describe('a connection dropped mid-load', () => {
  test('the screen’s preloaded file is lost once and fetched again a slow round trip later: the screen opens, and the “could not start” message never shows', async ({
    page,
  }) => {
    // Whether the boot check's update message was ever shown (public/boot-check.js unhides it).
    await page.addInitScript(() => {
      const w = window as unknown as { __updateShown: boolean }
      w.__updateShown = false
      // From the first byte: the page's modules (the app's held file among them) hold DOMContentLoaded back.
      const check = () => {
        if ([...document.querySelectorAll('.app-boot__update')].some((e) => !e.hasAttribute('hidden'))) w.__updateShown = true
      }
      new MutationObserver(check).observe(document, { attributes: true, subtree: true, attributeFilter: ['hidden'] })
    })
    let tries = 0
    await page.route(/\/assets\/Repay-[^/]+\.js$/, async (route) => {
      tries++
      if (tries === 1) return route.abort('connectionreset')
      // The import asks again; on a patchy link that answer is seconds away.
      await new Promise((r) => setTimeout(r, 2500))
      await route.continue()
    })
    // The app's own file is slow too: the lost preload comes seconds before the app can start.
    await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 3000))
      await route.continue()
    })
    await page.goto('/repay?productId=P1002&orderId=ORD174001')
    await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible({ timeout: 20_000 })
    expect(tries).toBe(2)
    expect(await page.evaluate(() => (window as unknown as { __updateShown: boolean }).__updateShown)).toBe(false)
  })
})
