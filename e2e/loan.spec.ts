import { sampleObfuscatedAliases } from '../sandbox/aliases'
import { expect, open, test } from './fixtures'

test.describe('Loan confirm journey', () => {
  test('confirm -> Loan Now (double tap) replaces the page with the loan detail URL, one push', async ({ page, sandbox }) => {
    await open(page, '/loanConfirm?productId=P1001')
    await expect(page.getByRole('region', { name: 'Loan amount' })).toContainText('TZS 150,000.00')
    await expect(page.getByText('M-Pesa 0754 *** 456')).toBeVisible()
    await expect(page.getByRole('checkbox', { name: 'I have read and agree to the loan agreements' })).toBeChecked()
    await page.getByRole('button', { name: 'Loan Now' }).dblclick()
    await expect(page).toHaveURL(/\/loanDetail\?productId=P1001&orderId=ORD110001&from=confirm$/)
    const pushes = await sandbox.received('/v3/loan-confirm/loan-detail-push-yd')
    expect(pushes).toHaveLength(1)
    expect(pushes[0].body).toEqual({ amount: '15000000', periods: '14', termUnit: '1', productId: 'P1001' })
  })

  test('unticking the agreement greys out Loan Now; nothing is sent', async ({ page, sandbox }) => {
    await open(page, '/loanConfirm?productId=P1003')
    const loanNow = page.getByRole('button', { name: 'Loan Now' })
    await expect(loanNow).toBeEnabled()
    await page.getByRole('checkbox', { name: 'I have read and agree to the loan agreements' }).uncheck()
    await expect(loanNow).toBeDisabled()
    await expect(page.getByText('Please tick the agreement box to continue.')).toBeVisible()
    await loanNow.click({ force: true })
    expect(await sandbox.received('loan-detail-push-yd')).toHaveLength(0)
  })

  test('the agreement popup blocks until Agree; an agreement opens through contract-jump', async ({ page, sandbox }) => {
    await open(page, '/loanConfirm?productId=P1002')
    const dialog = page.getByRole('dialog', { name: 'Loan agreement' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Agree' }).click()
    await expect(dialog).toBeHidden()
    await page.getByRole('button', { name: 'Loan Agreement' }).click()
    await expect(page).toHaveURL(/\/loanAgreement$/)
    // The public page's own screen, its table fetched when the page is opened (src/public/pages.ts).
    await expect(page.getByRole('heading', { level: 1, name: 'Loan Agreement' })).toBeVisible()
    const jumps = await sandbox.received('/v3/contract/contract-jump')
    expect(jumps[0].body).toMatchObject({ productId: 'P1002', scene: '3', position: '0' })
  })

  test('native back with isPopType 1 offers to stay; Stay stays on the page', async ({ page }) => {
    await open(page, '/loanConfirm?productId=P1001')
    await expect(page.getByRole('button', { name: 'Loan Now' })).toBeVisible()
    await page.evaluate(() => window.onNativeMessage?.(JSON.stringify({ type: 'nativeBack' })))
    const dialog = page.getByRole('dialog', { name: 'Wait! Your loan is almost ready' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Stay' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/loanConfirm\?productId=P1001$/)
  })

  test('the older variant speaks obfuscated names and lands on the same detail URL', async ({ page, sandbox }) => {
    // The alias map is deployment configuration (no built-in sample): configure the sandbox's.
    await page.addInitScript((aliases) => {
      window.__APP_CONFIG__ = { ...window.__APP_CONFIG__, aliases }
    }, sampleObfuscatedAliases)
    await open(page, '/loanConfirmLegacy?productId=P1001')
    await expect(page.getByRole('region', { name: 'Loan amount' })).toContainText('TZS 150,000.00')
    await page.getByRole('button', { name: 'Loan Now' }).click()
    await expect(page).toHaveURL(/\/loanDetail\?productId=P1001&orderId=ORD110001&from=confirm$/)
    const pushes = await sandbox.received('/x1/k7/p5')
    expect(pushes).toHaveLength(1)
    expect(pushes[0].body).toEqual({ a1m: '15000000', p3r: '14', t8u: '1', p9x: 'P1001' })
    expect(await sandbox.received('/v3/loan-confirm')).toHaveLength(0)
  })
})
