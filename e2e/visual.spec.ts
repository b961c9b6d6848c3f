import type { Page, TestInfo } from '@playwright/test'

import { VALUE_SOURCE } from '../src/ui/valuePattern'
import { expect, test } from './fixtures'

/**
 * A visual check of every screen at 320 and 360 px, in English and Swahili. Each route is
 * one test (one page, resized: parallel-safe, its own sandbox world); it fails on horizontal
 * overflow, clipped text (an element whose own text is wider than its box), raw catalogue keys or
 * placeholders, input placeholders wider than their field, a value (a date, an amount, a phone number)
 * split across lines, a focus ring nobody asked for, and words of the other language from our
 * catalogues. Screenshots are attached.
 */

/**
 * `scenario`: the sandbox effects the state needs (an expired session); `then`: the tap that leads
 * to the state (a saved screen, a dialog), after the page has loaded.
 */
type Route = { name: string; url: string; public?: boolean; scenario?: string[]; then?: (page: Page, lang: 'en' | 'sw') => Promise<void> }

/** A table row: the route's name (its test's title) and URL, and the `then` of its state when it has one. */
type Row = [name: string, url: string, then?: Route['then']]

const routes = (rows: Row[], common: Partial<Route> = {}): Route[] => rows.map(([name, url, then]) => ({ name, url, then, ...common }))

/** A dialog that opens by itself once the page has its data. */
const dialogOpens = (page: Page) => expect(page.getByRole('dialog')).toBeVisible()

const PUBLIC = routes(
  [
    ['site home', '/'],
    ['site about', '/About'],
    ['site policy', '/Policy'],
    ['site loan terms', '/Loan'],
    ['site feedback', '/Feedback'],
    ['about us', '/aboutUs'],
    ['privacy policy', '/privacyPolicy'],
    ['loan agreement', '/loanAgreement'],
    ['landing', '/promotion?id=1001&links_id=L55'],
    // States after a tap: where registering leads (the download page with a link id, else the
    // agreement page, which must offer the download), and a promotion that has ended.
    ['landing download page', '/promotion?id=1001&links_id=L55#/download?links_id=L55&id=1001'],
    ['landing agreement page', '/promotion?id=1001#/agreement?id=1001'],
    ['landing ended', '/promotion?id=9999'],
  ],
  { public: true },
)

const BORROWER = routes([
  ['order details', '/loanDetail?productId=P1002&orderId=ORD174001'],
  ['order recommended', '/loanDetail?productId=P1001&orderId=ORD110001'],
  ['loan confirm', '/loanConfirm?productId=P1001'],
  ['bind bank', '/bindBank?productId=P1001'],
  ['repay', '/repay?productId=P1002&orderId=ORD174001'],
  ['repay delay', '/repayDelay?productId=P1002&orderId=ORD174001'],
  ['repayment code', '/repaymentOfCode?showType=1&payCode=7712345678&repayAmount=5400000'],
  ['complaint start', '/complaint?orderId=ORD200001'],
  ['complaint list', '/complaintList'],
  ['complaint details', '/complainDetails?problemId=PB2611130004'],
  ['customer service', '/customerService'],
  ['delete account', '/clearingDeletingAccount'],
  ['joint login failure', '/unionLoginFailed'],
  // States after a tap or an answer: error states, dialogs that open by themselves.
  ['order not found', '/loanDetail?productId=P1001&orderId=ORD404404'],
  ['order card dialog', '/loanDetail?productId=P1002&orderId=ORD151001', dialogOpens],
  ['bank saved', '/bindBank?productId=P1001', saveBank],
  ['order rating dialog', '/loanDetail?productId=P1001&orderId=ORD170001', dialogOpens],
])

