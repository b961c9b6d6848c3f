import { describe, expect, it } from 'vitest'

import { isBorrowerMessage } from '@src/lender/errors'

import { englishLeftIn } from '../tests/englishLeft'
import { DEFINE_WIRE } from './data/order'

const base = 'http://localhost/api'
const post = async (path: string, body: Record<string, string> = {}) =>
  (
    await fetch(`${base}${path}?session_id=s1&lang=sw`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'sw' },
      body: new URLSearchParams(body).toString(),
    })
  ).json() as Promise<unknown>
const get = async (path: string) =>
  (await fetch(`${base}${path}&lang=sw`, { headers: { 'accept-language': 'sw' } })).json() as Promise<unknown>

const ORDERS = [
  ['P1001', 'ORD21001'],
  ['P1001', 'ORD110001'],
  ['P1002', 'ORD151001'],
  ['P1001', 'ORD170001'],
  ['P1002', 'ORD174001'],
  ['P1003', 'ORD174002'],
  ['P1002', 'ORD180001'],
  ['P1003', 'ORD180002'],
  ['P1001', 'ORD200001'],
  ['P1001', 'ORD999001'],
  ['P1002', 'ORD151WD'],
  ['P1001', 'ORD21WD'],
]
const WALLETS = [
  ['MPESA', '0754123456'],
  ['TIGOPESA', '0713987654'],
  ['AIRTELMONEY', '0786456123'],
  ['HALOPESA', '0622334455'],
  ['SELCOM', '0754123456'],
]

/** Every answer a borrower's screens read, asked in Swahili: orders, plans, payments, complaints, forms, the landing. */
async function everyAnswer(): Promise<[string, unknown][]> {
  const out: [string, unknown][] = []
  const add = async (name: string, answer: Promise<unknown>) => void out.push([name, await answer])
  for (const [productId, orderId] of ORDERS) {
    await add(`loan-details ${orderId}`, post('/v3/loan-details/loan-details', { productId, orderId }))
    await add(`plan ${orderId}`, post('/v3/installment/loan-play-detail-yd', { product_id: productId, orderId }))
    await add(`rollover ${orderId}`, post('/v3/loan-details/delay-detail-yd', { product_id: productId, orderId }))
  }
  for (const [bankCode, cardNo] of WALLETS)
    await add(
      `pay now ${bankCode}`,
      post('/v3/loan-details/generate-vcode-yd', { product_id: 'P1001', orderId: 'ORD170001', amount: '5400000', cardNo, bankCode }),
    )
  await add(
    'pay now, amount out of range',
    post('/v3/loan-details/generate-vcode-yd', {
      product_id: 'P1001',
      orderId: 'ORD170001',
      amount: '1',
      cardNo: '0754123456',
      bankCode: 'MPESA',
    }),
  )
  await add('transaction id', post('/v3/loan-details/submit-utr', { orderId: 'ORD170001', utr: 'QK47HT2M9P', isDelay: '0' }))
  await add('transaction id refused', post('/v3/loan-details/submit-utr', { orderId: 'ORD170001', utr: '12', isDelay: '0' }))
  for (const linkId of ['LNK2001', 'LNK2002', 'LNK2003', 'LNK2004']) await add(`recommended ${linkId}`, post(DEFINE_WIRE.path, { linkId }))
  await add('joint login', post('/service/new/union-error-info'))
  await add('complaint types', post('/user-problem/problem-init'))
  await add('complaints', post('/user-problem/problem-list'))
  for (const problemId of ['PB2611090017', 'PB2611130004', 'PB2610210031', 'PB0'])
    await add(`complaint ${problemId}`, post('/user-problem/problem-detail', { problemId }))
  await add('customer service', post('/v3/personal-center/contact-kf-info'))
  await add('bank form', post('/service/entry-order/card-init', { product_id: 'P1001' }))
  await add('bank form refused', post('/v3/certify/save-bank-info', { product_id: 'P1001' }))
  for (const productId of ['P1001', 'P1002', 'P1003', 'P0']) {
    await add(`loan confirm ${productId}`, post('/v3/loan-confirm/loan-detail-confirm', { productId }))
    await add(`contracts ${productId}`, post('/v3/contract/contract', { productId, scene: '3' }))
  }
  await add('landing agreement', get('/api/v2/tz/service/channel/channel-template?templateId=1001'))
  await add('old repay', post('/api/v1/tz/app/service/loan/repayment-way', { orderId: 'ORD170001' }))
  return out
}

/** Fields that are not the lender's text: a form item's wire code, and what the borrower wrote in a complaint. */
const NOT_TEXT = new Set(['code', 'content'])

/** Each text of an answer a screen could show: wire codes, ids, links, status words and the borrower's own words aside. */
function texts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') {
    const shown = isBorrowerMessage(value) && !/^[A-Z0-9_]+$/.test(value) && !/^(https?:|\/|data:)/.test(value)
    return shown ? [[path, value]] : []
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => texts(v, `${path}[${i}]`))
  if (value && typeof value === 'object')
    return Object.entries(value)
      .filter(([k]) => !NOT_TEXT.has(k))
      .flatMap(([k, v]) => [...(path.endsWith('payNotice') ? texts(k, `${path} key`) : []), ...texts(v, `${path}.${k}`)])
  return []
}

describe('the sandbox in Swahili', () => {
  it('answers every screen without English left in its texts (names, numbers and codes aside)', async () => {
    const left: string[] = []
    for (const [name, answer] of await everyAnswer())
      for (const [path, text] of texts(answer)) {
        const why = englishLeftIn(text)
        if (why) left.push(`${name} ${path}: "${text}" ${why}`)
      }
    expect(left).toEqual([])
  })
})
