import type { Page, Route } from '@playwright/test'

import { expect, open, test } from './fixtures'
import { repaymentPlan } from './specAnswers'

/*
 * Pay Now and its links against answers written here in the shape of SPEC sections 3 and 7
 * (repayment plan, repayment generation: repayType / payUrl / notice / tradeNo), not the
 * sandbox's: a real lender's providers change per country and per transaction.
 */

const ORDER = '/repay?productId=P77&orderId=ORD-REAL-1'

const PLAN = repaymentPlan('Real Loan')

type Lender = { plans: number; generations: Record<string, string>[] }

/** Answers the two repayment calls like the lender; records what the app sent. */
async function lender(page: Page, generation: Record<string, unknown>): Promise<Lender> {
  const seen: Lender = { plans: 0, generations: [] }
  await page.route('**/api/v3/installment/loan-play-detail-yd**', (route: Route) => {
    seen.plans++
    return route.fulfill({ json: { code: 0, message: 'success', data: PLAN } })
  })
  await page.route('**/api/v3/loan-details/generate-vcode-yd**', (route: Route) => {
    seen.generations.push(Object.fromEntries(new URLSearchParams(route.request().postData() ?? '')))
    return route.fulfill({ json: { code: 0, message: 'success', data: generation } })
  })
  return seen
}

test('PAY_URL to a provider host the app has never heard of arrives there', async ({ page }) => {
  const seen = await lender(page, {
    repayType: 'PAY_URL',
    payUrl: 'https://checkout.unheard-provider.africa/pay?t=TRX1',
    notice: '',
    tradeNo: 'TRX1',
  })
  await page.route('https://checkout.unheard-provider.africa/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Provider</title><h1>Provider checkout</h1>' }),
  )
  await open(page, ORDER)
  await page.getByRole('button', { name: 'Pay Now' }).click()
  await page.waitForURL('https://checkout.unheard-provider.africa/pay?t=TRX1')
  await expect(page.getByRole('heading', { name: 'Provider checkout' })).toBeVisible()
  expect(seen.generations).toEqual([
    { product_id: 'P77', orderId: 'ORD-REAL-1', amount: '2500000', cardNo: '255754000111', bankCode: 'MPESA', isDelay: '0' },
  ])
})

test("PAY_URL on the lender's own site (same origin) arrives there", async ({ page, baseURL }) => {
  await lender(page, { repayType: 'PAY_URL', payUrl: '/lender-pay/checkout?t=TRX2', notice: '', tradeNo: 'TRX2' })
  await page.route('**/lender-pay/checkout**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Lender pay</title><h1>Lender checkout</h1>' }),
  )
  await open(page, ORDER)
  await page.getByRole('button', { name: 'Pay Now' }).click()
  await page.waitForURL(`${baseURL}/lender-pay/checkout?t=TRX2`)
  await expect(page.getByRole('heading', { name: 'Lender checkout' })).toBeVisible()
})

