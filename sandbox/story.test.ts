import { describe, expect, it } from 'vitest'

import { darTime } from './clock'
import { maskedAccount } from './data/orderFromLoan'

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

  it('masks an account the way the confirm page shows it', () => {
    expect(maskedAccount({ bankName: 'M-Pesa', bankNode: '', cardNo: '255754123456' })).toBe('M-Pesa 0754 *** 456')
    expect(maskedAccount({ bankName: 'CRDB Bank', bankNode: '', cardNo: '4761340012345678' })).toBe('CRDB Bank 476134******5678')
  })
})
