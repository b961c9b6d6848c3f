import { expect, open, test } from './fixtures'

/**
 * A tester's first hour on the sandbox: the test page's defaults are in force before any Save (a
 * session, so offline copies are kept, and an order, so every screen that needs one opens), its
 * links carry what their screens need (/oldRepay its amount), and a screen opened without an order
 * offers a way on. Both languages, on the build and on the dev server (the dev-server-rows project).
 */

const WORDS = {
  en: {
    loanDetail: 'Loan detail',
    orderId: 'Order id',
    needsOrder: 'Loan detail: enter an order id above to open it',
    oldRepayAmount: 'TZS 54,000.00',
    retry: 'Try again',
    home: 'Go to home',
  },
  sw: {
    loanDetail: 'Maelezo ya mkopo',
    orderId: 'Namba ya oda',
    needsOrder: 'Maelezo ya mkopo: weka namba ya oda hapo juu ili kuifungua',
    oldRepayAmount: 'TZS 54,000.00',
    retry: 'Jaribu tena',
    home: 'Nenda mwanzo',
  },
} as const

for (const [lang, width] of [
  ['en', 360],
  ['sw', 320],
] as const) {
  const w = WORDS[lang]
  test(`the test page works before Save: its session and order are in force, its links carry what their screens need (${lang}, ${width} px)`, async ({
    page,
    sandbox,
  }) => {
    test.setTimeout(150_000)
    await page.setViewportSize({ width, height: 740 })
    await open(page, `/testPreview?lang=${lang}`)

    // No Save: the loan detail link opens the sandbox's order, and its call carries the page's session.
    await page.getByRole('link', { name: w.loanDetail, exact: true }).click()
    await expect(page).toHaveURL(/\/loanDetail\?productId=P1001&orderId=ORD170001/)
    await expect.poll(async () => (await sandbox.received('/v3/loan-details/loan-details')).length).toBeGreaterThan(0)
    const [detail] = await sandbox.received('/v3/loan-details/loan-details')
    expect(detail.query).toMatchObject({ session_id: 'sbx-session' })
    expect(detail.body).toMatchObject({ orderId: 'ORD170001' })

    // /oldRepay needs the amount in its address: the link carries the order's next period.
    await page.goBack()
    await page.getByRole('link', { name: '/oldRepay (oldRepay)' }).click()
    await expect(page).toHaveURL(/\/oldRepay\?.*amount=5400000/)
    await expect(page.locator('main')).toContainText(w.oldRepayAmount)

    // An order id cleared: the links that need one say why instead of opening an empty screen.
    await page.goBack()
    await page.getByRole('textbox', { name: w.orderId }).fill('')
    await expect(page.getByText(w.needsOrder)).toBeVisible()
    await expect(page.getByRole('link', { name: w.loanDetail, exact: true })).toHaveCount(0)

    // Opened by its address without an order id, the order screen offers a way on, not Try again.
    await page.goto(`/loanDetail?lang=${lang}`)
    await expect(page.getByRole('button', { name: w.home })).toBeVisible()
    await expect(page.getByRole('button', { name: w.retry })).toHaveCount(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })
}
