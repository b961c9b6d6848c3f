import type { Page } from '@playwright/test'

import { expect, fakeShell, LANG_WIDTHS, open, openToPaste, paste, pick, type Sandbox, test } from './fixtures'

async function fillCommon(page: Page) {
  await page.getByRole('textbox', { name: 'NIDA number' }).pressSequentially('19900101-12345-00001-23')
  await expect(page.getByRole('textbox', { name: 'NIDA number' })).toHaveValue('19900101123450000123')
  await pick(page, /^Region/, 'Dar es Salaam')
  await pick(page, /^Salary day/, '28')
}

/** The body of the one request the sandbox received at `path`; fails when it received none or more than one. */
async function onlyBody(sandbox: Sandbox, path: string): Promise<unknown> {
  const received = await sandbox.received(path)
  expect(received).toHaveLength(1)
  return received[0].body
}

test.describe('Bank card journey', () => {
  test('fill every field type -> Next -> the sandbox receives the bare values; the webview closes', async ({ page, sandbox }) => {
    // Stand in for the Android shell so the close-webview call can be seen.
    const shell = await fakeShell(page)
    await open(page, '/bindBank?productId=P1001')
    await expect(page.getByRole('heading', { level: 1, name: 'Payment account information' })).toBeVisible()
    await page.getByRole('textbox', { name: 'Full name' }).fill('Baraka Said Mushi')
    await fillCommon(page)
    await pick(page, /^Mobile wallet/, 'HaloPesa')
    const phone = page.getByRole('textbox', { name: 'Wallet phone number' })
    await phone.pressSequentially('0621-987-654')
    await expect(phone).toHaveValue('0621 987 654')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => shell.calls()).toContainEqual({ action: 'closeWebview', payload: {} })
    expect(await onlyBody(sandbox, '/v3/certify/save-bank-info')).toEqual({
      full_name: 'Baraka Said Mushi',
      nida_no: '19900101123450000123',
      region: 'Dar es Salaam',
      salary_day: '28',
      wallet_type: 'HALOPESA',
      wallet_phone: '0621987654',
      product_id: 'P1001',
      cardType: '1',
    })
  })

  test('a wallet phone that is not a mobile number of the market is refused beside the field; a valid one saves', async ({
    page,
    sandbox,
  }) => {
    await open(page, '/bindBank?productId=P1001')
    await fillCommon(page)
    await pick(page, /^Mobile wallet/, 'HaloPesa')
    const phone = page.getByRole('textbox', { name: 'Wallet phone number' })
    for (const bad of ['075412', '07541234567', '1234567890', '0054123456']) {
      await phone.fill('')
      await phone.pressSequentially(bad)
      await page.getByRole('button', { name: 'Next' }).click()
      await expect(page.getByRole('alert').filter({ hasText: 'Please check these fields: Wallet phone number.' })).toBeVisible()
      await expect(phone).toHaveAttribute('aria-invalid', 'true')
      await expect(phone).toHaveAccessibleDescription(/This is not a mobile number\. Enter it like 0754 123 456 \/ \+255 754 123 456\.$/)
    }
    expect(await sandbox.received('save-bank-info')).toHaveLength(0)
    await expect(page.getByText('Your payment account is saved')).toHaveCount(0)
    await phone.fill('')
    await phone.pressSequentially('255621987654')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect.poll(async () => (await sandbox.received('/v3/certify/save-bank-info')).length).toBe(1)
    expect((await sandbox.received('/v3/certify/save-bank-info'))[0].body).toMatchObject({ wallet_phone: '0621987654' })
  })

  test('every missing field is named at once, each error beside its field, and nothing is sent', async ({ page, sandbox }) => {
    await open(page, '/bindBank?productId=P1001')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Please check these fields: NIDA number, Region, Salary day, Mobile wallet, Wallet phone number.' }),
    ).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'NIDA number' })).toHaveAccessibleDescription(
      /^20 digits, no dashes .*Please fill this in\.$/,
    )
    expect(await sandbox.received('save-bank-info')).toHaveLength(0)
  })

  test('source=loanDetail: the bank tab (card number in fours) saves through cardChange and returns to the order URL', async ({
    page,
    sandbox,
  }) => {
    await open(page, '/bindBank?source=loanDetail&productId=P1002&orderId=ORD151001')
    await page.getByRole('tab', { name: 'Bank account' }).click()
    await fillCommon(page)
    await pick(page, /^Bank/, 'CRDB Bank')
    const card = page.getByRole('textbox', { name: 'Card or account number' })
    await card.pressSequentially('0150234567891')
    await expect(card).toHaveValue('0150 2345 6789 1')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/loanDetail\?productId=P1002&orderId=ORD151001$/)
    expect(await onlyBody(sandbox, '/yours/cardChange')).toMatchObject({
      bank_code: 'CRDB',
      card_no: '0150234567891',
      cardType: '2',
      product_id: 'P1002',
    })
    // SPEC 4's fields only: the order id and channel number are a deployment's opt-in.
    expect(await onlyBody(sandbox, '/yours/cardChange')).not.toHaveProperty('orderId')
    expect(await onlyBody(sandbox, '/yours/cardChange')).not.toHaveProperty('channelNumber')
    expect(await sandbox.received('save-bank-info')).toHaveLength(0)
  })

  test('the Next button hides while the keyboard shrinks the viewport, and returns', async ({ page }) => {
    await open(page, '/bindBank?productId=P1001')
    const next = page.getByRole('button', { name: 'Next' })
    await expect(next).toBeVisible()
    await page.setViewportSize({ width: 390, height: 520 })
    await expect(next).toBeHidden()
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(next).toBeVisible()
  })
})

