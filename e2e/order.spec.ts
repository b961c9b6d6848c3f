import { expect, fakeShell, open, test } from './fixtures'

const detail = (productId: string, orderId: string) => `/loanDetail?productId=${productId}&orderId=${orderId}`

const statuses = [
  { orderId: 'ORD21001', productId: 'P1001', notice: 'Under review', icon: '21', buttons: [], rec: true },
  { orderId: 'ORD110001', productId: 'P1001', notice: 'Approved', icon: '110', buttons: [], rec: true },
  { orderId: 'ORD151001', productId: 'P1002', notice: 'Disbursing', icon: '151', buttons: [], rec: true, dialog: 'Payout failed' },
  {
    orderId: 'ORD170001',
    productId: 'P1001',
    notice: 'Repaying',
    icon: '170',
    buttons: ['Repayment'],
    rec: false,
    dialog: 'Rate our service',
  },
  { orderId: 'ORD174001', productId: 'P1002', notice: 'Due today', icon: '174', buttons: ['REPAY', 'Rollover Repayment'], rec: false },
  { orderId: 'ORD174002', productId: 'P1003', notice: 'Due today', icon: '174', buttons: ['Repayment'], rec: false },
  { orderId: 'ORD180001', productId: 'P1002', notice: 'Overdue', icon: '180', buttons: ['REPAY', 'Rollover Repayment'], rec: false },
  { orderId: 'ORD180002', productId: 'P1003', notice: 'Overdue', icon: '180', buttons: ['Repayment'], rec: false },
  {
    orderId: 'ORD200001',
    productId: 'P1001',
    notice: 'Repaid',
    icon: '200',
    buttons: ['Borrow Again'],
    rec: false,
    dialog: 'Rate our service',
  },
  { orderId: 'ORD999001', productId: 'P1001', notice: 'Processing', icon: '200', buttons: [], rec: true },
]

test('order details for each status: icon, notice, buttons and recommendations', async ({ page, sandbox }) => {
  for (const s of statuses) {
    await open(page, detail(s.productId, s.orderId))
    if (s.dialog) {
      const d = page.getByRole('dialog', { name: s.dialog })
      await expect(d).toBeVisible()
      await d.getByRole('button', { name: 'Close' }).first().click()
      await expect(d).toBeHidden()
    }
    await expect(page.getByRole('heading', { name: s.notice })).toBeVisible()
    await expect(page.locator(`svg[data-icon="${s.icon}"]`)).toHaveCount(1)
    const footer = page.locator('footer')
    if (s.buttons.length) await expect(footer.getByRole('button')).toHaveText(s.buttons)
    else await expect(footer).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Recommended for you' })).toHaveCount(s.rec ? 1 : 0)
    await expect(page.locator('body')).not.toContainText('undefined')
  }
  const calls = await sandbox.received('/v3/loan-details/loan-details')
  expect(calls.map((c) => c.body.orderId)).toEqual(statuses.map((s) => s.orderId))
})

test('a safe playeduL redirects at once; an unsafe one is refused', async ({ page }) => {
  await page.goto(detail('P1001', 'ORD110REDIR'))
  await expect(page).toHaveURL(/\/api\/__sandbox\/page\/withdraw\?order=ORD110REDIR&/)
  await expect(page.getByRole('heading', { name: 'Confirm the withdrawal' })).toBeVisible()

  await open(page, detail('P1001', 'ORD110UNSAFE'))
  await expect(page.getByText('This link cannot be opened here for your safety.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Approved' })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/loanDetail')
})

test('rating below 4 stars shows the result dialog; score 5 is posted', async ({ page, sandbox }) => {
  const shell = await fakeShell(page)
  await open(page, detail('P1001', 'ORD170001'))
  const d = page.getByRole('dialog', { name: 'Rate our service' })
  await d.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Please choose a star rating.')).toBeVisible()
  await d.getByRole('radio', { name: '2 of 5 stars' }).check({ force: true })
  await d.getByRole('button', { name: 'Submit' }).click()
  const result = page.getByRole('dialog', { name: 'Thank you for your feedback' })
  await expect(result).toBeVisible()
  const [score] = await sandbox.received('/v3/loan-details/google-score')
  // SPEC 7 names the score alone.
  expect(score.body).toEqual({ score: '5' })
  expect(await shell.actions()).not.toContain('rate')
  await result.getByRole('button', { name: 'Confirm' }).click()
  await expect(result).toBeHidden()
})

test('rating 4 stars or more opens the native rate page and closes the dialog', async ({ page, sandbox }) => {
  const shell = await fakeShell(page)
  await open(page, detail('P1001', 'ORD200001'))
  const d = page.getByRole('dialog', { name: 'Rate our service' })
  await d.getByRole('radio', { name: '5 of 5 stars' }).check({ force: true })
  await d.getByRole('button', { name: 'Submit' }).click()
  await expect(d).toBeHidden()
  await expect.poll(() => shell.actions()).toContain('rate')
  const [score] = await sandbox.received('/v3/loan-details/google-score')
  expect(score.body).toEqual({ score: '5' })
})

test('the card-binding dialog goes to the bind page for this order', async ({ page }) => {
  await open(page, detail('P1002', 'ORD151001'))
  const d = page.getByRole('dialog', { name: 'Payout failed' })
  await expect(d).toContainText('Your receiving account could not be paid.')
  await d.getByRole('button', { name: 'Go and bind the card' }).click()
  await expect(page).toHaveURL(/\/bindBank\?source=loanDetail&productId=P1002&orderId=ORD151001$/)
})

test('a recommended product click tracks, then hands a native link to the app', async ({ page, sandbox }) => {
  const shell = await fakeShell(page)
  await open(page, detail('P1001', 'ORD110001'))
  await page.getByRole('button', { name: 'Get it now, Bahati Mkopo' }).click()
  await expect
    .poll(async () => (await shell.calls()).find((c) => c.action === 'goToPage')?.payload)
    .toEqual({ page: 'productUrl', params: { url: 'mkopoharaka://app/product?productId=P2002' } })
  const [event] = await sandbox.received('/service/event/save')
  const [define] = await sandbox.received('/x1/k7/d3')
  expect(event.body).toEqual({ productId: 'LNK2002', moduleId: '31', positionId: '1' })
  expect(define.body).toEqual({ g5m: '31', q2s: '1', y8l: 'LNK2002' })
})

test('order details and the joint login failure page have no serious accessibility violations', async ({ page }) => {
  const { default: AxeBuilder } = await import('@axe-core/playwright')
  for (const path of [detail('P1002', 'ORD174001'), detail('P1001', 'ORD110001'), '/unionLoginFailed']) {
    await open(page, path)
    await expect(page.locator('h2').first()).toBeVisible()
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${path}: ${v.id}`)).toEqual([])
  }
  await expect(page.getByRole('heading', { name: 'Failed', level: 2 })).toBeVisible()
})
