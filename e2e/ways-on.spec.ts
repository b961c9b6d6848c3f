import type { Page } from '@playwright/test'

import { expect, type Lang, LANG_WIDTHS, type Sandbox, test } from './fixtures'

/**
 * Every failure offers what can help (docs/wording.md, "What each failure offers"): the lender's
 * words, the screen's own way on (the order, Repay, My complaints, Log in again), then home and
 * customer service; "Try again" only where trying again can change the answer. Each row is read
 * in both languages at 320 and 360 px, on the build and on the dev server (the dev-server-rows
 * project), with nothing wider than the phone.
 */

const WORDS = {
  en: {
    retry: 'Try again',
    home: 'Go to home',
    service: 'Customer service',
    viewOrder: 'View order',
    repay: 'Repay',
    myComplaints: 'My complaints',
    logIn: 'Log in again',
    orderNotFound: 'Order not found',
    noRollover: 'This loan cannot be rolled over. Please repay it in full.',
    noComplaint: 'Complaint not found',
    noProduct: 'Product not found',
    expired: 'Your session has expired. Please log in again.',
  },
  sw: {
    retry: 'Jaribu tena',
    home: 'Nenda mwanzo',
    service: 'Huduma kwa wateja',
    viewOrder: 'Angalia oda',
    repay: 'Lipa Mkopo',
    myComplaints: 'Malalamiko yangu',
    logIn: 'Ingia tena',
    orderNotFound: 'Oda haipatikani',
    noRollover: 'Mkopo huu hauwezi kusogezwa. Tafadhali ulipe wote.',
    noComplaint: 'Lalamiko halipatikani',
    noProduct: 'Bidhaa haipatikani',
    expired: 'Muda wa kuingia kwako umeisha. Tafadhali ingia tena.',
  },
} as const

type Words = (typeof WORDS)[Lang]

/**
 * A failure as the borrower meets it: where, what the lender answers (a sandbox scenario when the
 * sandbox's own data does not fail there), the words shown, the screen's own way on and where that
 * leads.
 */
type Row = {
  name: string
  url: string
  scenario?: string
  says: (w: Words) => string
  /** The screen's own way on (a link or button name) and the URL it leads to; none: home and customer service only. */
  own?: { name: (w: Words) => string; to: RegExp }
  /** Whether the failure asks the borrower to log in again instead of offering home (an expired session). */
  logIn?: boolean
}

const ROWS: Row[] = [
  {
    name: 'an order that cannot be repaid',
    url: '/repay?productId=P1001&orderId=ORD110001',
    says: (w) => w.orderNotFound,
    own: { name: (w) => w.viewOrder, to: /\/loanDetail\?productId=P1001&orderId=ORD110001/ },
  },
  {
    name: 'a loan that cannot be rolled over',
    url: '/repayDelay?productId=P1003&orderId=ORD174002',
    says: (w) => w.noRollover,
    own: { name: (w) => w.repay, to: /\/repay\?productId=P1003&orderId=ORD174002/ },
  },
  {
    name: 'a complaint the lender does not know',
    url: '/complainDetails?problemId=PB0000000000',
    says: (w) => w.noComplaint,
    own: { name: (w) => w.myComplaints, to: /\/complaintList/ },
  },
  { name: 'a product the lender does not know', url: '/loanConfirm?productId=P9999', says: (w) => w.noProduct },
  {
    name: 'an expired session on repay',
    url: '/repay?productId=P1002&orderId=ORD174001',
    scenario: 'loan-play-detail-yd=code:401:Session expired',
    says: (w) => w.expired,
    logIn: true,
  },
  {
    name: 'an expired session on the complaint form',
    url: '/complaint?orderId=ORD200001',
    scenario: 'problem-init=code:401:Session expired',
    says: (w) => w.expired,
    logIn: true,
  },
]

const withLang = (url: string, lang: Lang) => `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`

async function meets(page: Page, sandbox: Sandbox, row: Row, lang: Lang, width: number) {
  const w = WORDS[lang]
  await sandbox.scenario(...(row.scenario ? [row.scenario] : []))
  await page.goto(withLang(row.url, lang))
  const main = page.locator('main')
  await expect(main.getByText(row.says(w), { exact: false }).first()).toBeVisible()
  if (row.logIn) {
    await expect(main.getByRole('button', { name: w.logIn })).toBeVisible()
  } else {
    await expect(main.getByRole('button', { name: w.home })).toBeVisible()
    await expect(main.getByRole('link', { name: w.service })).toBeVisible()
  }
  // Trying again cannot change the lender's answer: the button is not offered.
  await expect(main.getByRole('button', { name: w.retry })).toHaveCount(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${row.name}: wider than the phone`).toBeLessThanOrEqual(width)
  if (row.own) {
    await main.getByRole('link', { name: row.own.name(w), exact: true }).click()
    await expect(page).toHaveURL(row.own.to)
    await expect(main.getByText(row.says(w))).toHaveCount(0)
  }
}

for (const [lang, width] of LANG_WIDTHS) {
  test(`every failure offers what can help, and Try again only where it can (${lang}, ${width} px)`, async ({ page, sandbox }) => {
    // Six screens, each opened cold.
    test.setTimeout(150_000)
    await page.setViewportSize({ width, height: 740 })
    for (const row of ROWS) await test.step(row.name, () => meets(page, sandbox, row, lang, width))
  })
}
