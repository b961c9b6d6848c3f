import type { Page } from '@playwright/test'

import { expect, LANG_WIDTHS, open, openToPaste, paste, pick, test } from './fixtures'

test('order detail -> repay one period -> the provider checkout (PAY_URL), the sandbox page standing in for it', async ({
  page,
  sandbox,
}) => {
  await open(page, '/loanDetail?productId=P1002&orderId=ORD174001')
  await page.getByRole('button', { name: 'REPAY', exact: true }).click()
  await expect(page).toHaveURL(/\/repay\?productId=P1002&orderId=ORD174001$/)
  await expect(page.getByRole('checkbox', { name: /^Period 2\b/ })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: /^Period 3\b/ })).toBeDisabled()
  await expect(page.getByRole('region', { name: 'Repayment amount' })).toContainText('TZS 45,500.00')
  await page.getByRole('button', { name: 'Pay Now' }).click()
  await page.waitForURL(/\/api\/__sandbox\/page\/pay\?trade=TR\d+&order=ORD174001&amount=4550000&back=/)
  await expect(page.getByRole('heading', { name: 'M-Pesa checkout' })).toBeVisible()
  const [call] = await sandbox.received('/generate-vcode-yd')
  expect(call.body).toEqual({
    product_id: 'P1002',
    orderId: 'ORD174001',
    amount: '4550000',
    cardNo: '255754123456',
    bankCode: 'MPESA',
    isDelay: '0',
  })
  await page.getByRole('link', { name: 'Back to the app' }).click()
  await expect(page).toHaveURL(/\/repay\?productId=P1002&orderId=ORD174001$/)
})