/** The bank form filled and saved in a plain browser: the saved-account screen (the lender's labels come in the page's language). */
async function saveBank(page: Page, lang: 'en' | 'sw') {
  const w =
    lang === 'en'
      ? {
          nida: 'NIDA number',
          region: /^Region/,
          day: /^Salary day/,
          wallet: /^Mobile wallet/,
          phone: 'Wallet phone number',
          confirm: 'Confirm',
          next: 'Next',
        }
      : {
          nida: 'Namba ya NIDA',
          region: /^Mkoa/,
          day: /^Siku ya mshahara/,
          wallet: /^Pochi ya simu/,
          phone: 'Namba ya simu ya pochi',
          confirm: 'Thibitisha',
          next: 'Endelea',
        }
  const pick = async (field: RegExp, option: string) => {
    await page.getByRole('button', { name: field }).click()
    const sheet = page.getByRole('dialog')
    await sheet.getByText(option, { exact: true }).click()
    await sheet.getByRole('button', { name: w.confirm }).click()
    await expect(sheet).toBeHidden()
  }
  await page.getByRole('textbox', { name: w.nida }).pressSequentially('19900101123450000123')
  await pick(w.region, 'Dar es Salaam')
  await pick(w.day, '28')
  await pick(w.wallet, 'HaloPesa')
  await page.getByRole('textbox', { name: w.phone }).pressSequentially('0621987654')
  await page.getByRole('button', { name: w.next }).click()
  await expect(page.locator('.bank-saved h2')).toBeVisible()
  // The heading takes focus by design (the screen changed under the finger) and the typing above was a keyboard: the check is for rings nobody asked for.
  await page.locator('.bank-saved h2').evaluate((h) => (h as HTMLElement).blur())
}

/** Our catalogues, for "the other language's words on this page". */
const CATALOGUES = [
  '../src/i18n/common',
  '../src/ui/messages',
  '../src/lastKnown/messages',
  '../src/outbox/ui/outboxMessages',
  '../features/account/messages',
  '../features/bank/messages',
  '../features/complaints/messages',
  '../features/legal/messages',
  '../features/loan/messages',
  '../features/order/messages',
  '../features/promotion/messages',
  '../features/repayment/messages',
  '../features/site/messages',
  '../features/support/messages',
]

type Catalogue = { en: Record<string, string>; sw: Record<string, string> }

/** Phrases only one language has: each message's longest literal part (placeholders cut out), when it is long enough to be telling. */
async function phrasesOf(lang: 'en' | 'sw'): Promise<string[]> {
  const other = lang === 'en' ? 'sw' : 'en'
  const out = new Set<string>()
  for (const path of CATALOGUES) {
    const mod = (await import(path)) as Record<string, unknown>
    for (const value of Object.values(mod)) {
      const c = value as Catalogue
      if (!c || typeof c !== 'object' || !c.en || !c.sw) continue
      for (const key of Object.keys(c.en)) {
        const mine = c[lang][key]
        if (!mine || mine === c[other][key]) continue
        const part =
          mine
            .split(/\{[^}]*\}|\n/)
            .sort((a, b) => b.length - a.length)[0]
            ?.trim() ?? ''
        if (part.length >= 14 && part.includes(' ')) out.add(part)
      }
    }
  }
  return [...out]
}

