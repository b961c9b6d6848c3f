import type { BrowserContext, Page, Request, Route } from '@playwright/test'

import { expect, open, test } from './fixtures'
import { loanLender } from './loanLender'
import { orderDetails } from './specAnswers'

/*
 * Loan Now in a production build behind the project's nginx (dist/ as it is: no sandbox data
 * block), against the lender written from SPEC 3 and 7 (e2e/loanLender.ts: no Idempotency-Key,
 * errors as 200 + code, problem-init lists the orders). SPEC 4 gates Loan Now on the agreement
 * tick only: neither a missing receiving account nor a failing problem-init stops it, and either
 * way the lender records one application.
 */

const CONFIRM = '/loanConfirm?productId=P1001&session_id=sess-nginx-loan&device_id=dev-nginx-loan'
/** The calls e2e/loanLender.ts answers itself. */
const LOAN_CALLS = [
  '/loan-detail-confirm',
  '/v3/contract/contract',
  '/loan-detail-push-yd',
  '/save-bank-info',
  '/user-problem/problem-init',
]

const ok = (route: Route, body: unknown) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) })

/** The order page after the push, in loan-details' shape (SPEC 3): the new application under review. */
const orderAnswer = (orderId: string) => ({
  code: 0,
  success: true,
  data: orderDetails(orderId, 90, 'Under review', 'We are reviewing your application.', 'Mkopo Haraka'),
})

/**
 * The rest of the lender: every call e2e/loanLender.ts does not answer is answered here, so nothing
 * reaches the preview server's sandbox. Routes run newest first: this one hands the loan calls on.
 */
async function everyOtherCall(context: BrowserContext) {
  await context.route('**/api/**', async (route) => {
    const path = new URL(route.request().url()).pathname
    if (LOAN_CALLS.some((end) => path.endsWith(end))) return route.fallback()
    if (path.endsWith('/v3/loan-details/loan-details'))
      return ok(route, orderAnswer(new URLSearchParams(route.request().postData() ?? '').get('orderId') ?? ''))
    return ok(route, { code: 0, success: true, data: null })
  })
}

/** Every push the page sent, whatever the lender made of it. */
function pushesOf(page: Page): Request[] {
  const pushes: Request[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('/v3/loan-confirm/loan-detail-push-yd')) pushes.push(r)
  })
  return pushes
}

test('Loan Now with no receiving account on file applies once, and the confirm page says an account will be asked for', async ({
  page,
  context,
}) => {
  const lender = await loanLender(context, { account: false })
  await everyOtherCall(context)
  const pushes = pushesOf(page)
  await open(page, CONFIRM)
  await expect(page.getByText('After you apply, you will be asked for the account that receives your loan.')).toBeVisible({
    timeout: 20_000,
  })
  await expect(page.getByRole('checkbox')).toBeChecked()
  await page.getByRole('button', { name: 'Loan Now' }).dblclick()
  await expect(page).toHaveURL(/\/loanDetail\?productId=P1001&orderId=LN7000&from=confirm$/)
  await expect(page.getByRole('heading', { name: 'Under review' })).toBeVisible({ timeout: 20_000 })
  expect(pushes).toHaveLength(1)
  expect(lender.applications).toHaveLength(1)
  expect(lender.applications[0]).toMatchObject({ productId: 'P1001', periods: '14', termUnit: '1' })
  await expect(page).not.toHaveURL(/bindBank/)
})

test('Loan Now with problem-init failing applies once, and says nothing of "not sent"', async ({ page, context }) => {
  const lender = await loanLender(context)
  lender.state.initsDown = true
  await everyOtherCall(context)
  const pushes = pushesOf(page)
  await open(page, CONFIRM)
  await expect(page.getByRole('checkbox')).toBeChecked({ timeout: 20_000 })
  await page.getByRole('button', { name: 'Loan Now' }).dblclick()
  await expect(page).toHaveURL(/\/loanDetail\?productId=P1001&orderId=LN7000&from=confirm$/)
  await expect(page.getByRole('heading', { name: 'Under review' })).toBeVisible({ timeout: 20_000 })
  expect(pushes).toHaveLength(1)
  expect(lender.applications).toHaveLength(1)
  // The read before the push was tried and failed; it did not stop the push.
  expect(lender.state.inits).toBeGreaterThan(0)
  expect(await page.locator('body').innerText()).not.toMatch(/not sent/i)
})
