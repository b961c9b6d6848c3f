import { describe, expect, it } from 'vitest'

import { darTime } from './clock'
import { maskedAccount, maskedPhone } from './data/orderFromLoan'

const base = 'http://localhost/api'
const post = async (path: string, body: Record<string, string>) =>
  (
    await fetch(`${base}${path}?session_id=s1`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-sandbox-world': 'story' },
      body: new URLSearchParams(body).toString(),
    })
  ).json() as Promise<{ data: Record<string, unknown> }>

type Row = { text: string; value: string }
const rowsOf = (answer: { data: Record<string, unknown> }) =>
  Object.fromEntries(((answer.data.userOrderDetail as { detail: Row[] }).detail ?? []).map((r) => [r.text, r.value]))

describe('the sandbox tells one story', () => {
  it('the order a Loan Now makes carries the confirmed account, amount, term and dates, and one status on every screen', async () => {
    const confirm = await post('/v3/loan-confirm/loan-detail-confirm', { productId: 'P1001' })
    const offer = confirm.data as { amount: number; periods: number; termUnit: number; firstPayTime: string }
    await post('/v3/loan-confirm/loan-detail-push-yd', {
      productId: 'P1001',
      amount: String(offer.amount),
      periods: String(offer.periods),
      termUnit: String(offer.termUnit),
    })
    const detail = await post('/v3/loan-details/loan-details', { productId: 'P1001', orderId: 'ORD110001' })
    const rows = rowsOf(detail)
    expect(rows['Loan amount']).toBe('TZS 150,000.00')
    expect(rows['Loan term']).toBe('14 days')
    expect(rows['Receiving account']).toBe('M-Pesa 0754 *** 456')
    expect(rows['Apply date'].slice(0, 10)).toBe(darTime(0).slice(0, 10))
    expect(rows['Due date']).toBe(`${offer.firstPayTime} 23:59:59`)
    expect(rows['Due date'] > darTime(0)).toBe(true)
    const orders = (await post('/user-problem/problem-init', {})).data.orderList as { orderNo: string; status: string }[]
    const listed = orders.find((o) => o.orderNo === 'ORD110001')
    expect(detail.data.noticeStatusText).toBe('Approved')
    expect(listed?.status).toBe(detail.data.noticeStatusText)
  })

  it('every seeded order tells its own story: dates relative to today that agree with its status', async () => {
    const today = darTime(0).slice(0, 10)
    const day = (offset: number) => darTime(offset).slice(0, 10)
    const seen = new Set<string>()
    for (const [productId, orderId, dueIs] of [
      ['P1001', 'ORD21001', 'none'],
      ['P1001', 'ORD110001', 'later'],
      ['P1002', 'ORD151001', 'later'],
      ['P1001', 'ORD170001', 'later'],
      ['P1002', 'ORD174001', 'today'],
      ['P1003', 'ORD174002', 'today'],
      ['P1002', 'ORD180001', 'past'],
      ['P1003', 'ORD180002', 'past'],
      ['P1001', 'ORD200001', 'past'],
    ] as const) {
      const rows = rowsOf(await post('/v3/loan-details/loan-details', { productId, orderId }))
      seen.add(JSON.stringify(rows))
      expect(rows['Apply date'] <= darTime(0), orderId).toBe(true)
      expect(rows['Apply date'] >= day(-60), orderId).toBe(true)
      const due = rows['Due date']?.slice(0, 10)
      if (dueIs === 'none') expect(due, orderId).toBeUndefined()
      if (dueIs === 'today') expect(due, orderId).toBe(today)
      if (dueIs === 'past') expect(due < today, orderId).toBe(true)
      if (dueIs === 'later') expect(due > today, orderId).toBe(true)
      expect(rows['Receiving account'], orderId).toMatch(/^[A-Za-z -]+ (0[67]\d\d \*\*\* \d{3}|\d{6}\*+\d{4})$/)
    }
    expect(seen.size).toBe(9)
  })

  it("the complaint page lists each order under the status, amount and dates of the order's own screen", async () => {
    const orders = (await post('/user-problem/problem-init', {})).data.orderList as {
      orderNo: string
      status: string
      list: { title: string; value: string }[]
    }[]
    expect(orders.length).toBeGreaterThan(3)
    for (const listed of orders) {
      const product = { ORD180001: 'P1002', ORD174001: 'P1002', ORD170001: 'P1001', ORD200001: 'P1001' }[listed.orderNo] ?? 'P1001'
      const detail = await post('/v3/loan-details/loan-details', { productId: product, orderId: listed.orderNo })
      const rows = rowsOf(detail)
      expect(listed.status, listed.orderNo).toBe(detail.data.noticeStatusText)
      const value = (title: string) => listed.list.find((r) => r.title === title)?.value
      expect(value('Loan amount'), listed.orderNo).toBe(rows['Loan amount'])
      expect(value('Apply date'), listed.orderNo).toBe(rows['Apply date'])
      expect(value('Due date'), listed.orderNo).toBe(rows['Due date'])
    }
  })

  it('masks an account the way the confirm page shows it', () => {
    expect(maskedAccount({ bankName: 'M-Pesa', bankNode: '', cardNo: '255754123456' })).toBe('M-Pesa 0754 *** 456')
    expect(maskedAccount({ bankName: 'CRDB Bank', bankNode: '', cardNo: '4761340012345678' })).toBe('CRDB Bank 476134******5678')
    expect(['255713987654', '0713987654', '713987654', '0713 987 654'].map(maskedPhone)).toEqual(Array(4).fill('0713 *** 654'))
    expect(maskedPhone('4111')).toBe('4111')
  })
})
