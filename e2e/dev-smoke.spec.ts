import type { Page } from '@playwright/test'

import { expect, pick, test } from './fixtures'

/**
 * `npm start` is the product too. The dev-server project (playwright.config.ts) runs
 * this file against `vite` in development, where React StrictMode runs every effect, its cleanup
 * and the effect again: each main screen opens, and each picker and dialog opens, stays open and
 * does its work. The pickers and the dialogs that open on load once closed themselves here only.
 */

/** Fails the test on any uncaught error in the page (StrictMode's second run included). */
function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  return errors
}

/**
 * Opens a path on the dev server. A page load there fetches every module unbundled (about 10 s on
 * a busy CI machine), so after the first one the app is moved client-side, as a link would.
 */
async function openDev(page: Page, path: string) {
  if (page.url().startsWith('http')) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, path)
    await expect(page).toHaveURL(path)
  } else {
    await page.goto(path, { timeout: 60_000 })
    await expect(page.locator('main')).toBeVisible({ timeout: 60_000 })
  }
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('body')).not.toContainText('undefined')
  await expect(page.getByText('Something went wrong')).toHaveCount(0)
}

/** A dialog stays open: the stale close of StrictMode's first run arrives a task later. */
async function staysOpen(page: Page, name: string | RegExp) {
  const d = page.getByRole('dialog', { name })
  await expect(d).toBeVisible()
  await page.waitForTimeout(300)
  await expect(d).toBeVisible()
  return d
}

// One test, one browser context: each page load on the dev server fetches every module
// unbundled, so the screens after the first are reached client-side (openDev).
test('the dev server: each main screen opens, each picker and dialog opens, stays open and works', async ({ page, sandbox }) => {
  const errors = watchErrors(page)
  await test.step('every main screen opens on the dev server', async () => {
    for (const path of [
      '/testPreview',
      '/loanConfirm?productId=P1001',
      '/loanDetail?productId=P1002&orderId=ORD174001',
      '/repay?productId=P1002&orderId=ORD174001',
      '/repayDelay?productId=P1002&orderId=ORD174001',
      '/bindBank?productId=P1001',
      '/complaint?orderId=ORD200001',
      '/complaintList',
      '/customerService',
      '/clearingDeletingAccount',
      '/paymentInstructions',
    ]) {
      await openDev(page, path)
    }
  })

  await test.step('the payout-failed and rating dialogs that open on load stay open and work', async () => {
    await openDev(page, '/loanDetail?productId=P1002&orderId=ORD151001')
    const payout = await staysOpen(page, 'Payout failed')
    await payout.getByRole('button', { name: 'Go and bind the card' }).click()
    await expect(page).toHaveURL(/\/bindBank\?source=loanDetail&productId=P1002&orderId=ORD151001$/)

    await openDev(page, '/loanDetail?productId=P1001&orderId=ORD200001')
    const rating = await staysOpen(page, 'Rate our service')
    await rating.getByRole('radio', { name: '5 of 5 stars' }).check({ force: true })
    await rating.getByRole('button', { name: 'Submit' }).click()
    await expect(rating).toBeHidden()
    const [score] = await sandbox.received('/v3/loan-details/google-score')
    expect(score.body).toEqual({ score: '5' })
  })

  await test.step('the wallet picker on repay opens and changes the wallet; the reminder dialog opens', async () => {
    await openDev(page, '/repay?productId=P1002&orderId=ORD174001')
    await page.getByRole('button', { name: 'Change wallet, current: M-Pesa' }).click()
    const sheet = await staysOpen(page, 'Choose wallet')
    await sheet.getByText('Tigo Pesa').click()
    await sheet.getByRole('button', { name: 'Confirm' }).click()
    await expect(sheet).toBeHidden()
    await expect(page.getByRole('button', { name: 'Change wallet, current: Tigo Pesa' })).toBeVisible()
    // The M-Pesa number does not follow to Tigo Pesa.
    await expect(page.getByRole('textbox', { name: 'Wallet number' })).toHaveValue('')
    await page.getByRole('textbox', { name: 'Wallet number' }).fill('0713 987 654')

    await openDev(page, '/repay?productId=P1003&orderId=ORD174002')
    await page.getByRole('checkbox', { name: 'Select all' }).check()
    await page.getByRole('button', { name: 'Pay Now' }).click()
    const reminder = await staysOpen(page, 'Reminder')
    await reminder.getByRole('button', { name: 'Confirm' }).click()
    await expect(reminder).toBeHidden()
    expect(await sandbox.received('/generate-vcode-yd')).toHaveLength(1)
  })

  await test.step('the repay amount typed with its cents is the amount asked for, named before Pay Now', async () => {
    // Tigo Pesa answers with the reminder (M-Pesa with a checkout link); its number is typed.
    await openDev(page, '/repay?productId=P1002&orderId=ORD174001')
    await pick(page, /^Change wallet/, 'Tigo Pesa')
    await page.getByRole('textbox', { name: 'Wallet number' }).fill('0713 987 654')
    await page.getByRole('button', { name: 'Modify amount' }).click()
    const input = page.getByRole('textbox', { name: 'Amount to repay (TZS)' })
    await input.pressSequentially('45500.00')
    await expect(input).toHaveValue('45500.00')
    await expect(page.locator('.repay-summary')).toHaveText('You pay TZS 45,500.00 from Tigo Pesa 0713 987 654.')
    await input.fill('1.000,50')
    await page.getByRole('button', { name: 'Pay Now' }).click()
    await expect(page.locator('.repay-error')).toContainText('"1.000,50" can be read more than one way.')
    await input.fill('TZS 45,500.00')
    await page.getByRole('button', { name: 'Pay Now' }).click()
    const reminder = await staysOpen(page, 'Reminder')
    await reminder.getByRole('button', { name: 'Confirm' }).click()
    const calls = await sandbox.received('/generate-vcode-yd')
    expect(calls.at(-1)!.body).toMatchObject({ orderId: 'ORD174001', amount: '4550000', cardNo: '0713987654', bankCode: 'TIGOPESA' })
  })

  await test.step('the Region, Salary day and Wallet pickers on bank binding open and fill the form', async () => {
    await openDev(page, '/bindBank?productId=P1001')
    await pick(page, /^Region/, 'Dar es Salaam')
    await expect(page.getByRole('button', { name: /^Region/ })).toContainText('Dar es Salaam')
    await pick(page, /^Salary day/, '28')
    await expect(page.getByRole('button', { name: /^Salary day/ })).toContainText('28')
    await pick(page, /^Mobile wallet/, 'HaloPesa')
    await expect(page.getByRole('button', { name: /^Mobile wallet/ })).toContainText('HaloPesa')
  })

  await test.step('the complaint order switch opens and switches the order; the complaint rating opens after 3 s', async () => {
    await openDev(page, '/complaint?orderId=ORD200001')
    await expect(page.getByRole('region', { name: /ORD200001/ })).toBeVisible()
    await page.getByRole('button', { name: 'All' }).click()
    const sheet = await staysOpen(page, 'Choose an order')
    await sheet.getByText(/ORD174001/).click()
    await sheet.getByRole('button', { name: 'Confirm' }).click()
    await expect(sheet).toBeHidden()
    await expect(page.getByRole('region', { name: /ORD174001/ })).toBeVisible()

    await openDev(page, '/complainDetails?problemId=PB2611130004')
    await staysOpen(page, 'Please rate this service')
  })
  expect(errors).toEqual([])
})
