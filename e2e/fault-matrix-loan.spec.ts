import { expect, open, pick, test } from './fixtures'
import { loanLender } from './loanLender'

/**
 * Loan Now against a lender written in the test (e2e/loanLender.ts: no Idempotency-Key, errors as
 * 200 + code): an answer lost after the lender stored the application is checked with the
 * lender's order list, never sent again; each row asserts what the lender recorded and what the
 * borrower saw.
 */
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
  await expect(page.getByRole('status').filter({ hasText: 'We could not confirm yet whether your application arrived.' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Loan Now' })).toBeDisabled()
  // What the borrower can read (the shell keeps hidden fallback texts of its own).
  expect(await page.locator('body').innerText()).not.toMatch(/try again/i)
  await page.getByRole('button', { name: 'Check again' }).click()
  await expect(page).toHaveURL(/\/loanDetail\?productId=P1001&orderId=LN7000&from=confirm$/)
  expect(lender.applications).toHaveLength(1)
  expect(lender.state.inits).toBe(3)
})

test('Loan Now without a receiving account goes to bind one first, comes back, and then applies once', async ({ page, context }) => {
  const lender = await loanLender(context, { account: false })
  await open(page, CONFIRM)
  await expect(page.getByText('No receiving account yet')).toBeVisible()
  await page.getByRole('button', { name: 'Loan Now' }).click()
  await expect(page).toHaveURL(/\/bindBank\?source=confirmUrl&productId=P1001/)
  await expect(page.getByRole('heading', { level: 1, name: 'Payment account information' })).toBeVisible()
  expect(lender.applications).toHaveLength(0)
  // The sandbox's bank form (card-init); the save goes to the test lender.
  await page.getByRole('textbox', { name: 'NIDA number' }).pressSequentially('19900101123450000123')
  await pick(page, /^Region/, 'Dar es Salaam')
  await pick(page, /^Salary day/, '28')
  await pick(page, /^Mobile wallet/, 'HaloPesa')
  await page.getByRole('textbox', { name: 'Wallet phone number' }).pressSequentially('0621987654')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/loanConfirm\?productId=P1001$/)
  // The receiving account in the one masked form of a phone number (src/config/phoneShown.ts).
  await expect(page.getByText(/^HALOPESA\s0621\s\*\*\*\s654$/)).toBeVisible()
  await page.getByRole('button', { name: 'Loan Now' }).click()
  await expect(page).toHaveURL(/\/loanDetail\?productId=P1001&orderId=LN7000&from=confirm$/)
  expect(lender.applications).toHaveLength(1)
})
