import { describe, expect, it } from 'vitest'

import { englishLeftIn } from '../tests/englishLeft'
import { DEFINE_WIRE } from './data/order'
import { SANDBOX_PAGE_PATH } from './pageLink'

const base = 'http://localhost/api'
const headers = (lang: string) => ({
  'content-type': 'application/x-www-form-urlencoded',
  'x-sandbox-world': `links-${lang}`,
  'accept-language': lang,
})
const post = async (lang: string, path: string, body: Record<string, string> = {}) =>
  (
    await fetch(`${base}${path}?session_id=s1`, { method: 'POST', headers: headers(lang), body: new URLSearchParams(body).toString() })
  ).json()
const get = async (lang: string, path: string) => (await fetch(`${base}${path}`, { headers: headers(lang) })).json()

/** Every string of an answer that is a link. */
function linksIn(value: unknown): string[] {
  if (typeof value === 'string') return /^(https?:|\/)/.test(value) && !/\.(svg|png|jpe?g)$/.test(value) ? [value] : []
  if (Array.isArray(value)) return value.flatMap(linksIn)
  if (value && typeof value === 'object') return Object.values(value).flatMap(linksIn)
  return []
}

/** The links a tester meets: Pay Now with M-Pesa, Repayment Terms, a recommended product, Withdraw Now (two orders), a redirecting order, Download, Alipay. */
async function linksGiven(lang: string): Promise<[string, string][]> {
  const answers: [string, unknown][] = [
    [
      'M-Pesa Pay Now',
      await post(lang, '/v3/loan-details/generate-vcode-yd', {
        product_id: 'P1001',
        orderId: 'ORD170001',
        amount: '5400000',
        cardNo: '0754123456',
        bankCode: 'MPESA',
      }),
    ],
    ['Repayment Terms', await post(lang, '/v3/contract/contract-jump', { productId: 'P1001', position: '2' })],
    [
      'recommended product',
      await post(lang, DEFINE_WIRE.path, { [DEFINE_WIRE.moduleId]: '31', [DEFINE_WIRE.position]: '0', [DEFINE_WIRE.linkId]: 'LNK2001' }),
    ],
    ['Withdraw Now', await post(lang, '/v3/loan-details/loan-details', { productId: 'P1002', orderId: 'ORD151WD' })],
    ['redirecting order', await post(lang, '/v3/loan-details/loan-details', { productId: 'P1001', orderId: 'ORD110REDIR' })],
    ['withdraw under review', await post(lang, '/v3/loan-details/loan-details', { productId: 'P1001', orderId: 'ORD21WD' })],
    ['Download', await get(lang, '/api/v2/tz/service/channel/channel-template?templateId=1001')],
    [
      'Alipay',
      await post(lang, '/api/v1/tz/app/service/loan/repayment-huichao', { userId: 'U1', orderId: 'ORD170001', amount: '5400000' }),
    ],
  ]
  return answers.flatMap(([name, answer]) => linksIn(answer).map((link): [string, string] => [name, link]))
}

const textOf = (html: string) =>
  html
    .replace(/<code>.*?<\/code>/g, ' ')
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean)

describe('every link the sandbox gives opens a sandbox page', () => {
  it.each(['en', 'sw'])('in %s: each link is a page of this origin that says what the real one would be', async (lang) => {
    const given = await linksGiven(lang)
    // Each of the eight places gives its link.
    expect(new Set(given.filter(([, l]) => l.startsWith(SANDBOX_PAGE_PATH)).map(([name]) => name)).size).toBe(8)
    const elsewhere = given.filter(([, link]) => !link.startsWith('/'))
    expect(elsewhere).toEqual([])
    for (const [name, link] of given.filter(([, l]) => l.startsWith(SANDBOX_PAGE_PATH))) {
      const res = await fetch(`http://localhost${link}`)
      expect(res.status, `${name}: ${link}`).toBe(200)
      const html = await res.text()
      expect(html, name).toContain(`<html lang="${lang}">`)
      expect(html, name).toMatch(/<code>https:\/<wbr>\/<wbr>(pay|www)\.mkopoharaka\.co\.tz\/<wbr>/)
      if (lang === 'sw')
        expect(
          textOf(html).filter((t) => englishLeftIn(t)),
          name,
        ).toEqual([])
    }
  })

  it('the checkout page names the order and the amount, and leads back to the screen Pay Now was on', async () => {
    const answer = await post('en', '/v3/loan-details/generate-vcode-yd', {
      product_id: 'P1001',
      orderId: 'ORD170001',
      amount: '5400000',
      cardNo: '0754123456',
      bankCode: 'MPESA',
    })
    const html = await (await fetch(`http://localhost${answer.data.payUrl}`)).text()
    expect(textOf(html)).toEqual(
      expect.arrayContaining(['M-Pesa checkout', 'Order number', 'ORD170001', 'Amount', 'TZS 54,000.00', 'Back to the app']),
    )
    expect(html).toContain('href="/repay?productId=P1001&#38;orderId=ORD170001"')
  })

  it('a page leads back only to a path of this site, and an unknown kind is not a page', async () => {
    const html = await (await fetch('http://localhost/api/__sandbox/page/terms?back=//evil.example/x')).text()
    expect(html).toContain('href="/"')
    expect((await fetch('http://localhost/api/__sandbox/page/toString')).status).toBe(404)
  })
})
