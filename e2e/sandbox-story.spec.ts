import type { Page } from '@playwright/test'

import { expect, LANG_WIDTHS, test } from './fixtures'

/**
 * The sandbox tells one story (docs/sandbox.md): the order a Loan Now makes carries the confirmed
 * amount, the confirmed account in the one masked form, today's application date and a due date not
 * yet past; each order shows rows of its own. Read as a tester meets it, in both languages at 320
 * and 360 px, on the build and on the dev server (the dev-server-rows project).
 */

const WORDS = {
  en: { loanNow: 'Loan Now', applied: 'Apply date', due: 'Due date', account: 'Receiving account' },
  sw: { loanNow: 'Kopa Sasa', applied: 'Tarehe ya maombi', due: 'Tarehe ya mwisho', account: 'Akaunti ya kupokea' },
} as const

/** Today in Dar es Salaam (UTC+3), as the lender writes dates. */
const darToday = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10)

/** The order screen's rows, label -> value, as the borrower reads them. */
async function rows(page: Page): Promise<Record<string, string>> {
  await expect(page.locator('.order-rows dt').first()).toBeVisible()
  return page.locator('.order-rows').evaluate((dl) => {
    const out: Record<string, string> = {}
    for (const dt of Array.from(dl.querySelectorAll('dt')))
      out[(dt.textContent ?? '').trim()] = (dt.nextElementSibling?.textContent ?? '').trim()
    return out
  })
}

for (const [lang, width] of LANG_WIDTHS) {
  const w = WORDS[lang]
  test(`the order a Loan Now makes is the order confirmed: amount, account, dates; each order has rows of its own (${lang}, ${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 740 })
    await page.goto(`/loanConfirm?productId=P1001&lang=${lang}`)
    await expect(page.locator('main')).toContainText('TZS 150,000.00')
    await expect(page.locator('main')).toContainText('M-Pesa 0754 *** 456')
    await page.getByRole('button', { name: w.loanNow }).click()
    await expect(page).toHaveURL(/\/loanDetail\?productId=P1001&orderId=ORD110001/)

    const made = await rows(page)
    expect(Object.values(made).join(' | ')).toContain('150,000.00')
    expect(made[w.account]).toBe('M-Pesa 0754 *** 456')
    expect(made[w.applied].slice(0, 10)).toBe(darToday())
    expect(made[w.due].slice(0, 10) >= darToday(), `due ${made[w.due]} is not already past`).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

    // Another order of the sandbox reads its own rows, not a copy of these.
    await page.goto(`/loanDetail?productId=P1003&orderId=ORD180002&lang=${lang}`)
    const other = await rows(page)
    expect(other).not.toEqual(made)
  })
}
