import type { Page } from '@playwright/test'

import { expect, open, test } from './fixtures'
import { loanLender } from './loanLender'
import { withConfig } from './offlineKit'

/**
 * Loan Now against a lender written in the test (e2e/loanLender.ts: no Idempotency-Key, errors as
 * 200 + code): an answer lost after the lender stored the application is checked with the
 * lender's order list, never sent again; each row asserts what the lender recorded and what the
 * borrower saw. The tapping rows last over 30 s, inside the settle window (2 minutes).
 */
test.describe.configure({ timeout: 90_000 })
const CONFIRM = '/loanConfirm?productId=P1001&session_id=sess-loan-1&device_id=dev-loan'

test('Loan Now whose answer is lost after the lender stored it: one application, the borrower sees it checked and opened', async ({
  page,
  context,
}) => {
  const lender = await loanLender(context)
  lender.state.losePush = 'after'
  await open(page, CONFIRM)
  await page.getByRole('button', { name: 'Loan Now' }).click()
  await expect(page).toHaveURL(/\/loanDetail\?productId=P1001&orderId=LN7000&from=confirm$/)
  expect(lender.applications).toHaveLength(1)
  expect(lender.applications[0]).toMatchObject({ productId: 'P1001', amount: '15000000', periods: '14', termUnit: '1' })
  // Before the push (what existed) and after it (what it added).
  expect(lender.state.inits).toBe(2)
})

test('Loan Now lost after storing, the check answered "System busy": Loan Now stays off, Check again finds the application; one application', async ({
  page,
  context,
}) => {
  const lender = await loanLender(context)
  await open(page, CONFIRM)
  await expect(page.getByRole('button', { name: 'Loan Now' })).toBeEnabled()
  // The baseline is read first; the push is lost; the check after it is refused as busy.
  lender.state.losePush = 'after'
  await page.route('**/user-problem/problem-init**', async (route) => {
    if (lender.state.inits === 1) lender.state.busyInits = 1
    await route.fallback()
  })
  await page.getByRole('button', { name: 'Loan Now' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'your application may have arrived' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Loan Now' })).toBeDisabled()
  // What the borrower can read (the shell keeps hidden fallback texts of its own).
  expect(await page.locator('body').innerText()).not.toMatch(/try again|did not arrive/i)
  await page.getByRole('button', { name: 'Check again' }).click()
  await expect(page).toHaveURL(/\/loanDetail\?productId=P1001&orderId=LN7000&from=confirm$/)
  expect(lender.applications).toHaveLength(1)
  expect(lender.state.inits).toBe(3)
})

/** Taps Loan Now, and Check again when offered, every 2 s for `ms`, while the confirm page is there. */
async function keepTapping(page: Page, ms: number) {
  const loanNow = page.getByRole('button', { name: 'Loan Now' })
  const check = page.getByRole('button', { name: 'Check again' })
  for (let end = Date.now() + ms; Date.now() < end;) {
    if (!page.url().includes('/loanConfirm')) return
    if (await loanNow.isEnabled().catch(() => false)) await loanNow.click({ timeout: 1000 }).catch(() => undefined)
    if (await check.isVisible().catch(() => false)) await check.click({ timeout: 1000 }).catch(() => undefined)
    await page.waitForTimeout(2000)
  }
}

test('Loan Now with a lender slower than the timeout: never "did not arrive" from the read at the timeout; 30 s of tapping applies once and opens it', async ({
  page,
  context,
}) => {
  await withConfig(context, { requestTimeoutMs: 3000 })
  const lender = await loanLender(context)
  // The lender stores the application 8 s after the request: long after the app gave up waiting.
  lender.state.pushDelayMs = 8000
  await open(page, CONFIRM)
  await page.getByRole('button', { name: 'Loan Now' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'your application may have arrived' })).toBeVisible()
  await keepTapping(page, 30_000)
  await expect(page).toHaveURL(/\/loanDetail\?productId=P1001&orderId=LN7000&from=confirm$/, { timeout: 30_000 })
  expect(lender.applications).toHaveLength(1)
})

test('Loan Now with problem-init busy, before and after a lost answer: applies once; 30 s of tapping sends nothing more', async ({
  page,
  context,
}) => {
  const lender = await loanLender(context)
  lender.state.busyInits = 1000
  lender.state.losePush = 'after'
  await open(page, CONFIRM)
  await page.getByRole('button', { name: 'Loan Now' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'your application may have arrived' })).toBeVisible()
  await keepTapping(page, 30_000)
  await expect(page.getByRole('button', { name: 'Loan Now' })).toBeDisabled()
  expect(lender.applications).toHaveLength(1)
  expect(lender.state.inits).toBeGreaterThan(2)
})

test('Loan Now with the agreement ticked and the complaint module down: still applies, once', async ({ page, context }) => {
  const lender = await loanLender(context)
  lender.state.initsDown = true
  await open(page, CONFIRM)
  await expect(page.getByRole('checkbox')).toBeChecked()
  await page.getByRole('button', { name: 'Loan Now' }).click()
  await expect(page).toHaveURL(/\/loanDetail\?productId=P1001&orderId=LN7000&from=confirm$/)
  expect(lender.applications).toHaveLength(1)
  expect(await page.locator('body').innerText()).not.toMatch(/not sent/i)
})

test('Loan Now without a receiving account applies once; the confirm page says an account will be asked for', async ({ page, context }) => {
  const lender = await loanLender(context, { account: false })
  await open(page, CONFIRM)
  await expect(page.getByText('No receiving account yet')).toBeVisible()
  await expect(page.getByText('After you apply, you will be asked for the account that receives your loan.')).toBeVisible()
  await page.getByRole('button', { name: 'Loan Now' }).click()
  await expect(page).toHaveURL(/\/loanDetail\?productId=P1001&orderId=LN7000&from=confirm$/)
  expect(lender.applications).toHaveLength(1)
})