/** What the page shows that it should not: overflow, clipped text, raw keys. */
function findProblems(valueSource: string): string[] {
  const problems: string[] = []
  const doc = document.documentElement
  if (doc.scrollWidth > doc.clientWidth + 1) problems.push(`horizontal overflow: ${doc.scrollWidth} > ${doc.clientWidth}`)
  for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
    const own = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '')
    if (!own) continue
    const style = getComputedStyle(el)
    if (style.display === 'inline' || style.display === 'contents' || style.visibility === 'hidden') continue
    const box = el.getBoundingClientRect()
    // Visually hidden text for screen readers, and content that scrolls on purpose.
    if (box.width <= 2 || box.height <= 2 || /auto|scroll/.test(style.overflowX)) continue
    if (el.scrollWidth > el.clientWidth + 1)
      problems.push(
        `clipped text: <${el.tagName.toLowerCase()} class="${el.className}"> "${(el.textContent ?? '').trim().slice(0, 60)}" (${el.scrollWidth} > ${el.clientWidth})`,
      )
  }
  // Text the colour of what is behind it cannot be read (the dev server once drew the language switch
  // green on green when its styles arrived in another order): the colour against the nearest
  // background drawn behind it, below 3:1. A picture, gradient or see-through colour behind is not judged.
  const channels = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number)
  const luminance = ([r, g, b]: number[]) => {
    const lin = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4)
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
  }
  for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
    const own = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '')
    if (!own || el.closest('.ui-sr-only, [hidden], script, style')) continue
    const style = getComputedStyle(el)
    if (style.visibility === 'hidden' || el.getBoundingClientRect().width <= 2) continue
    const fg = channels(style.color)
    if (fg.length > 3 && fg[3] === 0) continue
    // What is painted under the text's middle, topmost first (a control laid over a banner sits on
    // the banner, not on its parent's colour); off screen, or covered, its ancestors. The page's own
    // white when nothing drawn is found; null when a picture or gradient is behind.
    const box = el.getBoundingClientRect()
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2]
    const stack = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight ? document.elementsFromPoint(x, y) : []
    // The text's element, or its nearest ancestor hit there (text may let taps through).
    let hit: Element | null = el
    while (hit && !stack.includes(hit)) hit = hit.parentElement
    const beneath: Element[] = hit && hit !== document.documentElement ? stack.slice(stack.indexOf(hit)) : []
    if (!beneath.length) for (let at: Element | null = el; at; at = at.parentElement) beneath.push(at)
    let back: number[] | null = [255, 255, 255]
    for (const at of beneath) {
      const s = getComputedStyle(at)
      if (s.backgroundImage !== 'none' || /^(IMG|SVG|CANVAS|VIDEO|PICTURE)$/i.test(at.tagName)) {
        back = null
        break
      }
      const bg = channels(s.backgroundColor)
      if (bg.length === 3 || (bg.length > 3 && bg[3] === 1)) {
        back = bg
        break
      }
      // A see-through background is drawn over what is not judged here.
      if (bg.length > 3 && bg[3] > 0) {
        back = null
        break
      }
    }
    if (!back) continue
    const [a, b] = [luminance(fg), luminance(back)].sort((x, y) => y - x)
    const ratio = (a + 0.05) / (b + 0.05)
    if (ratio < 3)
      problems.push(
        `text hard to read (${ratio.toFixed(1)}:1): <${el.tagName.toLowerCase()} class="${el.className}"> "${(el.textContent ?? '').trim().slice(0, 40)}"`,
      )
  }
  // A placeholder is text too: one cut mid-word ("Tarakir") tells the borrower nothing.
  const ruler = document.createElement('canvas').getContext('2d')
  for (const input of Array.from(
    document.body.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]'),
  )) {
    if (!ruler || input.value !== '' || input.placeholder.trim() === '' || input.tagName === 'TEXTAREA') continue
    const style = getComputedStyle(input)
    if (style.display === 'none' || style.visibility === 'hidden' || input.getBoundingClientRect().width <= 2) continue
    ruler.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    const needed = ruler.measureText(input.placeholder).width
    if (needed > room + 1)
      problems.push(`clipped placeholder: #${input.id} "${input.placeholder}" (${Math.ceil(needed)} > ${Math.floor(room)})`)
  }
  // A value split across two lines reads as two values (src/ui/valuePattern.ts says which kinds;
  // this function runs in the page, so the pattern comes in as its argument).
  const VALUE = new RegExp(valueSource, 'g')
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const parent = n.parentElement
    if (!parent || parent.closest('script, style, .ui-sr-only, [hidden]')) continue
    for (const m of (n.textContent ?? '').matchAll(VALUE)) {
      const range = document.createRange()
      range.setStart(n, m.index)
      range.setEnd(n, m.index + m[0].length)
      const tops = new Set(
        Array.from(range.getClientRects())
          .filter((r) => r.width > 0)
          .map((r) => Math.round(r.top)),
      )
      // A value wider than its whole box cannot sit on one line: breaking it is right, not a split.
      const room = parent.closest('p, dd, li, div, td, section')?.clientWidth ?? Infinity
      const wide = range.getBoundingClientRect().width > room
      if (tops.size > 1 && !(wide && parent.closest('.ui-value--long'))) problems.push(`value split across lines: "${m[0]}"`)
    }
  }
  // Whatever the page marks as one value (an order row's value, an amount) stays on one line.
  for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('.ui-value:not(.ui-value--long), .ui-money'))) {
    if (el.closest('.ui-sr-only, [hidden]')) continue
    const range = document.createRange()
    range.selectNodeContents(el)
    const tops = new Set(
      Array.from(range.getClientRects())
        .filter((r) => r.width > 0)
        .map((r) => Math.round(r.top)),
    )
    if (tops.size > 1) problems.push(`value split across lines: "${(el.textContent ?? '').trim()}"`)
    // A value kept whole must still fit: past its row's edge it is text past its box.
    let box = el.parentElement
    while (box && getComputedStyle(box).display.startsWith('inline')) box = box.parentElement
    const edge = box?.getBoundingClientRect()
    const own = el.getBoundingClientRect()
    if (edge && (own.right > edge.right + 1 || own.left < edge.left - 1))
      problems.push(`value past its box: "${(el.textContent ?? '').trim()}" (${Math.round(own.width)} px in ${Math.round(edge.width)} px)`)
  }
  // Nobody used a keyboard here (page loads and taps only): a focus ring is one nobody asked for.
  const active = document.activeElement
  if (active && active !== document.body && active.matches(':focus-visible') && getComputedStyle(active).outlineStyle !== 'none')
    problems.push(`focus ring without a keyboard: <${active.tagName.toLowerCase()} class="${active.className}">`)
  const text = document.body.innerText
  for (const m of text.match(/\{[a-zA-Z]\w*\}|\b[a-z]+[A-Z][a-zA-Z]*(Title|Text|Label|Body|Hint|Error|Heading)\b/g) ?? [])
    problems.push(`raw catalogue key or placeholder: ${m}`)
  if (/\bundefined\b|\bNaN\b|\[object Object\]/.test(text)) problems.push('undefined/NaN/[object Object] on screen')
  return problems
}

