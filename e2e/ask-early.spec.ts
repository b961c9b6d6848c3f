import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

/**
 * The early ask (src/app/askEarly.ts): a screen the shell opens with its session in the address
 * asks its first call before the app's own files are in, and the app takes that answer instead of
 * asking again (src/lender/askAhead.ts). Here the app's start file is held until the lender has the
 * call: the call cannot have come from the app.
 */

// The sandbox's deployment sends the borrower's language (its `lang` parameter): the early ask then
// asks only when the address says the language too, as a shell's does here.
const SHELL = 'session_id=S-early-e2e&device_id=D-early&app_version=3.2.0&lang=sw'

const screens: {
  path: string
  call: string
  ids: { productId: string; orderId: string }
  shown: (page: Page) => ReturnType<Page['getByRole']>
}[] = [
  {
    path: '/loanDetail',
    call: '/v3/loan-details/loan-details',
    ids: { productId: 'P1002', orderId: 'ORD174001' },
    shown: (page) => page.getByRole('button', { name: 'Lipa Ada ya Kuongeza Muda' }),
  },
  {
    path: '/repay',
    call: '/v3/installment/loan-play-detail-yd',
    ids: { productId: 'P1003', orderId: 'ORD174002' },
    shown: (page) => page.getByRole('button', { name: 'Lipa Sasa' }),
  },
  {
    path: '/repayDelay',
    call: '/v3/loan-details/delay-detail-yd',
    ids: { productId: 'P1002', orderId: 'ORD174001' },
    shown: (page) => page.getByRole('button', { name: 'Lipa Sasa' }),
  },
]

/** Holds the app's start file (`app-….js`) until `release`; `asked`: whether the page has asked for it. */
async function holdAppStart(page: Page) {
  let release: () => void = () => undefined
  const held = new Promise<void>((r) => (release = r))
  let asked = false
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    asked = true
    await held
    await route.continue()
  })
  return { release: () => release(), asked: () => asked }
}

for (const { path, call, ids, shown } of screens) {
  test(`${path} opened by the shell: its first call leaves before the app's files are in, is asked once, and its answer is drawn`, async ({
    page,
    sandbox,
  }) => {
    const app = await holdAppStart(page)
    await page.goto(`${path}?productId=${ids.productId}&orderId=${ids.orderId}&${SHELL}`, { waitUntil: 'commit' })
    // The lender has the call while the app's start file is still held.
    await expect.poll(async () => (await sandbox.received(call)).length, { timeout: 15_000 }).toBe(1)
    expect(app.asked()).toBe(true)
    app.release()
    // The screen draws that answer: had the app asked again, the lender would have had the second
    // call before the screen could draw its answer.
    await expect(shown(page)).toBeVisible()
    const asked = await sandbox.received(call)
    expect(asked).toHaveLength(1)
    expect(asked[0].body).toEqual(ids)
    expect(asked[0].query).toMatchObject({ session_id: 'S-early-e2e', device_id: 'D-early', app_version: '3.2.0', lang: 'sw' })
  })
}

test('opened without the shell’s session in the address, the screen asks as it always did: after the app starts, once', async ({
  page,
  sandbox,
}) => {
  const app = await holdAppStart(page)
  await page.goto('/repay?productId=P1003&orderId=ORD174002', { waitUntil: 'commit' })
  await expect.poll(() => app.asked(), { timeout: 15_000 }).toBe(true)
  // The stored session is the app's to read: nothing is asked while its start file is held.
  await page.waitForTimeout(1_000)
  expect(await sandbox.received('/v3/installment/loan-play-detail-yd')).toHaveLength(0)
  app.release()
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible()
  expect(await sandbox.received('/v3/installment/loan-play-detail-yd')).toHaveLength(1)
})

test('the early ask loses its connection while the app is still loading: the app asks again itself, once, and draws the answer without a “no connection” message', async ({
  page,
  sandbox,
}) => {
  // Whether a "no connection" text was ever on the page (Swahili: the address says lang=sw).
  await page.addInitScript(() => {
    const w = window as unknown as { __noConnection: boolean }
    w.__noConnection = false
    new MutationObserver(() => {
      if (/Hakuna mtandao|No connection/.test(document.body?.innerText ?? '')) w.__noConnection = true
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
  const call = '/v3/installment/loan-play-detail-yd'
  let lost = 0
  await page.route(/\/loan-play-detail-yd(\?|$)/, async (route) => {
    if (lost++ === 0) return route.abort('connectionreset')
    await route.continue()
  })
  const app = await holdAppStart(page)
  await page.goto(`/repay?productId=P1003&orderId=ORD174002&${SHELL}`, { waitUntil: 'commit' })
  // The early ask is lost while the app's start file is held.
  await expect.poll(() => lost, { timeout: 15_000 }).toBe(1)
  app.release()
  await expect(page.getByRole('button', { name: 'Lipa Sasa' })).toBeVisible()
  expect(lost).toBe(2)
  expect(await sandbox.received(call)).toHaveLength(1)
  expect(await page.evaluate(() => (window as unknown as { __noConnection: boolean }).__noConnection)).toBe(false)
})
