import type { Page } from '@playwright/test'

import { axeRow, blocking } from './a11yKit'
import { expect, open, test } from './fixtures'
import { BEYOND_BASELINE } from './legacyBaseline'

/**
 * in the legacy-webview project only (playwright.config.ts): the phone lacks every
 * built-in and Web API newer than Chrome 80 (e2e/legacyBaseline.ts removes them before the app
 * loads). The journeys themselves are the existing specs, picked by the project's grep; this file
 * proves the removal took effect and covers the update message below the baseline.
 */
const STORE = 'https://play.google.com/store/apps/details?id=com.google.android.webview'
const PHONE = '+255 22 212 3456'
const EN = 'This page could not start on your phone.'
const SW = 'Ukurasa huu haukuweza kufunguka kwenye simu yako.'
const ORDER = '/loanDetail?productId=P1002&orderId=ORD174001'

test('the page really lacks what Chrome 80 lacks, and the order page still reads its answers', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await open(page, ORDER)
  const left = await page.evaluate((list) => {
    const w = window as unknown as Record<string, unknown>
    return list.filter(([path, prop]) => {
      let owner: unknown = w
      for (const part of path === 'window' ? [] : path.split('.'))
        owner = owner == null ? undefined : (owner as Record<string, unknown>)[part]
      return owner != null && prop in (owner as object)
    })
  }, BEYOND_BASELINE)
  expect(left).toEqual([])
  await expect(page.getByRole('heading', { name: 'Due today' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'REPAY', exact: true })).toBeVisible()
  await expect(page.locator('body')).not.toContainText('We received an answer we could not read')
  expect(errors).toEqual([])
})

async function expectUpdateMessage(page: Page, started: number): Promise<void> {
  const boot = page.getByRole('status').filter({ hasText: EN })
  await expect(boot).toBeVisible({ timeout: 10_000 })
  expect(Date.now() - started).toBeLessThan(10_000)
  await expect(boot).toContainText(SW)
  await expect(boot).toContainText('Android System WebView')
  await expect(boot.getByText('Loading…')).toBeHidden()
  await expect(boot.getByRole('link', { name: /Update Android System WebView · Sasisha Android System WebView/ })).toHaveAttribute(
    'href',
    STORE,
  )
  const tel = boot.getByRole('link', { name: PHONE })
  await expect(tel).toHaveAttribute('href', `tel:${PHONE.replace(/[^+0-9]/g, '')}`)
  await expect(boot).toContainText('Need help? Call customer service')
  await expect(boot).toContainText('Unahitaji msaada? Piga simu huduma kwa wateja')
}

test('every app script fails to load: the update message within 10 s, in English and Swahili', async ({ page }) => {
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, (route) => route.abort())
  const started = Date.now()
  await page.goto(ORDER)
  await expect(page.getByRole('status')).toContainText('Loading…')
  await expectUpdateMessage(page, started)
  expect(blocking([await axeRow(page, 'update message')])).toEqual([])
  // "Try again" reloads the same address once the network lets the scripts through.
  await page.unroute(/\/assets\/[^?]+\.js(\?|$)/)
  await page.getByRole('link', { name: /Try again · Jaribu tena/ }).click()
  await expect(page.getByRole('heading', { name: 'Due today' })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${ORDER.replace(/[?]/g, '\\?')}$`))
})

test('the app script throws on a missing API at start: the update message, not an endless "Loading…"', async ({ page }) => {
  // What a pre-fix build did on this phone: call a built-in Chrome 80 lacks while starting.
  // The app's own start file, the one that imports the rest.
  await page.route(/\/assets\/app-[^/]+\.js$/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: "Object.hasOwn({}, 'a')\nexport {}\n" }),
  )
  const started = Date.now()
  await page.goto(ORDER)
  await expectUpdateMessage(page, started)
})
