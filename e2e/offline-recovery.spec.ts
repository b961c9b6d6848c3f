import type { Page } from '@playwright/test'

import { expect, open, test } from './fixtures'
import { goOffline, goOnline } from './offlineKit'

/**
 * Every "offline" or "no connection" state recovers by itself when the connection
 * returns, without a reload and without a tap; offline, a screen says so, never "Something went
 * wrong". No service worker here (the project blocks it): the page was opened before one controls it.
 */

/** Marks the document, so a reload (which would lose the mark) is seen. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __kept: number }).__kept = 26))
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __kept?: number }).__kept === 26)

test('"My complaints" opened offline says offline, then opens with its list when the connection returns', async ({
  page,
  context,
  sandbox,
}) => {
  await open(page, '/complaint?orderId=ORD200001')
  await expect(page.getByRole('region', { name: /ORD200001/ })).toBeVisible()
  await mark(page)
  await goOffline(context, '**/*')
  await page.getByRole('link', { name: 'My complaints' }).click()
  await expect(page.getByText(/No connection/).first()).toBeVisible()
  await expect(page.getByText('Something went wrong')).toHaveCount(0)

  await goOnline(context)
  await expect(page.getByRole('tab', { name: 'Processing' })).toBeVisible()
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible()
  await expect(page.getByText(/No connection/)).toHaveCount(0)
  expect(await stillSameDocument(page)).toBe(true)
  expect((await sandbox.received('/user-problem/problem-list')).length).toBeGreaterThan(0)
})

test('an order left on "No connection" shows the order when the connection returns, without a tap', async ({ page, context, sandbox }) => {
  await context.route('**/v3/loan-details/loan-details**', (route) => route.abort('internetdisconnected'))
  await open(page, '/loanDetail?productId=P1002&orderId=ORD174001')
  await expect(page.getByRole('alert').filter({ hasText: 'No connection' })).toBeVisible()
  await expect(page.getByText('Something went wrong')).toHaveCount(0)
  await mark(page)
  await context.setOffline(true)
  await goOnline(context)
  await expect(page.getByRole('heading', { name: 'Due today' })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'No connection' })).toHaveCount(0)
  expect(await stillSameDocument(page)).toBe(true)
  expect((await sandbox.received('/v3/loan-details/loan-details')).length).toBe(1)
})
