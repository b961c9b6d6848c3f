import type { BrowserContext, Page, Route } from '@playwright/test'

import { expect, open, test } from './fixtures'
import { withConfig } from './offlineKit'

/**
 * Pay Now whose answer is lost, against a payment call written in the test from SPEC 7 (no
 * Idempotency-Key: every generate-vcode-yd it reads is a payment request, a prompt on the phone);
 * the plan and the other calls go on to the sandbox. Each row is a borrower tapping whatever the
 * screen offers for more than 30 s, inside the settle window; the lender must be asked once.
 */
test.describe.configure({ timeout: 90_000 })

const REPAY = '/repay?productId=P1001&orderId=ORD170001&session_id=sess-pay-1&device_id=dev-pay'

type Loss = 'timeout' | '502' | 'reset'

async function payLender(context: BrowserContext, loss: Loss) {
  const requests: string[] = []
  await context.route('**/api/v3/loan-details/generate-vcode-yd**', async (route: Route) => {
    requests.push(route.request().postData() ?? '')
    if (loss === 'reset') return route.abort('connectionreset')
    if (loss === '502') return route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad Gateway</html>' })
    // Never answers: the app's own timeout (3 s here) gives up first.
  })
  return requests
}

/** Taps Pay Now, and Check again when offered, every 2 s for `ms`. */
async function keepTapping(page: Page, ms: number) {
  const pay = page.getByRole('button', { name: 'Pay Now' })
  const check = page.getByRole('button', { name: 'Check again' })
  for (let end = Date.now() + ms; Date.now() < end;) {
    if (await pay.isEnabled()) await pay.click()
    if (await check.isVisible()) await check.click({ timeout: 1000 }).catch(() => undefined)
    await page.waitForTimeout(2000)
  }
}

for (const loss of ['timeout', '502', 'reset'] as const) {
  test(`Pay Now with its answer lost (${loss}): 30 s of tapping asks the lender for one payment, and says a prompt may be on the phone`, async ({
    page,
    context,
  }) => {
    await withConfig(context, { requestTimeoutMs: 3000 })
    const requests = await payLender(context, loss)
    await open(page, REPAY)
    await keepTapping(page, 30_000)
    await expect(page.getByRole('status').filter({ hasText: 'a payment prompt may be on your phone' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Pay Now' })).toBeDisabled()
    expect(requests).toHaveLength(1)
    expect(await page.locator('main').innerText()).not.toMatch(/try again/i)
    // A reload inside the window keeps the doubt.
    await page.reload()
    await expect(page.getByRole('status').filter({ hasText: 'a payment prompt may be on your phone' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Pay Now' })).toBeDisabled()
    expect(requests).toHaveLength(1)
  })
}
