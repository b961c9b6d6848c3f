import { expect, test } from './fixtures'

/*
 * The start script (issue 25, src/app/early.ts): a borrower screen's first read leaves while the
 * app's files are still on their way, and the app's own request takes that answer. Here the app's
 * two big files are held back until the read has reached the lender (or 8 s have passed), so the
 * order can only come out one way if the read leaves before the app runs.
 */
const SESSION = 'session_id=s-start&device_id=d-start&app_version=3.2.0'

for (const { screen, route, call, shown } of [
  { screen: '/loanDetail', route: `/loanDetail?productId=P1002&orderId=ORD174001&${SESSION}`, call: '/v3/loan-details/loan-details', shown: 'Due today' },
  { screen: '/repay', route: `/repay?productId=P1002&orderId=ORD174001&${SESSION}`, call: '/v3/installment/loan-play-detail-yd', shown: 'Pay Now' },
]) {
  test(`${screen}: the first read leaves before the app's files are in, once, and the screen shows its answer`, async ({ page, sandbox }) => {
    let released = 0
    const arrived = async () => (await sandbox.received(call)).length > 0
    await page.route(/\/assets\/(app|shared)-[\w-]+\.js$/, async (r) => {
      const until = Date.now() + 8_000
      while (!(await arrived()) && Date.now() < until) await new Promise((ok) => setTimeout(ok, 100))
      released = Date.now()
      await r.continue()
    })
    await page.goto(route)
    await expect(page.getByText(shown).first()).toBeVisible()
    const received = await sandbox.received(call)
    expect(received).toHaveLength(1)
    expect(received[0].at).toBeLessThanOrEqual(released)
    expect(received[0].query).toMatchObject({ session_id: 's-start', device_id: 'd-start', app_version: '3.2.0' })
  })
}

test('without a session in the address nothing leaves early: the app asks once the session is back', async ({ page, sandbox }) => {
  await page.goto(`/testPreview`)
  await page.getByRole('textbox', { name: 'Session id' }).fill('s-kept')
  await page.getByRole('button', { name: 'Save parameters' }).click()
  await expect(page.getByText('Session parameters saved')).toBeVisible()
  await page.goto('/loanDetail?productId=P1002&orderId=ORD174001')
  await expect(page.getByRole('heading', { name: 'Due today' })).toBeVisible()
  const received = await sandbox.received('/v3/loan-details/loan-details')
  expect(received).toHaveLength(1)
  expect(received[0].query).toMatchObject({ session_id: 's-kept' })
})