// The borrower's own typing and pasting on the bank form, both languages at 320 and 360 px.
const BANK_WORDS = {
  en: {
    walletPhone: 'Wallet phone number',
    bankTab: 'Bank account',
    card: 'Card or account number',
    nida: 'NIDA number',
    next: 'Next',
    count: (n: number) => `Enter 10 to 19 digits. You entered ${n}.`,
  },
  sw: {
    walletPhone: 'Namba ya simu ya pochi',
    bankTab: 'Akaunti ya benki',
    card: 'Namba ya kadi au akaunti',
    nida: 'Namba ya NIDA',
    next: 'Endelea',
    count: (n: number) => `Weka tarakimu 10 hadi 19. Umeweka ${n}.`,
  },
} as const

/** Whether the focused control lies clear of the sticky header and the sticky footer (Next and the error summary). */
const focusedClearOfBars = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement!.getBoundingClientRect()
    const header = document.querySelector('.ui-page__header')!.getBoundingClientRect()
    const footer = document.querySelector('.ui-page__footer')!.getBoundingClientRect()
    return el.top >= header.bottom - 1 && el.bottom <= footer.top + 1
  })

for (const [lang, width] of LANG_WIDTHS) {
  const w = BANK_WORDS[lang]
  test(`bank form numbers: a pasted +255 (0) phone reads right; short or long account numbers are refused; the summary follows (${lang}, ${width} px)`, async ({
    page,
    sandbox,
  }) => {
    await openToPaste(page, `/bindBank?productId=P1001&lang=${lang}`, { width, height: 640 })
    const phone = page.getByRole('textbox', { name: w.walletPhone })
    await paste(phone, '+255 (0)754 123 456')
    await expect(phone).toHaveValue('255 754 123 456')

    await page.getByRole('tab', { name: w.bankTab }).click()
    const card = page.getByRole('textbox', { name: w.card })
    await card.pressSequentially('1234')
    await page.getByRole('button', { name: w.next }).click()
    await expect(page.getByText(w.count(4))).toBeVisible()
    const summary = page.locator('.bank-alert')
    await expect(summary).toContainText(w.nida)
    await expect(summary).toContainText(w.card)
    // The field focused is not hidden under the sticky summary.
    await expect.poll(() => focusedClearOfBars(page)).toBe(true)
    await page.getByRole('textbox', { name: w.nida }).pressSequentially('19900101123450000123')
    await expect(summary).not.toContainText(w.nida)

    // Thirty digits pasted are kept whole and refused, not cut to fit.
    await card.fill('')
    await paste(card, '1'.repeat(30))
    await page.getByRole('button', { name: w.next }).click()
    await expect(page.getByText(w.count(30))).toBeVisible()
    await expect.poll(() => focusedClearOfBars(page)).toBe(true)
    expect(await sandbox.received('save-bank-info')).toHaveLength(0)
    expect(await sandbox.received('/yours/cardChange')).toHaveLength(0)
  })
}
