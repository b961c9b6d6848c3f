import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'

import { PUBLIC_JS_BUDGET } from '../scripts/tools/bench/sizes.mjs'
import { expect, test } from './fixtures'

/** Opens a prerendered public page (from `referer` when given) and waits until it is hydrated (interactive). */
async function openPublic(page: Page, path: string, referer?: string) {
  await page.goto(path, { referer })
  await expect(page.locator('html[data-ready="true"]')).toBeAttached()
}

/** A fresh browser whose language is `locale`, without a service worker, on a public page opened as openPublic does. */
async function openAs(browser: Browser, baseURL: string | undefined, locale: string, path: string, referer?: string) {
  const context = await browser.newContext({ locale, baseURL, serviceWorkers: 'block' })
  const page = await context.newPage()
  await openPublic(page, path, referer)
  return { context, page }
}

/** Console errors, hydration mismatches included (the public entry logs them as '[hydration]'). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(e.message))
  return errors
}

/** Sums the page's layout shifts not caused by input (CLS), from before the document parses. */
async function recordLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number }
    w.__cls = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.__cls += e.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return () => page.evaluate(() => (window as unknown as { __cls: number }).__cls)
}

const PUBLIC = ['/', '/About', '/Policy', '/Loan', '/Feedback', '/aboutUs', '/privacyPolicy', '/loanAgreement', '/promotion?id=1001']

test.describe('public pages: prerendered, then hydrated', () => {
  test('every public page arrives as HTML with its text and hydrates without errors', async ({ page, request }) => {
    const errors = consoleErrors(page)
    for (const path of PUBLIC) {
      const html = await (await request.get(path)).text()
      expect(html, path).toMatch(/<div id="root" data-prerendered="\/[A-Za-z/]*"><a class="skip-link"/)
      expect(html, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
      await openPublic(page, path)
      await expect(page.locator('h1')).toBeVisible()
    }
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([])
  })

  test('public pages have no accessibility violations', async ({ page }) => {
    // Ten pages through axe: on a shared 2-core machine this takes longer than one journey.
    test.setTimeout(120_000)
    for (const path of [...PUBLIC, '/clearingDeletingAccount']) {
      if (path === '/clearingDeletingAccount') await page.goto(path)
      else await openPublic(page, path)
      await expect(page.locator('h1')).toBeVisible()
      const { violations } = await new AxeBuilder({ page }).exclude('iframe').analyze()
      expect(
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        path,
      ).toEqual([])
    }
  })

  test('legal pages are readable with JavaScript off', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/privacyPolicy')
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    // Without JavaScript the page has the build's deployment settings only: a build given
    // none says so in the text rather than show the sandbox's names (with JavaScript the host's show).
    await expect(page.getByRole('region', { name: '9. Grievance officer' })).toContainText('name not configured')
    await expect(page.getByText('We never sell your data.', { exact: false })).toBeVisible()
    await page.goto('/loanAgreement')
    // Nor an app name: the build names no lender, so the heading reads without one.
    await expect(page.getByRole('heading', { level: 1, name: 'Loan Agreement', exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'R. Applicable law' })).toBeAttached()
    await expect(page.getByText('The minimum loan is TZS 10,000.')).toBeVisible()
    await page.goto('/aboutUs')
    // The e-mail too is the host's to give: the build without it says so.
    await expect(page.getByRole('region', { name: 'Contact us' })).toContainText('e-mail not configured')
    await expect(page.getByRole('link', { name: /@/ })).toHaveCount(0)
    await context.close()
  })

  test('the landing downloads at most the public budget of gzip JavaScript before the network is idle, service-worker registration included', async ({
    page,
  }) => {
    // The moment the page is hydrated, taken inside the page; the service worker registers later, after load.
    await page.addInitScript(() => {
      new MutationObserver((_m, observer) => {
        if (!document.documentElement?.hasAttribute('data-ready')) return
        ;(window as unknown as { readyAt: number }).readyAt = performance.now()
        observer.disconnect()
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] })
    })
    const gz = new Map<string, number>()
    page.on('response', async (r) => {
      if (r.request().resourceType() !== 'script' || !r.ok()) return
      const body = await r.body().catch(() => null)
      if (body) gz.set(r.url(), gzipSync(body, { level: 9 }).length)
    })
    await openPublic(page, '/promotion?id=1001')
    await expect(page.getByRole('img', { name: 'Image captcha. Tap for a new one.' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    const initial = await page.evaluate(() => {
      const readyAt = (window as unknown as { readyAt: number }).readyAt
      return performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js') && e.startTime <= readyAt)
        .map((e) => e.name)
    })
    const sum = (urls: Iterable<string>) => [...urls].reduce((n, u) => n + (gz.get(u) ?? 0), 0)
    const atStart = sum(initial)
    console.log(
      `landing initial JS: ${(atStart / 1000).toFixed(1)} KB gzip in ${initial.length} files; with the deferred service-worker registration: ${(sum(gz.keys()) / 1000).toFixed(1)} KB`,
    )
    expect(initial.length).toBeGreaterThan(0)
    expect(initial.every((u) => gz.has(u))).toBe(true)
    // Counted as the browser downloads it: every script before the network is idle, each URL once.
    expect(sum(gz.keys())).toBeLessThanOrEqual(PUBLIC_JS_BUDGET)
  })

  test('nothing moves when a page hydrates: the still banner keeps the carousel space (CLS)', async ({ page }) => {
    const cls = await recordLayoutShift(page)
    // The scripts arrive late, as on a slow network: the prerendered page paints before it hydrates.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 700))
      await route.continue()
    })
    for (const path of ['/', '/Policy', '/promotion']) {
      await openPublic(page, path)
      await page.waitForTimeout(500)
      expect(await cls(), path).toBeLessThan(0.01)
    }
  })

  test('a borrower deep link gets the full app, not a public page', async ({ page }) => {
    await page.goto('/clearingDeletingAccount')
    await expect(page.getByRole('heading', { level: 1, name: 'Delete account' })).toBeVisible()
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0)
  })

  test('a host that answers every unknown path with index.html (the prerendered home) still opens the right screen', async ({
    page,
    request,
  }) => {
    const home = await (await request.get('/')).text()
    await page.route('**/clearingDeletingAccount', (route) => route.fulfill({ body: home, contentType: 'text/html' }))
    await page.goto('/clearingDeletingAccount')
    await expect(page.getByRole('heading', { level: 1, name: 'Delete account' })).toBeVisible()
    await expect(page.getByText('Cash loans on your phone')).toHaveCount(0)
  })
})

