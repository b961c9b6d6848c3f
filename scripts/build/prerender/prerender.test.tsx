import { describe, expect, it } from 'vitest'

import { crawlerExcluded, publicPaths, render, titleFrom } from './server'

describe('prerendering', () => {
  it('renders text, a title and no placeholders for every page in both languages', async () => {
    for (const { path } of publicPaths()) {
      const { html, title } = await render(path)
      expect(html, path).toMatch(/<main id="main"/)
      expect(html, path).not.toMatch(/undefined|\{\w+\}/)
      // The tests' build is given no app name: the pages carry none, and no other lender's.
      expect(title, path).not.toMatch(/Mkopo Haraka|·\s*$/)
      expect(title.trim(), path).not.toBe('')
    }
    expect((await render('/loanAgreement')).title).toBe('Loan Agreement')
    expect(titleFrom('<h1 class="x">About us</h1>', 'Pesa Bora')).toBe('About us · Pesa Bora')
    expect(titleFrom('<h1 class="x">Pesa Bora Loan Agreement</h1>', 'Pesa Bora')).toBe('Pesa Bora Loan Agreement')
    expect(titleFrom('<h1 class="x">About us</h1>', '')).toBe('About us')
  })

  it('renders the /sw pages in Swahili and the others in English', async () => {
    for (const { path, page } of publicPaths().filter((p) => p.lang === 'sw')) {
      const sw = await render(path)
      const en = await render(page.path)
      expect(sw.lang, path).toBe('sw')
      expect(en.lang, page.path).toBe('en')
      const h1 = (html: string) => /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]
      expect(h1(sw.html), path).not.toBe(h1(en.html))
    }
    expect((await render('/sw/About')).html).toContain('Kuhusu')
    expect((await render('/sw/privacyPolicy')).html).toMatch(/<a[^>]*href="\/privacyPolicy"[^>]*hrefLang="en"[^>]*>English<\/a>/)
  })

  it('keeps crawlers off the borrower screens and the API, never off a public page', () => {
    const excluded = crawlerExcluded()
    expect(excluded).toEqual(expect.arrayContaining(['/api/', '/testPreview', '/loanDetail', '/clearingDeletingAccount']))
    for (const { path } of publicPaths()) expect(excluded.some((x) => x !== '/' && path === x)).toBe(false)
  })
})