test('select all -> the reminder dialog with notice and trade number', async ({ page, sandbox }) => {
  await open(page, '/repay?productId=P1003&orderId=ORD174002')
  await page.getByRole('checkbox', { name: 'Select all' }).check()
  await expect(page.getByRole('checkbox', { name: /^Period 2\b/ })).toBeChecked()
  await expect(page.getByRole('region', { name: 'Repayment amount' })).toContainText('TZS 162,000.00')
  // A double tap sends one request.
  await page.getByRole('button', { name: 'Pay Now' }).dblclick()
  const dialog = page.getByRole('dialog', { name: 'Reminder' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('We have sent a payment request of TZS 162,000.00')
  await expect(dialog.getByText(/^Trade number: TR\d+$/)).toBeVisible()
  expect(await sandbox.received('/generate-vcode-yd')).toHaveLength(1)
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(dialog).toBeHidden()
})

test('free amount: kept as typed, read exactly, range-checked before any call', async ({ page, sandbox }) => {
  await open(page, '/repay?productId=P1001&orderId=ORD170001')
  await page.getByRole('button', { name: 'Modify amount' }).click()
  const input = page.getByRole('textbox', { name: 'Amount to repay (TZS)' })
  await expect(input).toBeFocused()
  await input.pressSequentially('500')
  await page.getByRole('button', { name: 'Pay Now' }).click()
  await expect(page.locator('.repay-error')).toHaveText('The least you can pay here is TZS 1,000.00.')
  await input.fill('')
  await input.pressSequentially('99999999')
  await expect(input).toHaveValue('99999999')
  await page.getByRole('button', { name: 'Pay Now' }).click()
  await expect(page.locator('.repay-error')).toHaveText('The most you can pay here is TZS 108,000.00. Please enter TZS 108,000.00 or less.')
  expect(await sandbox.received('/generate-vcode-yd')).toHaveLength(0)
})

test('rollover: deferral fee paid with isDelay 1 from another wallet', async ({ page, sandbox }) => {
  await open(page, '/loanDetail?productId=P1002&orderId=ORD174001')
  await page.getByRole('button', { name: 'Rollover Repayment' }).click()
  await expect(page.getByRole('region', { name: 'Deferral fee' })).toContainText('TZS 13,650.00')
  await expect(page.getByRole('heading', { name: 'Repayment plan after rollover' })).toBeVisible()
  await pick(page, /^Change wallet, current: M-Pesa$/, 'Tigo Pesa')
  // The M-Pesa number does not follow to Tigo Pesa: the Tigo number is typed.
  await page.getByRole('textbox', { name: 'Wallet number' }).fill('0713 987 654')
  await page.getByRole('button', { name: 'Pay Now' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reminder' })
  await expect(dialog).toContainText('TZS 13,650.00')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  const [call] = await sandbox.received('/generate-vcode-yd')
  expect(call.body).toMatchObject({ orderId: 'ORD174001', amount: '1365000', bankCode: 'TIGOPESA', cardNo: '0713987654', isDelay: '1' })
})

test('repayment code: HaloPesa (a code channel) goes straight to a code to copy, with no word of a request sent', async ({
  page,
  context,
  sandbox,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await open(page, '/repay?productId=P1003&orderId=ORD180002')
  await expect(page.getByText('Overdue 6 days')).toHaveClass(/repay-status--overdue/)
  await page.getByRole('button', { name: 'Pay Now' }).click()
  // Nothing was pushed to the phone: no reminder saying so, the code page at once.
  await expect(page).toHaveURL(/\/repaymentOfCode\?showType=1&payCode=77\d{8}/)
  await expect(page.getByRole('dialog', { name: 'Reminder' })).toHaveCount(0)
  await expect(page.getByText(/payment request has been sent/)).toHaveCount(0)
  await expect(page.getByText(/^Trade number: TR\d+$/)).toBeVisible()
  expect(await sandbox.received('/generate-vcode-yd')).toHaveLength(1)
  const code = new URL(page.url()).searchParams.get('payCode')!
  await expect(page.getByText(code, { exact: true })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Payment channel' })).toBeVisible()
  await page.getByRole('button', { name: 'Copy' }).click()
  await expect(page.getByText('Copied.')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code)
})

/** What redux-persist has written to IndexedDB (it writes throttled, so tests wait for it). */
function persistedRoot(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const req = indexedDB.open('borrower-web')
        req.onerror = () => resolve('')
        req.onsuccess = () => {
          const db = req.result
          if (!db.objectStoreNames.contains('persist')) return resolve('')
          const get = db.transaction('persist').objectStore('persist').get('persist:root')
          get.onsuccess = () => resolve(String(get.result ?? ''))
          get.onerror = () => resolve('')
        }
      }),
  )
}

test('repayment code page two survives a reload (persisted repaymentInfo)', async ({ page }) => {
  await open(page, '/repay?productId=P1002&orderId=ORD180001')
  await page.getByRole('button', { name: 'Pay Now' }).click()
  // Airtel Money is a code channel: straight to code page two.
  await expect(page).toHaveURL(/\/repaymentOfCode2\?orderId=ORD180001$/)
  await expect(page.getByRole('dialog', { name: 'Reminder' })).toHaveCount(0)
  const region = page.getByRole('region', { name: 'Contract number' })
  await expect(region).toContainText(/88\d{8}/)
  await expect(region).toContainText('TZS 48,230.00')
  const code = (await region.textContent())!.match(/88\d{8}/)![0]
  await page.getByRole('tab', { name: 'Bank agent' }).click()
  await expect(page.getByText('Visit any CRDB or NMB agent')).toBeVisible()
  await expect.poll(() => persistedRoot(page)).toContain(code)
  await page.reload()
  await expect(page.getByRole('region', { name: 'Contract number' })).toContainText(code)
  await expect(page.getByRole('region', { name: 'Contract number' })).toContainText('TZS 48,230.00')
})

test('Selcom QR: Pay Now goes straight to the QR code; the payment instructions carry the reference, with an enlarged image', async ({
  page,
}) => {
  await open(page, '/repay?productId=P1003&orderId=ORD180002')
  await pick(page, /^Change wallet/, 'Selcom Pay (QR)')
  await page.getByRole('button', { name: 'Pay Now' }).click()
  await expect(page).toHaveURL(/\/repaymentOfCode\?showType=2&payCode=SELCOM-TR\d+/)
  await expect(page.getByRole('dialog', { name: 'Reminder' })).toHaveCount(0)
  const code = new URL(page.url()).searchParams.get('payCode')!
  await expect(page.getByRole('img', { name: `QR code of pay code ${code}` })).toBeVisible()
  await page.getByRole('link', { name: 'How to pay with a reference number' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'How to pay' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your reference number' })).toContainText(code)
  await page.getByRole('button', { name: 'Enlarge image: Payment agent and receipt' }).click()
  const zoom = page.getByRole('dialog', { name: 'Payment agent and receipt' })
  await expect(zoom).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(zoom).toBeHidden()
})

test('old flow: card, SMS step with countdown, 800006 then success to the borrow detail', async ({ page, sandbox }) => {
  await open(page, '/oldRepay?productId=P1001&orderId=ORD170001&amount=5400000')
  await expect(page.getByText('TZS 54,000.00')).toBeVisible()
  await page.getByRole('button', { name: 'Pay Now' }).click()
  await expect(page.getByText('Please select a bank card first')).toBeVisible()
  await page.getByRole('radio', { name: /CRDB Bank/ }).check()
  await page.getByRole('button', { name: 'Pay Now' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^(60|59|58)s$/ })).toBeDisabled()
  const code = page.getByRole('textbox', { name: 'Verification code' })
  await code.fill('12345')
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('please enter the correct verification code')).toBeVisible()
  await code.fill('000000')
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('verification code error')).toBeVisible()
  await code.fill('123456')
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(/\/loanDetail\?productId=P1001&orderId=ORD170001$/)
  const commits = await sandbox.received('/repayment-commit')
  expect(commits[0].body).toMatchObject({ cardId: '11', bankCode: 'CRDB', sendMsg: '0', amount: '5400000' })
  expect((await sandbox.received('/repayment-confirm')).map((r) => r.body.verifyCode)).toEqual(['000000', '123456'])
})

test('the UTR form arriving late does not move the how-to-pay link below it (both languages, 320 and 360 px)', async ({ page }) => {
  const utrChunk = /\/assets\/UtrForm-[\w-]+\.js$/
  const moved: string[] = []
  for (const [lang, width, url] of [
    ['en', 320, '/repayDelay?productId=P1002&orderId=ORD174001'],
    ['sw', 320, '/repay?productId=P1002&orderId=ORD174001'],
    ['sw', 360, '/repayDelay?productId=P1002&orderId=ORD174001'],
  ] as const) {
    // The form's code is held back, as on a slow network, until the link's place has been read.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(utrChunk, async (route) => {
      await held
      await route.continue()
    })
    await page.setViewportSize({ width, height: 740 })
    await page.goto(`${url}&lang=${lang}`)
    const link = page.locator('a.repay-link')
    await expect(link).toBeVisible()
    await expect(page.locator('.repay-utr-slot')).toBeAttached()
    const top = () => link.evaluate((el) => el.getBoundingClientRect().top + scrollY)
    const before = await top()
    release()
    await expect(page.locator('form.repay-section input')).toBeVisible()
    const after = await top()
    // The place kept for the form is about its height: the link stays within a line of where it was.
    if (Math.abs(after - before) >= 24) moved.push(`${lang} ${width}px ${url.split('?')[0]}: moved ${Math.round(after - before)} px`)
    await page.unroute(utrChunk)
  }
  expect(moved).toEqual([])
})

