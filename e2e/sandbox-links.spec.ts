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

const LINKS: { name: string; page: keyof (typeof titles)['en']; follow: (page: Page, lang: Lang) => Promise<void> }[] = [
  {
    name: 'M-Pesa Pay Now',
    page: 'pay',
    follow: async (page, lang) => {
      await page.goto(inLang('/repay?productId=P1002&orderId=ORD174001', lang))
      await page.getByRole('button', { name: words[lang].payNow }).click()
    },
  },
  {
    name: 'Repayment Terms',
    page: 'terms',
    follow: async (page, lang) => {
      await page.goto(inLang('/loanConfirm?productId=P1001', lang))
      await page.getByRole('region', { name: words[lang].agreements }).getByRole('button', { name: words[lang].terms }).click()
    },
  },
  {
    name: 'a recommended product',
    page: 'product',
    follow: async (page, lang) => {
      await page.goto(inLang('/loanDetail?productId=P1001&orderId=ORD110001', lang))
      await page.getByRole('button', { name: words[lang].apply }).click()
    },
  },
  {
    name: 'Withdraw Now',
    page: 'withdraw',
    follow: async (page, lang) => {
      await page.goto(inLang('/loanDetail?productId=P1002&orderId=ORD151WD', lang))
      await page.getByRole('button', { name: words[lang].withdraw, exact: true }).click()
      await page.getByRole('dialog').getByRole('button', { name: words[lang].withdrawNow }).click()
    },
  },
  {
    name: 'a redirecting order',
    page: 'withdraw',
    follow: async (page, lang) => {
      await page.goto(inLang('/loanDetail?productId=P1001&orderId=ORD110REDIR', lang))
    },
  },
  {
    name: 'Download',
    page: 'download',
    follow: async (page, lang) => {
      await page.goto(`${lang === 'sw' ? '/sw' : ''}/promotion?id=1001#/download?id=1001&links_id=L55`)
      await page.getByRole('link', { name: words[lang].download }).click()
    },
  },
]

for (const lang of ['en', 'sw'] as const) {
  for (const width of [320, 360]) {
    for (const link of LINKS) {
      test(`${link.name} opens the sandbox's page (${lang}, ${width} px)`, async ({ page }) => {
        await page.setViewportSize({ width, height: 740 })
        await link.follow(page, lang)
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
