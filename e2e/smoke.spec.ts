import { paths } from '../src/nav/paths'
import { TEST_PAGE_LINKS } from '../tests/testPageLinks'
import { expect, open, test } from './fixtures'

test('the test page sets the session and its links open each screen', async ({ page, sandbox }) => {
  // Every screen in one test: on a loaded 2-core machine that is more than one journey's 45 s.
  test.setTimeout(120_000)
  await open(page, '/testPreview')
  await page.getByRole('textbox', { name: 'Session id' }).fill('sess-e2e-1')
  await page.getByRole('textbox', { name: 'Device id' }).fill('dev-e2e')
  await page.getByRole('textbox', { name: 'App version' }).fill('3.2.0')
  await page.getByRole('textbox', { name: 'Product id' }).fill('P1002')
  await page.getByRole('textbox', { name: 'Order id' }).fill('ORD174001')
  await page.getByRole('button', { name: 'Save parameters' }).click()
  await expect(page.getByText('Session parameters saved')).toBeVisible()

  for (const name of TEST_PAGE_LINKS) {
    await page.getByRole('link', { name, exact: true }).click()
    await expect(page.locator('h1')).toBeVisible()
    await expect(page.locator('body')).not.toContainText('undefined')
    // Back by URL: a screen's modal popup (e.g. the agreement popup) may take the history back itself.
    await page.goto('/testPreview')
    await expect(page.getByRole('heading', { name: 'Developer test page' })).toBeVisible()
  }

  // A real call from the loan detail screen carries the common parameters.
  await page.getByRole('link', { name: 'Loan detail', exact: true }).click()
  await expect.poll(async () => (await sandbox.received('/v3/loan-details/loan-details')).length).toBeGreaterThan(0)
  const [call] = await sandbox.received('/v3/loan-details/loan-details')
  expect(call.query).toMatchObject({ session_id: 'sess-e2e-1', device_id: 'dev-e2e', app_version: '3.2.0' })
  expect(call.body).toMatchObject({ orderId: 'ORD174001', productId: 'P1002' })
})

test('the session survives a reload (persisted on IndexedDB)', async ({ page }) => {
  await open(page, '/testPreview')
  await page.getByRole('textbox', { name: 'Session id' }).fill('sess-keep')
  await page.getByRole('button', { name: 'Save parameters' }).click()
  await page.waitForTimeout(600)
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Session id' })).toHaveValue('sess-keep')
})

test('every path of the route table renders a screen, and unknown paths the error page', async ({ page }) => {
  // Every screen in one test: on a loaded 2-core machine that is more than one journey's 45 s.
  test.setTimeout(120_000)
  for (const path of Object.values(paths)) {
    await page.goto(path)
    await expect(page.locator('h1'), path).toBeVisible()
  }
  await page.goto('/definitely/not/here')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})
