import type { Page } from '@playwright/test'

import { axeRow, blocking, smallTargets } from './a11yKit'
import { expect, open, test } from './fixtures'

/**
 * Support staff: after a failed call, "Copy diagnostics" on the test page lists it,
 * ready for a ticket, and holds no session id, device id, phone or card number.
 */
const SECRET = { session: 'SESS-diag-7f3e9a', device: 'DEV-diag-55c1', card: '204100123456', phone: '0754123456' }

test('Copy diagnostics lists a failed call and no secrets', async ({ page, context, sandbox }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await sandbox.scenario('save-bank-info=500')
  await open(page, `/bindBank?productId=P1001&session_id=${SECRET.session}&device_id=${SECRET.device}&app_version=3.4.2`)
  await page.getByRole('tab', { name: 'Bank account' }).click()
  await page.getByRole('textbox', { name: 'NIDA number' }).pressSequentially('19900101123450000123')
  for (const [field, option] of [
    [/^Region/, 'Mwanza'],
    [/^Salary day/, '25'],
    [/^Bank/, 'NMB Bank'],
  ] as const) {
    await page.getByRole('button', { name: field }).click()
    const sheet = page.getByRole('dialog')
    await sheet.getByText(option, { exact: true }).click()
    await sheet.getByRole('button', { name: 'Confirm' }).click()
    await expect(sheet).toBeHidden()
  }
  await page.getByRole('textbox', { name: 'Card or account number' }).pressSequentially(SECRET.card)
  await page.getByRole('button', { name: 'Next' }).click()
  // A 500 is a lost answer: the save may have arrived, so the form waits (docs/write-calls.md).
  await expect(page.getByText(/so your account may be saved\. Next stays off/)).toBeVisible()
  // The sandbox got the card number: the call did carry secrets.
  expect((await sandbox.received('/v3/certify/save-bank-info'))[0].query.session_id).toBe(SECRET.session)

  // Support staff open the test page (a new page load in a WebView).
  await open(page, '/testPreview')
  await page.getByRole('button', { name: 'Copy diagnostics' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Diagnostics copied' })).toBeVisible()
  const text = await page.getByRole('textbox', { name: 'Diagnostics' }).inputValue()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text)

  expect(text).toMatch(/POST \/v3\/certify\/save-bank-info http 500 \d+ ms/)
  expect(text).toMatch(/POST \/service\/entry-order\/card-init ok \d+ ms/)
  expect(text).toContain('App version: 3.4.2')
  expect(text).toContain('Session: present')
  expect(text).toContain('Outbox:')
  const digits = text.replace(/(\d)[ -](?=\d)/g, '$1')
  for (const [what, value] of Object.entries(SECRET)) expect(digits, what).not.toContain(value)

  // The Support section as support staff use it: no serious or critical axe findings, 44 px targets.
  expect(blocking([await axeRow(page, 'testPreview support')])).toEqual([])
  expect(await smallTargets(page, 'section[aria-labelledby]')).toEqual([])
})

/** A stand-in for the Redux DevTools extension: records what the page sends it. */
async function fakeDevtoolsExtension(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown> & { __devtools: unknown[] }
    w.__devtools = []
    w.__REDUX_DEVTOOLS_EXTENSION__ = {
      connect: () => ({
        init: (s: unknown) => w.__devtools.push({ init: s }),
        send: (a: unknown, s: unknown) => w.__devtools.push({ a, s }),
        subscribe: () => undefined,
        unsubscribe: () => undefined,
      }),
    }
  })
}
const devtoolsSeen = (page: Page) => page.evaluate(() => JSON.stringify((window as unknown as { __devtools: unknown[] }).__devtools))

test("Redux DevTools in the production build: off until the shell's devtools message, then sanitised", async ({ page }) => {
  await fakeDevtoolsExtension(page)
  await open(page, `/loanDetail?productId=P1001&orderId=ORD110001&session_id=${SECRET.session}&device_id=${SECRET.device}`)
  await expect(page.getByRole('heading', { name: 'Approved' })).toBeVisible()
  expect(await devtoolsSeen(page)).toBe('[]')
  await page.evaluate(() =>
    (window as unknown as { onNativeMessage: (m: string) => boolean }).onNativeMessage('{"type":"devtools","payload":{"enabled":true}}'),
  )
  await page.getByRole('button', { name: 'Call 022 212 3456' }).click()
  await expect.poll(() => devtoolsSeen(page)).toContain('bridge/called')
  const seen = await devtoolsSeen(page)
  expect(seen).toContain('[redacted]')
  for (const value of [SECRET.session, SECRET.device]) expect(seen).not.toContain(value)
})