// The borrower's own typing and pasting on /repay and /repayDelay, in both languages at 320 and 360 px.
const WORDS = {
  en: {
    modify: 'Modify amount',
    amount: 'Amount to repay (TZS)',
    wallet: 'Wallet number',
    pay: 'Pay Now',
    you: (amount: string, number: string) => `You pay ${amount} from Tigo Pesa ${number}.`,
    ambiguous: '"1.000,50" can be read more than one way.',
    badNumber: 'Please enter a wallet phone number, e.g. 0754 123 456 / +255 754 123 456.',
  },
  sw: {
    modify: 'Badilisha kiasi',
    amount: 'Kiasi cha kurejesha (TZS)',
    wallet: 'Namba ya pochi',
    pay: 'Lipa Sasa',
    you: (amount: string, number: string) => `Unalipa ${amount} kutoka Tigo Pesa ${number}.`,
    ambiguous: '"1.000,50" kinaweza kusomeka kwa njia zaidi ya moja.',
    badNumber: 'Tafadhali weka namba ya simu ya pochi, mfano 0754 123 456 / +255 754 123 456.',
  },
} as const

for (const [lang, width] of LANG_WIDTHS) {
  const w = WORDS[lang]
  test(`the amount typed and pasted is the amount asked for, named before Pay Now (${lang}, ${width} px)`, async ({ page, sandbox }) => {
    await openToPaste(page, `/repay?productId=P1003&orderId=ORD174002&lang=${lang}`, { width, height: 740 })
    await page.getByRole('button', { name: w.modify }).click()
    const input = page.getByRole('textbox', { name: w.amount })
    await input.pressSequentially('1.000,50')
    await page.getByRole('button', { name: w.pay }).click()
    await expect(page.locator('.repay-error')).toContainText(w.ambiguous)
    await input.fill('')
    await input.pressSequentially('45500.00')
    await expect(page.locator('.repay-summary')).toHaveText(w.you('TZS 45,500.00', '0713 987 654'))
    // Pasted as the screen writes an amount.
    await input.fill('')
    await paste(input, 'TZS 45,500.00')
    await expect(input).toHaveValue('TZS 45,500.00')
    await expect(page.locator('.repay-summary')).toHaveText(w.you('TZS 45,500.00', '0713 987 654'))
    const summary = await page.locator('.repay-summary').boundingBox()
    expect(summary!.x + summary!.width).toBeLessThanOrEqual(width)
    await page.getByRole('button', { name: w.pay }).click()
    await expect.poll(async () => (await sandbox.received('/generate-vcode-yd')).length).toBe(1)
    const [call] = await sandbox.received('/generate-vcode-yd')
    expect(call.body).toMatchObject({ amount: '4550000', cardNo: '255713987654', bankCode: 'TIGOPESA', isDelay: '0' })
  })

  test(`a wallet number that is not a mobile number is refused; a pasted +255 (0) form is sent (${lang}, ${width} px)`, async ({
    page,
    sandbox,
  }) => {
    await openToPaste(page, `/repayDelay?productId=P1002&orderId=ORD174001&lang=${lang}`, { width, height: 740 })
    const number = page.getByRole('textbox', { name: w.wallet })
    await number.fill('')
    await number.pressSequentially('07541234567')
    await page.getByRole('button', { name: w.pay }).click()
    await expect(page.getByText(w.badNumber)).toBeVisible()
    expect(await sandbox.received('/generate-vcode-yd')).toHaveLength(0)
    await number.fill('')
    await paste(number, '+255 (0)754 123 456')
    await expect(number).toHaveValue('255 754 123 456')
    await expect(page.locator('.repay-summary')).toContainText('M-Pesa 0754 123 456')
    await page.getByRole('button', { name: w.pay }).click()
    await expect.poll(async () => (await sandbox.received('/generate-vcode-yd')).length).toBe(1)
    const [call] = await sandbox.received('/generate-vcode-yd')
    expect(call.body).toMatchObject({ amount: '1365000', cardNo: '255754123456', isDelay: '1' })
    // M-Pesa answers with its checkout: the borrower lands there (and the test does not end mid-navigation,
    // which held the context's teardown past the timeout under load).
    await page.waitForURL(/\/api\/__sandbox\/page\/pay\?trade=TR\d+&order=ORD174001&amount=1365000&/)
  })
}
