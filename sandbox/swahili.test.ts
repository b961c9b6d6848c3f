import { describe, expect, it } from 'vitest'

import { toSwahili, wantsSwahili } from './swahili'

const base = 'http://localhost/api'
const post = (path: string, query: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}?session_id=s1${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(body).toString(),
  })

describe('the sandbox answers in Swahili when asked', () => {
  it('reads the lang parameter or Accept-Language', () => {
    expect(wantsSwahili(new Request('http://x/api/a?lang=sw'))).toBe(true)
    expect(wantsSwahili(new Request('http://x/api/a', { headers: { 'accept-language': 'sw-TZ' } }))).toBe(true)
    expect(wantsSwahili(new Request('http://x/api/a?lang=en', { headers: { 'accept-language': 'sw' } }))).toBe(false)
    expect(wantsSwahili(new Request('http://x/api/a'))).toBe(false)
  })

  it('translates known texts anywhere in the answer and keeps names and numbers', () => {
    expect(toSwahili({ a: ['Due date', { t: 'Loan amount', n: 5 }], b: 'M-Pesa', c: null })).toEqual({
      a: ['Tarehe ya mwisho', { t: 'Kiasi cha mkopo', n: 5 }],
      b: 'M-Pesa',
      c: null,
    })
  })

  it("says what a full product's button means ('full today', not 'all due today'), and the pay-code tabs and notices in Swahili", () => {
    expect(toSwahili({ buttonText: 'Full today', description: "Today's quota is used up. Try again tomorrow." })).toEqual({
      buttonText: 'Imejaa leo',
      description: 'Nafasi za leo zimekwisha. Jaribu tena kesho.',
    })
    const notice = { 'Airtel Money': [{ name: 'Airtel Money app' }], 'Bank agent': [{ name: 'CRDB or NMB agent' }] }
    expect(toSwahili({ payNotice: notice })).toEqual({
      payNotice: { 'Airtel Money': [{ name: 'Programu ya Airtel Money' }], 'Wakala wa benki': [{ name: 'Wakala wa CRDB au NMB' }] },
    })
    // Field names elsewhere stay as the wire has them.
    expect(toSwahili({ Bank: 'Bank' })).toEqual({ Bank: 'Benki' })
    expect(
      toSwahili(
        'We have sent a payment request of TZS 54,000.00 to 0713 *** 654. Enter your Tigo Pesa PIN on your phone to complete the payment.',
      ),
    ).toBe('Tumetuma ombi la malipo la TZS 54,000.00 kwenda 0713 *** 654. Weka PIN yako ya Tigo Pesa kwenye simu yako kukamilisha malipo.')
    expect(toSwahili('success')).toBe('success')
  })

  it('order details, complaint types and the bank form come in Swahili with lang=sw, in English without', async () => {
    const sw = await (await post('/v3/loan-details/loan-details', '&lang=sw', { productId: 'P1001', orderId: 'ORD170001' })).json()
    const en = await (await post('/v3/loan-details/loan-details', '', { productId: 'P1001', orderId: 'ORD170001' })).json()
    const rows = (d: { data: { userOrderDetail: { detail: { text: string }[] } } }) => d.data.userOrderDetail.detail.map((r) => r.text)
    expect(rows(en)).toContain('Due date')
    expect(rows(sw)).toContain('Tarehe ya mwisho')
    expect(JSON.stringify(sw)).not.toMatch(/"(Due date|Loan amount)"/)
    const types = await (await post('/user-problem/problem-init', '', {}, { 'accept-language': 'sw' })).json()
    expect(JSON.stringify(types.data.problemType)).toContain('Ukusanyaji wa madeni')
    const bank = await (await post('/service/entry-order/card-init', '&lang=sw', { product_id: 'P1001' })).json()
    expect(JSON.stringify(bank)).toContain('Namba ya NIDA')
  })

  it("the landing's agreement comes in Swahili with lang=sw, every paragraph", async () => {
    const sw = await (await fetch(`${base}/api/v2/tz/service/channel/channel-template?templateId=1001&lang=sw`)).json()
    const text = JSON.stringify(sw.data)
    expect(text).toContain('Makubaliano ya usajili ya Mkopo Haraka')
    expect(text).not.toMatch(/By registering|We use your number|Loans start from/)
  })
})
