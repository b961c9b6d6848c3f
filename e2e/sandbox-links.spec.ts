import type { Page } from '@playwright/test'

import { expect, type Lang, test } from './fixtures'

/**
 * Every link the sandbox gives opens a sandbox page of this origin that says what the real one
 * would be (sandbox/pages.ts), never a host a tester cannot reach: followed by the borrower's own
 * taps, in English and Swahili, at 320 and 360 px.
 */
const words = {
  en: {
    payNow: 'Pay Now',
    agreements: 'Loan agreements',
    terms: 'Repayment Terms',
    apply: 'Apply, Pesa Chap Chap',
    withdraw: 'Withdraw',
    withdrawNow: 'Withdraw Now',
    download: 'Download the app',
    back: 'Back to the app',
  },
  sw: {
    payNow: 'Lipa Sasa',
    agreements: 'Mikataba ya mkopo',
    terms: 'Masharti ya Malipo',
    apply: 'Omba, Pesa Chap Chap',
    withdraw: 'Toa pesa',
    withdrawNow: 'Toa Sasa',
    download: 'Pakua programu',
    back: 'Rudi kwenye programu',
  },
}
const titles = {
  en: {
    pay: 'M-Pesa checkout',
    terms: 'Repayment Terms',
    product: 'A recommended product',
    withdraw: 'Confirm the withdrawal',
    download: 'Download Mkopo Haraka',
  },
  sw: {
    pay: 'Malipo ya M-Pesa',
    terms: 'Masharti ya Malipo',
    product: 'Bidhaa inayopendekezwa',
    withdraw: 'Thibitisha utoaji',
    download: 'Pakua Mkopo Haraka',
  },
}

const inLang = (url: string, lang: Lang) => (lang === 'en' ? url : `${url}${url.includes('?') ? '&' : '?'}lang=sw`)

/**
 * A link the borrower follows: the app's page it starts on (`from`, a path or the path in a
 * language) and the taps that follow it there, if any; `page` is the sandbox page it must land on.
 */
type Link = {
  name: string
  page: keyof (typeof titles)['en']
  from: string | ((lang: Lang) => string)
  tap?: (page: Page, w: (typeof words)[Lang]) => Promise<void>
}

const LINKS: Link[] = [
  {
    name: 'M-Pesa Pay Now',
    page: 'pay',
    from: '/repay?productId=P1002&orderId=ORD174001',
    tap: (page, w) => page.getByRole('button', { name: w.payNow }).click(),
  },
  {
    name: 'Repayment Terms',
    page: 'terms',
    from: '/loanConfirm?productId=P1001',
    tap: (page, w) => page.getByRole('region', { name: w.agreements }).getByRole('button', { name: w.terms }).click(),
  },
  {
    name: 'a recommended product',
    page: 'product',
    from: '/loanDetail?productId=P1001&orderId=ORD110001',
    tap: (page, w) => page.getByRole('button', { name: w.apply }).click(),
  },
  {
    name: 'Withdraw Now',
    page: 'withdraw',
    from: '/loanDetail?productId=P1002&orderId=ORD151WD',
    tap: async (page, w) => {
      await page.getByRole('button', { name: w.withdraw, exact: true }).click()
      await page.getByRole('dialog').getByRole('button', { name: w.withdrawNow }).click()
    },
  },
  // No tap: the order itself sends the borrower on.
  { name: 'a redirecting order', page: 'withdraw', from: '/loanDetail?productId=P1001&orderId=ORD110REDIR' },
  {
    name: 'Download',
    page: 'download',
    from: (lang) => `${lang === 'sw' ? '/sw' : ''}/promotion?id=1001#/download?id=1001&links_id=L55`,
    tap: (page, w) => page.getByRole('link', { name: w.download }).click(),
  },
]

for (const lang of ['en', 'sw'] as const) {
  for (const width of [320, 360]) {
    for (const link of LINKS) {
      test(`${link.name} opens the sandbox's page (${lang}, ${width} px)`, async ({ page }) => {
        await page.setViewportSize({ width, height: 740 })
        await page.goto(typeof link.from === 'string' ? inLang(link.from, lang) : link.from(lang))
        await link.tap?.(page, words[lang])
        await page.waitForURL(/\/api\/__sandbox\/page\//)
        expect(new URL(page.url()).pathname).toBe(`/api/__sandbox/page/${link.page}`)
        await expect(page.getByRole('heading', { level: 1, name: titles[lang][link.page] })).toBeVisible()
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.locator('code')).toContainText(/^https:\/\/(pay|www)\.mkopoharaka\.co\.tz\//)
        await expect(page.getByRole('link', { name: words[lang].back })).toBeVisible()
        // Readable at the width: nothing runs past the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      })
    }
  }
}
