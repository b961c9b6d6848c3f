import type { Page } from '@playwright/test'

import { axeRow, blocking, smallTargets } from './a11yKit'
import { expect, fakeShell, open, pick, test } from './fixtures'

/**
 * The native bridge with a fake shell for each transport (`fakeShell` in fixtures.ts).
 * Every journey runs under each of the three shells.
 */

/** Fills the bank page's wallet form (sandbox form for P1001). */
async function fillWalletForm(page: Page) {
  await page.getByRole('textbox', { name: 'NIDA number' }).pressSequentially('19900101123450000123')
  await pick(page, /^Region/, 'Dar es Salaam')
  await pick(page, /^Salary day/, '28')
  await pick(page, /^Mobile wallet/, 'HaloPesa')
  await page.getByRole('textbox', { name: 'Wallet phone number' }).pressSequentially('0621987654')
}

for (const transport of ['android', 'ios', 'react-native'] as const) {
  test.describe(`Native bridge, ${transport} shell`, () => {
    test('order details: shell messages in, go home and a tracking point out', async ({ page, sandbox }) => {
      const { actions, calls, toPage } = await fakeShell(page, transport)
      await open(page, '/loanDetail?productId=P1001&orderId=ORD200001&session_id=SESS-e2e-1')
      await expect(page.getByRole('button', { name: 'Borrow Again' })).toBeVisible()
      // The repaid order asks for a rating first; the borrower dismisses it.
      const rating = page.getByRole('dialog', { name: 'Rate our service' })
      await expect(rating).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(rating).toBeHidden()

      // Shell to page: a new session and the borrower's language, through this shell's transport.
      await toPage({ type: 'sessionParams', payload: { session_id: 'SESS-e2e-2' } })
      await toPage({ type: 'lang', payload: { lang: 'sw' } })
      await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
      // Forged or malformed messages do nothing.
      await toPage({ type: 'eval', payload: { code: 'alert(1)' } })

      if (transport === 'android') {
        // The header's home button: a named 44 px target, no axe findings on the screen.
        expect(blocking([await axeRow(page, 'order details with home')])).toEqual([])
        expect(await smallTargets(page, 'header')).toEqual([])
      }
      await page.getByRole('button', { name: 'Nenda mwanzo' }).click()
      await expect.poll(() => actions()).toEqual(['goHome'])

      await page.getByRole('button', { name: 'Kopa Tena' }).click()
      await expect.poll(() => actions()).toEqual(['goHome', 'confirmTrackingPoint', 'goToPage'])
      expect((await calls())[1].payload).toEqual({ point: 'eventSave', data: { productId: 'P1001', moduleId: '30', positionId: '0' } })
      // The lender gets the event too, under the session the shell passed. It goes through the
      // outbox, beside the shell's hand-off and not before it, so it is waited for.
      await expect
        .poll(async () => (await sandbox.received('/service/event/save')).map((e) => [e.body, e.query.session_id]))
        .toEqual([[{ productId: 'P1001', moduleId: '30', positionId: '0' }, 'SESS-e2e-2']])
    })

    test('bank binding page: start bank flow on open, end (saved) before closing the webview', async ({ page, sandbox }) => {
      const { actions, calls } = await fakeShell(page, transport)
      await open(page, '/bindBank?productId=P1001')
      await expect(page.getByRole('textbox', { name: 'Full name' })).toBeVisible()
      await expect.poll(() => calls()).toEqual([{ action: 'startBankFlow', payload: { source: 'none' } }])
      await fillWalletForm(page)
      await page.getByRole('button', { name: 'Next' }).click()
      await expect.poll(() => actions()).toEqual(['startBankFlow', 'endBankFlow', 'closeWebview'])
      expect((await calls())[1].payload).toEqual({ source: 'none', saved: true })
      expect(await sandbox.received('/v3/certify/save-bank-info')).toHaveLength(1)
    })

    test('an expired session: one message, one back to login, however many calls fail', async ({ page }) => {
      const { actions } = await fakeShell(page, transport)
      let answered = 0
      // The lender's answer written from SPEC 7's envelope, with an expired-session code the
      // deployment names (the sandbox's servers name 100401; a real lender's says its own).
      await page.route('**/api/v3/loan-details/loan-details*', (route) => {
        answered += 1
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ code: 100401, message: 'Token invalid', data: null }),
        })
      })
      await open(page, '/loanDetail?productId=P1001&orderId=ORD110001&session_id=SESS-old&lang=sw')
      await expect(page.getByRole('main').getByText('Muda wa kuingia kwako umeisha. Tafadhali ingia tena.')).toBeVisible()
      await expect.poll(() => actions()).toEqual(['backToLogin'])
      // Trying again cannot help an expired session, so the screen does not offer it; a second
      // call failing under the same session (the shell's resume refetches) sends no second back-to-login.
      await expect(page.getByRole('button', { name: 'Jaribu tena' })).toHaveCount(0)
      await page.evaluate(() => window.dispatchEvent(new Event('online')))
      await expect.poll(() => answered).toBeGreaterThanOrEqual(2)
      await page.waitForTimeout(300)
      expect(await actions()).toEqual(['backToLogin'])
    })
  })
}

test('an expired session answered with HTTP 401 in a plain browser shows the message in English', async ({ page }) => {
  await page.route('**/api/v3/loan-details/loan-details*', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ code: 401, message: 'Unauthorized' }) }),
  )
  await open(page, '/loanDetail?productId=P1001&orderId=ORD110001&session_id=SESS-old&lang=en')
  await expect(page.getByRole('main').getByText('Your session has expired. Please log in again.')).toBeVisible()
})