async function check(page: Page, testInfo: TestInfo, route: Route, lang: 'en' | 'sw') {
  const url =
    lang === 'en'
      ? route.url
      : route.public
        ? `/sw${route.url === '/' ? '' : route.url}`
        : `${route.url}${route.url.includes('?') ? '&' : '?'}lang=sw`
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(url)
  await expect(page.locator('main, [role="main"]').first()).toBeVisible()
  if (route.then) await route.then(page, lang)
  // The screen's data has arrived (no loading placeholder left) and fonts are laid out.
  await expect(page.locator('.ui-state .ui-spinner')).toHaveCount(0, { timeout: 10_000 })
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  const foreign = await phrasesOf(lang === 'en' ? 'sw' : 'en')
  const problems: string[] = []
  for (const width of [320, 360]) {
    await page.setViewportSize({ width, height: 740 })
    await page.waitForTimeout(150)
    await testInfo.attach(`${route.name}-${lang}-${width}.png`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    })
    problems.push(...(await page.evaluate(findProblems, VALUE_SOURCE)).map((p) => `${width}px: ${p}`))
    if (process.env.VISUAL_SHOTS)
      await page.screenshot({ path: `${process.env.VISUAL_SHOTS}/${route.name.replace(/\W+/g, '-')}-${lang}-${width}.png`, fullPage: true })
    // Text marked as another language on purpose (the offer to read the page in the other language) is not mixed.
    const text = await page.evaluate((l) => {
      const copy = document.body.cloneNode(true) as HTMLElement
      copy.querySelectorAll('[lang]').forEach((e) => e.getAttribute('lang') !== l && e.remove())
      copy.querySelectorAll('script, style').forEach((e) => e.remove())
      return copy.textContent ?? ''
    }, lang)
    for (const phrase of foreign) if (text.includes(phrase)) problems.push(`${width}px: the other language's words: "${phrase}"`)
  }
  expect([...new Set(problems)], `${url}`).toEqual([])
}

for (const route of [...PUBLIC, ...BORROWER]) {
  for (const lang of ['en', 'sw'] as const) {
    // '@public': the pages the dev server serves through another header than the build's (the
    // dev-server-rows project reads these there too).
    test(
      `${route.name} (${lang}) reads at 320 and 360 px`,
      { tag: route.public ? ['@public'] : [] },
      async ({ page, sandbox }, testInfo) => {
        if (route.scenario) await sandbox.scenario(...route.scenario)
        await check(page, testInfo, route, lang)
      },
    )
  }
}
