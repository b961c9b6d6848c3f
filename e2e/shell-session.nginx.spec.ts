import type { BrowserContext, Page, Request, Route } from '@playwright/test'

import { expect, fakeShell, test } from './fixtures'
import { withConfig } from './offlineKit'
import { campaignTemplate, orderDetails, repaymentPlan } from './specAnswers'

/*
 * What a real lender's shell meets in a production build: the build served by the project's nginx
 * (dist/ as it is: no sandbox data block), the lender answered here from SPEC 3 and 7's tables.
 * The shell's own parameters reach every call under their own names, customer service shows the
 * lender's number before the configured one, code page one reads its address inside the shell
 * only, and the landing tells a WhatsApp visitor how to open the download in their browser.
 */

const ORDER = 'ORD-SH1'
/** The configured customer-service number (the deployment's, given at run time in the `VITE_CS_PHONE` field). */
const CONFIGURED_PHONE = '+255 22 212 3456'

const ok = (route: Route, body: unknown) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) })

/** Minimal answers in the shapes of SPEC 3 and 7 for what these pages read. */
function answers(smWa: string): Record<string, unknown> {
  return {
    '/v3/loan-details/loan-details': {
      code: 0,
      success: true,
      data: orderDetails(ORDER, 110, 'Approved', 'Your loan is approved and is being paid out.', 'Shell Loan'),
    },
    '/v3/installment/loan-play-detail-yd': { code: 0, data: repaymentPlan('Shell Loan') },
    '/v3/personal-center/contact-kf-info': { code: 0, data: { email: 'care@lender.example', smWa } },
    '/api/v2/tz/service/channel/channel-template': { code: '00', data: campaignTemplate('Shell campaign') },
    '/api/v2/tz/promotion/get-sid': { code: 0, data: { sid: 'sid-shell-1' } },
  }
}

/** SPEC 7's calls' own GET query names (the landing's); every other query name must be the shell's. */
const CALL_QUERY: Record<string, string[]> = {
  '/api/v2/tz/service/channel/channel-template': ['templateId'],
  '/api/v2/tz/promotion/track-visit': ['page_id', 'user_from', 'client_type', 'page_type', 'utm_tag', 'app_from'],
  '/api/v2/tz/promotion/get-captcha': ['sid', 't'],
}

const callPath = (url: URL) => url.pathname.replace(/^\/api/, '')

/** The test's lender: every API call answered here, and recorded. */
async function lender(context: BrowserContext, page: Page, { smWa = '' } = {}) {
  const table = answers(smWa)
  await context.route('**/api/**', async (route) => {
    const path = callPath(new URL(route.request().url()))
    if (path.endsWith('/promotion/get-captcha'))
      return route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' })
    return ok(route, table[path] ?? { code: 0, success: true, data: null })
  })
  const sent: Request[] = []
  page.on('request', (r) => {
    if (!r.isNavigationRequest() && new URL(r.url()).pathname.startsWith('/api/')) sent.push(r)
  })
  return sent
}

const call = (page: Page, end: string) => page.waitForRequest((r) => new URL(r.url()).pathname.endsWith(end))

test("a shell URL's own parameters go on every call under their names, and nothing empty or invented", async ({ page, context }) => {
  const sent = await lender(context, page)
  await Promise.all([
    call(page, '/v3/loan-details/loan-details'),
    page.goto(`/loanDetail?productId=P1001&orderId=${ORDER}&token=tk9&uid=55`),
  ])
  await expect(page.getByRole('heading', { name: 'Approved' })).toBeVisible({ timeout: 20_000 })
  // They left the address bar (no Referer carries them); the page's own ids stayed.
  expect(new URL(page.url()).search).toBe(`?productId=P1001&orderId=${ORDER}`)

  // The next page load has no shell parameter in its address: the session still sends them.
  await Promise.all([call(page, '/v3/installment/loan-play-detail-yd'), page.goto(`/repay?productId=P1001&orderId=${ORDER}`)])
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible()
  await Promise.all([call(page, '/v3/personal-center/contact-kf-info'), page.goto('/customerService')])

  const paths = sent.map((r) => callPath(new URL(r.url())))
  expect(paths).toEqual(
    expect.arrayContaining(['/v3/loan-details/loan-details', '/v3/installment/loan-play-detail-yd', '/v3/personal-center/contact-kf-info']),
  )
  for (const r of sent) {
    const url = new URL(r.url())
    const what = `${r.method()} ${callPath(url)}`
    expect(url.searchParams.get('token'), `${what} token`).toBe('tk9')
    expect(url.searchParams.get('uid'), `${what} uid`).toBe('55')
    const own = CALL_QUERY[callPath(url)] ?? []
    expect(
      [...url.searchParams.keys()].filter((k) => !own.includes(k)),
      `${what}: the shell's parameters only`,
    ).toEqual(['token', 'uid'])
    expect(
      [...url.searchParams.entries()].filter(([k, v]) => v === '' && !own.includes(k)),
      `${what}: nothing empty`,
    ).toEqual([])
  }
})

test.describe('customer service with a configured number', () => {
  test.beforeEach(async ({ context }) => withConfig(context, { customerServicePhone: CONFIGURED_PHONE }))

  test("shows the lender's smWa over the configured number", async ({ page, context }) => {
    await lender(context, page, { smWa: '+255 754 210 330' })
    await page.goto('/customerService?session_id=sess-cs')
    await expect(page.getByRole('button', { name: /^Telephone 0754 210 330/ })).toBeVisible({ timeout: 20_000 })
    await expect(page.getByText(/212 3456/)).toHaveCount(0)
  })

  test('shows the configured number when smWa is empty', async ({ page, context }) => {
    await lender(context, page, { smWa: '' })
    await Promise.all([call(page, '/v3/personal-center/contact-kf-info'), page.goto('/customerService?session_id=sess-cs')])
    await expect(page.getByRole('button', { name: /^Telephone 022 212 3456/ })).toBeVisible({ timeout: 20_000 })
  })
})

const CODE_PAGE = '/repaymentOfCode?showType=1&payCode=5550001&repayAmount=35000000&session_id=sess-code'

test('code page one opened by URL inside the shell shows its code', async ({ page, context }) => {
  await lender(context, page)
  await fakeShell(page)
  await page.goto(CODE_PAGE)
  await expect(page.getByText('5550001')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible()
  await expect(page.getByText('TZS 350,000.00')).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('the same address in a plain browser shows no code', async ({ page, context }) => {
  await lender(context, page)
  await page.goto(CODE_PAGE)
  await expect(page.getByRole('alert')).toContainText('This link was not opened from the app', { timeout: 20_000 })
  await expect(page.getByText('5550001')).toHaveCount(0)
})

test.describe("the landing in WhatsApp's browser", () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 12; SM-A125F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 WhatsApp/2.23.25.83',
  })

  test('says how to open the download in the browser', async ({ page, context }) => {
    await lender(context, page)
    await page.goto('/promotion?id=1001#/download?id=1001&links_id=L1')
    await expect(page.getByRole('link', { name: 'Download' })).toBeVisible({ timeout: 20_000 })
    await expect(page.getByRole('note')).toContainText(
      'You opened this page in WhatsApp, where the download may not start. Tap ⋮ or ⋯ at the top of the screen and choose “Open in browser”',
    )
  })
})
