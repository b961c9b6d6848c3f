import { http, HttpResponse } from 'msw'

import { API } from './kit.ts'
import type { SandboxPageKind } from './pageLink.ts'
import { wantsSwahili } from './swahili.ts'

/**
 * The pages a sandbox link opens (pageLink.ts writes the links). A real lender's answers link to
 * its payment partner's checkout, its website, its app download: hosts a tester cannot reach. The
 * sandbox links to pages of its own on the app's origin instead, each saying what the real page
 * would be and where it would be.
 */

const REAL_PAY = 'https://pay.mkopoharaka.co.tz'
const REAL_SITE = 'https://www.mkopoharaka.co.tz'

type Query = Record<string, string>
type Words = { title: string; text: string }

/** Each kind of page: where the real one is, and what it does, in English and Swahili. */
const KINDS: Record<SandboxPageKind, { real: (q: Query) => string; en: Words; sw: Words }> = {
  pay: {
    real: (q) => `${REAL_PAY}/checkout?trade=${q.trade ?? ''}`,
    en: { title: 'M-Pesa checkout', text: "The payment partner's page, where the borrower confirms the payment with their M-Pesa PIN." },
    sw: { title: 'Malipo ya M-Pesa', text: 'Ukurasa wa mshirika wa malipo, ambapo mkopaji anathibitisha malipo kwa PIN yake ya M-Pesa.' },
  },
  alipay: {
    real: (q) => `${REAL_PAY}/alipay/checkout?order=${q.order ?? ''}&amount=${q.amount ?? ''}`,
    en: { title: 'Alipay checkout', text: "The payment partner's page, where the borrower confirms the payment." },
    sw: { title: 'Malipo ya Alipay', text: 'Ukurasa wa mshirika wa malipo, ambapo mkopaji anathibitisha malipo.' },
  },
  withdraw: {
    real: (q) => `${REAL_PAY}/withdraw/confirm?o=${q.order ?? ''}`,
    en: { title: 'Confirm the withdrawal', text: "The lender's page, where the borrower confirms where the money goes." },
    sw: { title: 'Thibitisha utoaji', text: 'Ukurasa wa mkopeshaji, ambapo mkopaji anathibitisha pesa ziende wapi.' },
  },
  terms: {
    real: () => `${REAL_SITE}/terms/repayment`,
    en: { title: 'Repayment Terms', text: "The lender's repayment terms, on its website." },
    sw: { title: 'Masharti ya Malipo', text: 'Masharti ya malipo ya mkopeshaji, kwenye tovuti yake.' },
  },
  product: {
    real: (q) => `${REAL_SITE}/products/${q.product ?? ''}?ref=recommend`,
    en: { title: 'A recommended product', text: "The partner product's page, where the borrower applies." },
    sw: { title: 'Bidhaa inayopendekezwa', text: 'Ukurasa wa bidhaa ya mshirika, ambapo mkopaji anaomba.' },
  },
  download: {
    real: () => `${REAL_SITE}/download/mkopo-haraka.apk`,
    en: { title: 'Download Mkopo Haraka', text: 'The Mkopo Haraka app itself (an Android package).' },
    sw: { title: 'Pakua Mkopo Haraka', text: 'Programu ya Mkopo Haraka yenyewe (kifurushi cha Android).' },
  },
}

const COMMON = {
  en: {
    lead: 'This is a sandbox page: the sandbox lender cannot open the real one. With a real lender, this link opens:',
    at: 'Its address would be',
    order: 'Order number',
    amount: 'Amount',
    back: 'Back to the app',
  },
  sw: {
    lead: 'Huu ni ukurasa wa majaribio: mkopeshaji wa majaribio hawezi kufungua ule halisi. Kwa mkopeshaji halisi, kiungo hiki kinafungua:',
    at: 'Anwani yake ingekuwa',
    order: 'Namba ya oda',
    amount: 'Kiasi',
    back: 'Rudi kwenye programu',
  },
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
/**
 * An address that may break after each '/', '?', '&' and '=' on the narrowest phone. The page
 * carries no style of its own (the servers' Content-Security-Policy refuses inline styles), so the
 * break opportunities are in the text.
 */
const breakable = (url: string) => escape(url).replace(/(\/|\?|&#38;|=)/g, '$1<wbr>')
const tzs = (minor: string) =>
  `TZS ${(Number(minor) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

/** The page of a kind, in the language the link or the browser asks for; null for a kind it does not know. */
export function sandboxPageHtml(kind: string, query: Query, swahili: boolean): string | null {
  const page = Object.prototype.hasOwnProperty.call(KINDS, kind) ? KINDS[kind as SandboxPageKind] : undefined
  if (!page) return null
  const words = swahili ? page.sw : page.en
  const c = swahili ? COMMON.sw : COMMON.en
  const rows: [string, string][] = []
  if (query.order) rows.push([c.order, query.order])
  if (/^\d+$/.test(query.amount ?? '')) rows.push([c.amount, tzs(query.amount)])
  // Back goes to a path of this app only, never to an address the link could name elsewhere.
  const back = query.back && /^\/(?![/\\])/.test(query.back) ? query.back : '/'
  return `<!doctype html><html lang="${swahili ? 'sw' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(words.title)}</title></head><body>
<main><h1>${escape(words.title)}</h1>
<p>${escape(c.lead)}</p>
<p>${escape(words.text)}</p>
${rows.length ? `<dl>${rows.map(([k, v]) => `<dt>${escape(k)}</dt><dd>${escape(v)}</dd>`).join('')}</dl>` : ''}
<p>${escape(c.at)}: <code>${breakable(page.real(query))}</code></p>
<p><a href="${escape(back)}">${escape(c.back)}</a></p></main>
</body></html>`
}

/** Serves the sandbox pages (GET /api/__sandbox/page/<kind>). */
export const pageHandlers = [
  http.get(`${API}/__sandbox/page/:kind`, ({ request, params }) => {
    const url = new URL(request.url)
    const html = sandboxPageHtml(String(params.kind), Object.fromEntries(url.searchParams), wantsSwahili(request))
    return html === null
      ? new HttpResponse('Not a sandbox page', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
      : new HttpResponse(html, { headers: { 'content-type': 'text/html; charset=utf-8' } })
  }),
]
