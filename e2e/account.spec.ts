import type { Page } from '@playwright/test'

import { expect, open, openToPaste, paste, test } from './fixtures'

/** Accepts every browser alert and keeps its text: there must be none (messages in the page). */
function alerts(page: Page): string[] {
  const seen: string[] = []
  page.on('dialog', (d) => {
    seen.push(d.message())
    void d.accept()
  })
  return seen
}

const sendButton = (page: Page) => page.getByRole('button', { name: /^(Send Verification Code|\d+s)$/ })

test.describe('delete account', () => {
  test('sends a code, asks for confirmation, deletes, and says so', async ({ page, sandbox }) => {
    const said = alerts(page)
    await open(page, '/clearingDeletingAccount?session_id=S-77&lang=en')
    await expect(page.getByRole('heading', { level: 1, name: 'Delete account' })).toBeVisible()
    await expect(page.getByLabel('Verification code')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Confirm Deletion' })).toBeDisabled()

    await page.getByLabel('Phone number').fill('075412345')
    await sendButton(page).click()
    await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription('Please enter a valid phone number.')
    expect(await sandbox.received('/send-sms-code-new')).toEqual([])

    await page.getByLabel('Phone number').fill('0754123456')
    await sendButton(page).click()
    await expect(page.getByRole('status').filter({ hasText: 'Verification code sent! We sent it by SMS to 0754 123 456.' })).toBeVisible()
    const sent = await sandbox.received('/send-sms-code-new')
    expect(sent[0].body).toEqual({ phone: '0754123456', type: 'del' })
    expect(sent[0].query.session_id).toBe('S-77')

    await page.getByLabel('Verification code').fill('65432')
    await expect(page.getByRole('button', { name: 'Confirm Deletion' })).toBeDisabled()
    await page.getByLabel('Verification code').fill('654321')
    await page.getByRole('button', { name: 'Confirm Deletion' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
    await expect(dialog).toContainText('0754123456')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    expect(await sandbox.received('/user-delete')).toEqual([])

    await page.getByRole('button', { name: 'Confirm Deletion' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete my account' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted.' })).toBeVisible()
    await page.getByRole('button', { name: 'Back to login' }).click()
    // Back to login: outside the native shell the bridge's fallback opens the home page.
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    const deleted = await sandbox.received('/user-delete')
    expect(deleted.map((r) => r.body)).toEqual([{ phone: '0754123456', code: '654321' }])
    expect(said).toEqual([])
  })

  test('shows the server message when the phone has no account or the code is wrong', async ({ page }) => {
    const said = alerts(page)
    await open(page, '/clearingDeletingAccount')
    await page.getByLabel('Phone number').fill('0700000000')
    await sendButton(page).click()
    await expect(page.getByRole('alert').filter({ hasText: 'No account is registered with this phone number' })).toBeVisible()
    await expect(page.getByLabel('Verification code')).toHaveCount(0)

    await page.getByLabel('Phone number').fill('0715987654')
    await sendButton(page).click()
    await expect(page.getByLabel('Verification code')).toBeVisible()
    await page.getByLabel('Verification code').fill('111111')
    await page.getByRole('button', { name: 'Confirm Deletion' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete my account' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'The verification code is incorrect' })).toBeVisible()
    await expect(page.getByText('Your account has been deleted.')).toHaveCount(0)
    expect(said).toEqual([])
  })
})

for (const [lang, width, sent] of [
  ['en', 320, 'We sent it by SMS to 0754 123 456.'],
  ['sw', 360, 'Tumeutuma kwa SMS kwenda 0754 123 456.'],
  ['sw', 320, 'Tumeutuma kwa SMS kwenda 0754 123 456.'],
  ['en', 360, 'We sent it by SMS to 0754 123 456.'],
] as const) {
  test(`delete account takes the phone in every form the landing takes (${lang}, ${width} px)`, async ({ page, sandbox }) => {
    await openToPaste(page, `/clearingDeletingAccount?session_id=S-77&lang=${lang}`, { width, height: 640 })
    const phone = page.getByLabel(lang === 'en' ? 'Phone number' : 'Namba ya simu')
    const send = page.getByRole('button', { name: lang === 'en' ? 'Send Verification Code' : 'Tuma Msimbo wa Uthibitisho' })
    await phone.pressSequentially('1234567890')
    await send.click()
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
    expect(await sandbox.received('/send-sms-code-new')).toEqual([])
    // Pasted as the borrower's contacts app writes it.
    await phone.fill('')
    await paste(phone, '+255754123456')
    await expect(phone).toHaveValue('255 754 123 456')
    await send.click()
    await expect(page.getByRole('status').filter({ hasText: sent })).toBeVisible()
    expect((await sandbox.received('/send-sms-code-new'))[0].body).toEqual({ phone: '0754123456', type: 'del' })
  })
}