test.describe('Swahili public pages', () => {
  const SWAHILI = ['/sw', '/sw/About', '/sw/Feedback', '/sw/privacyPolicy', '/sw/loanAgreement', '/sw/promotion']

  test('are Swahili with JavaScript off, and link to their English twins both ways (hreflang)', async ({ browser, baseURL, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    for (const path of SWAHILI) {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
      await expect(page.getByRole('link', { name: 'English' })).toBeVisible()
      const english = path === '/sw' ? '/' : path.slice(3)
      const html = await (await request.get(path)).text()
      expect(html, path).toMatch(new RegExp(`<link rel="alternate" hreflang="en" href="https://[^"]+${english === '/' ? '/' : english}">`))
      const en = await (await request.get(english)).text()
      expect(en, english).toMatch(/<html lang="en"/)
      expect(en, english).toMatch(new RegExp(`<link rel="alternate" hreflang="sw" href="https://[^"]+${path}">`))
    }
    await page.goto('/sw')
    await expect(page.getByRole('heading', { level: 1, name: 'Mikopo ya fedha kwenye simu yako' })).toBeVisible()
    await page.goto('/sw/About')
    await expect(page.getByRole('heading', { level: 1, name: 'Kuhusu sisi' })).toBeVisible()
    // One header and one language switch, in it.
    await expect(page.locator('header')).toHaveCount(1)
    await expect(page.locator('header').getByRole('navigation', { name: 'Lugha' }).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/About',
    )
    await page.goto('/sw/privacyPolicy')
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Privacy Policy')
    await context.close()
  })

  test('an explicit language in the URL stays: an English browser on /sw/Loan stays there and is offered English', async ({
    browser,
    baseURL,
  }) => {
    // Arriving from a search engine or a chat link.
    const { context, page } = await openAs(browser, baseURL, 'en-US', '/sw/Loan?utm_tag=chat', 'https://www.google.com/')
    await expect(page).toHaveURL(/\/sw\/Loan\?utm_tag=chat$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Vigezo na masharti ya mkopo' })).toBeVisible()
    // The legal text is in the page: no frame, one header.
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(page.locator('main article.legal')).toContainText('Yaliyomo')
    const offer = page.getByRole('complementary', { name: 'Language suggestion' })
    await expect(offer).toContainText('This page is also in English.')
    await offer.getByRole('link', { name: 'Read in English' }).click()
    await expect(page).toHaveURL(/\/Loan\?utm_tag=chat$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Loan terms and conditions' })).toBeVisible()
    await context.close()
  })

  test('a Swahili browser: English paths stay English with an offer, only the bare / follows the browser; the switch is remembered', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await openAs(browser, baseURL, 'sw-TZ', '/About?utm_tag=x')
    await expect(page).toHaveURL(/\/About\?utm_tag=x$/)
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible()
    const offer = page.getByRole('complementary', { name: 'Pendekezo la lugha' })
    await expect(offer).toContainText('Ukurasa huu upo pia kwa Kiswahili.')
    await offer.getByRole('button', { name: 'Hapana, asante' }).click()
    await expect(offer).toBeHidden()
    // "No, thanks" is remembered: the next page does not offer again.
    await page.goto('/Policy')
    await expect(page.locator('html[data-ready="true"]')).toBeAttached()
    await expect(page.getByRole('complementary')).toHaveCount(0)
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Kiswahili' }).click()
    await expect(page).toHaveURL(/\/sw\/Policy$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Makubaliano ya Faragha' })).toBeVisible()
    await context.close()
    const fresh = await browser.newContext({ locale: 'sw-TZ', baseURL, serviceWorkers: 'block' })
    const home = await fresh.newPage()
    await home.goto('/')
    await expect(home).toHaveURL(/\/sw$/)
    await fresh.close()
  })

  test('a Swahili borrower reads a wholly Swahili screen: the lender is told the language and answers in it', async ({ page, sandbox }) => {
    await page.goto('/loanDetail?productId=P1002&orderId=ORD174001&lang=sw')
    await expect(page.getByRole('heading', { name: 'Inadaiwa leo' })).toBeVisible()
    await expect(page.getByText('Tarehe ya mwisho').first()).toBeVisible()
    await expect(page.getByText(/^(Due today|Due date|Loan amount)$/)).toHaveCount(0)
    const [call] = await sandbox.received('/v3/loan-details/loan-details')
    expect(call.query.lang).toBe('sw')
    expect(call.headers['accept-language']).toBe('sw')
  })

  test('robots.txt and sitemap.xml list the public pages in both languages', async ({ request }) => {
    const robots = await request.get('/robots.txt')
    expect(robots.headers()['content-type']).toMatch(/text\/plain/)
    const text = await robots.text()
    expect(text).toMatch(/^User-agent: \*$/m)
    expect(text).toMatch(/^Disallow: \/api\/$/m)
    expect(text).toMatch(/^Sitemap: https:\/\/\S+\/sitemap\.xml$/m)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const path of ['/', '/sw', '/About', '/sw/About', '/privacyPolicy', '/sw/privacyPolicy', '/loanAgreement', '/sw/loanAgreement'])
      expect(sitemap, path).toMatch(new RegExp(`<loc>https://[^<]+${path === '/' ? '/' : path}</loc>`))
  })
})

test.describe('official site', () => {
  test('navigates Home, About us, Privacy Agreement, Loan terms and conditions and Feedback', async ({ page }) => {
    await openPublic(page, '/')
    await expect(page.getByRole('heading', { level: 1, name: 'Cash loans on your phone' })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: '022 212 3456' })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'support@mkopoharaka.co.tz' })).toBeVisible()
    await expect(footer).toContainText('Plot 12, Samora Avenue, Dar es Salaam')

    await nav.getByRole('link', { name: 'About us' }).click()
    await expect(page).toHaveURL(/\/About$/)
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible()

    // The tabs name the pages in short (they fit 320 px); the legal text is in the page, not a frame.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Privacy' }).click()
    await expect(page).toHaveURL(/\/Policy$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Agreement' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('navigation', { name: 'Contents' })).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Loan terms' }).click()
    await expect(page).toHaveURL(/\/Loan$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Loan terms and conditions' })).toBeVisible()
    await expect(page.getByRole('main')).toContainText('The minimum loan is TZS 10,000.')

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feedback' }).click()
    await expect(page).toHaveURL(/\/Feedback$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible()
  })

  test('the home banners turn every 3 seconds', async ({ page }) => {
    await openPublic(page, '/')
    const dot = (n: number) => page.getByRole('button', { name: `Slide ${n} of 3` })
    await expect(dot(1)).toHaveAttribute('aria-current', 'true')
    await expect(dot(2)).toHaveAttribute('aria-current', 'true', { timeout: 5000 })
  })

  test('the home banners leave no blank band under them at 320 and 360 px, and nothing shifts when the carousel takes over', async ({
    page,
  }) => {
    const cls = await recordLayoutShift(page)
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 740 })
      await openPublic(page, '/')
      await expect(page.getByRole('button', { name: 'Slide 1 of 3' })).toBeVisible()
      const box = await page.evaluate(() => {
        const banners = document.querySelector('.site-banners')!.getBoundingClientRect()
        // Every banner, the shortest one included, reaches down to the controls.
        const slide = [...document.querySelectorAll('.site-slide')]
          .map((s) => s.getBoundingClientRect())
          .sort((a, b) => a.bottom - b.bottom)[0]
        const controls = document.querySelector('.site-banners .ui-carousel__controls')!.getBoundingClientRect()
        const next = document.querySelector('.site-banners')!.nextElementSibling!.getBoundingClientRect()
        return {
          bannersBottom: banners.bottom,
          slideBottom: slide.bottom,
          controlsTop: controls.top,
          controlsBottom: controls.bottom,
          nextTop: next.top,
        }
      })
      // The controls sit on the banner's colour: nothing but the usual section spacing (24 px) under it.
      expect(box.controlsTop).toBeGreaterThanOrEqual(box.slideBottom - 44 - 1)
      expect(box.controlsBottom).toBeLessThanOrEqual(box.slideBottom + 1)
      expect(box.bannersBottom).toBeCloseTo(box.slideBottom, 0)
      expect(box.nextTop - box.slideBottom).toBeLessThanOrEqual(24 + 1)
      expect(await cls()).toBe(0)
    }
  })

  test('feedback says what is missing beside its field, refuses a phone that is not one, then composes the e-mail to customer service and shows it', async ({
    page,
    sandbox,
  }) => {
    await openPublic(page, '/Feedback')
    await page.getByLabel('Name').fill('Asha Mwakyusa')
    await page.getByLabel('Telephone').fill('abc0754xyz')
    await page.getByRole('button', { name: 'Write the e-mail' }).click()
    await expect(page.getByLabel('Telephone')).toHaveAccessibleDescription(
      'Please enter a correct mobile number, for example 0754 123 456 / +255 754 123 456.',
    )
    await expect(page.getByLabel('Suggestion')).toHaveAccessibleDescription('Please write your suggestion.')
    await page.getByLabel('Telephone').fill('0754 123 456')
    await page.getByLabel('Suggestion').fill('Please let me repay with HaloPesa.')
    await expect(page.getByText('Please enter a correct mobile number, for example 0754 123 456 / +255 754 123 456.')).toHaveCount(0)
    await page.getByRole('button', { name: 'Write the e-mail' }).click()
    const told = page.getByRole('status', { name: 'Your message' })
    await expect(told).toContainText('Your e-mail app has opened with this message to support@mkopoharaka.co.tz.')
    await expect(told).toContainText('Please let me repay with HaloPesa.')
    await expect(told.getByRole('link', { name: /Open the e-mail/ })).toHaveAttribute(
      'href',
      /^mailto:support@mkopoharaka\.co\.tz\?subject=Feedback%20from%20the%20website&body=Name%3A%20Asha%20Mwakyusa/,
    )
    await expect(page.getByText('Success!')).toHaveCount(0)
    expect(await sandbox.received()).toEqual([])
  })
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })
  // The update test changes the served worker script; nothing else may run beside it.
  test.describe.configure({ mode: 'serial' })

  /** Waits until the service worker has installed (precached everything) and is active. */
  async function workerReady(page: Page) {
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready
      return reg.active?.state
    })
  }

  test('legal and official pages read offline once the site was visited, deep links included', async ({ page, context }) => {
    await openPublic(page, '/privacyPolicy')
    await workerReady(page)
    // setOffline reaches the worker's own fetches only after the page's, so every request is refused as well.
    await context.setOffline(true)
    await context.route('**/*', (route) => route.abort('internetdisconnected'))

    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    await expect(page.locator('html[data-ready="true"]')).toBeAttached()
    await expect(page.getByText('You are offline. Pages you opened before still work.')).toBeVisible()

    for (const [path, heading] of [
      ['/loanAgreement', 'Mkopo Haraka Loan Agreement'],
      ['/aboutUs', 'About us'],
      ['/About', 'About us'],
      ['/', 'Cash loans on your phone'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible()
    }
    await page.goto('/Loan')
    await expect(page.getByRole('heading', { level: 1, name: 'Loan terms and conditions' })).toBeVisible()
    await expect(page.locator('main article.legal .legal-section').first()).toBeVisible()
  })

  test('a new version waits for the borrower: the update prompt asks before reloading', async ({ page }) => {
    await openPublic(page, '/Feedback')
    await workerReady(page)
    // A returning visitor: the page is now controlled by the installed worker.
    await page.reload()
    await expect(page.locator('html[data-ready="true"]')).toBeAttached()
    expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true)
    await page.getByLabel('Name').fill('Juma Kassim')
    // A new deploy: the server now has a different worker script (the same build outDir the preview serves).
    const swFile = join(process.env.E2E_OUT_DIR ?? 'dist', 'sw.js')
    const original = readFileSync(swFile, 'utf8')
    try {
      writeFileSync(swFile, `${original}\n// next deploy ${Date.now()}\n`)
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
      const prompt = page.getByRole('region', { name: 'A new version is ready.' })
      await expect(prompt).toBeVisible({ timeout: 15_000 })
      // Nothing reloaded behind the borrower's back.
      await expect(page.getByLabel('Name')).toHaveValue('Juma Kassim')
      await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Update now' }).click()])
      await expect(page.locator('html[data-ready="true"]')).toBeAttached()
      await expect(page.getByLabel('Name')).toHaveValue('')
      expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true)
    } finally {
      writeFileSync(swFile, original)
    }
  })
})