test('PAY_URL javascript: stays with a message, records it, and asks for one payment only', async ({ page }) => {
  const seen = await lender(page, { repayType: 'PAY_URL', payUrl: 'javascript:alert(document.cookie)', notice: '', tradeNo: 'TRX3' })
  const events: Record<string, string>[] = []
  await page.route('**/api/service/event/save**', (route) => {
    events.push(Object.fromEntries(new URLSearchParams(route.request().postData() ?? '')))
    return route.fulfill({ json: { code: 0, message: 'success', data: null } })
  })
  let dialogs = 0
  page.on('dialog', (d) => {
    dialogs++
    void d.dismiss()
  })
  await open(page, ORDER)
  await page.getByRole('button', { name: 'Pay Now' }).click()
  await expect(
    page.getByText('This payment link cannot be opened. Please choose another wallet or contact customer service.'),
  ).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${ORDER.replace(/[?]/g, '\\?')}$`))
  await expect
    .poll(() => events.find((e) => e.point === 'link_refused'))
    .toMatchObject({ source: 'api', field: 'payUrl', reason: 'scheme' })
  expect(dialogs).toBe(0)
  expect(seen.generations).toHaveLength(1)
})

test('a non-PAY_URL answer carrying code data goes to the code page, which shows the notice and trade number', async ({ page }) => {
  await lender(page, {
    repayType: 'USSD',
    payUrl: '',
    notice: 'Dial *150*00# and pay with reference 99887766',
    tradeNo: 'TRX4',
    repayAmount: 2500000,
    defDetail: { logo: '', payCode: '99887766', payNotice: { 'M-Pesa': [{ name: 'USSD', steps: ['Dial *150*00#', 'Pay bills'] }] } },
  })
  await open(page, ORDER)
  await page.getByRole('button', { name: 'Pay Now' }).click()
  await expect(page).toHaveURL(/\/repaymentOfCode2\?orderId=ORD-REAL-1$/)
  await expect(page.getByRole('dialog', { name: 'Reminder' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Contract number' })).toContainText('Dial *150*00# and pay with reference 99887766')
  await expect(page.getByText('Trade number: TRX4')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Contract number' })).toContainText('99887766')
  await expect(page.getByRole('region', { name: 'Contract number' })).toContainText('TZS 25,000.00')
})

test('coming back from the provider says a payment may be in progress and refreshes the plan', async ({ page }) => {
  const seen = await lender(page, { repayType: 'PAY_URL', payUrl: 'https://checkout.unheard-provider.africa/pay?t=TRX5', tradeNo: 'TRX5' })
  await page.route('https://checkout.unheard-provider.africa/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Provider</title><h1>Provider checkout</h1>' }),
  )
  await open(page, ORDER)
  await page.getByRole('button', { name: 'Pay Now' }).click()
  await page.waitForURL(/unheard-provider/)
  const before = seen.plans
  await page.goBack()
  await expect(page.getByRole('status').filter({ hasText: 'A payment may be in progress' })).toBeVisible()
  expect(seen.plans).toBeGreaterThan(before)
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled()
})

test('code page two renders the localStorage.repaymentInfo the shell wrote', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'repaymentInfo',
      JSON.stringify({
        repayAmount: 1234500,
        delayInfo: null,
        defDetail: {
          logo: '',
          payCode: 'SHELL-7788',
          payNotice: { 'Tigo Pesa': [{ name: 'Tigo menu', steps: ['Dial *150*01#', 'Choose Pay bills'] }] },
        },
      }),
    )
  })
  await open(page, '/repaymentOfCode2')
  await expect(page.getByRole('region', { name: 'Contract number' })).toContainText('SHELL-7788')
  await expect(page.getByRole('region', { name: 'Contract number' })).toContainText('TZS 12,345.00')
  await expect(page.getByText('Choose Pay bills')).toBeVisible()
  await expect(page.locator('body')).not.toContainText('undefined')
})

test('code page two with unreadable shell info: a clear message and a way back', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('repaymentInfo', '{"defDetail":'))
  await open(page, '/repaymentOfCode2')
  await expect(page.getByRole('alert')).toContainText('We could not find your repayment details.')
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible()
})

test('payment instructions with configured numbers', async ({ page }) => {
  await page.addInitScript(() => {
    window.__APP_CONFIG__ = {
      ...window.__APP_CONFIG__,
      payment: {
        provider: 'PayPartner',
        businessNumber: '555123',
        ussd: [{ wallet: 'M-Pesa', code: '*150*00#' }],
        otherWalletItem: 'PayPartner Bills',
        storeName: 'PayPartner Wakala',
      },
    }
  })
  await open(page, '/paymentInstructions?payCode=REF-1')
  await expect(page.getByText('Enter the business number 555123 (Mkopo Haraka).')).toBeVisible()
  await expect(page.getByText('Open your wallet menu: M-Pesa *150*00#.')).toBeVisible()
  await expect(page.getByText('Go to any shop or agent with the PayPartner Wakala sign.')).toBeVisible()
  await expect(page.getByRole('note')).toHaveCount(0)
})

test('payment instructions without configured numbers hide those steps and point to customer service', async ({ page }) => {
  await page.addInitScript(() => {
    window.__APP_CONFIG__ = {
      ...window.__APP_CONFIG__,
      payment: { provider: '', businessNumber: '', ussd: [], otherWalletItem: '', storeName: '' },
    }
  })
  await open(page, '/paymentInstructions')
  await expect(page.getByRole('note')).toContainText('Please ask customer service on')
  await expect(page.getByText(/Enter the business number/)).toHaveCount(0)
  await expect(page.getByText(/Go to any shop or agent with/)).toHaveCount(0)
  await expect(page.locator('main')).not.toContainText('{')
})
