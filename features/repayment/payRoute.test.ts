import { describe, expect, it } from 'vitest'

import type { PaymentRequest } from '@src/lender/repayment/types'

import { payRoute } from './payRoute'

const req = { amount: 45_500, isDelay: 0 } as PaymentRequest

describe('payRoute: where a Pay Now answer takes the borrower', () => {
  it('a PAY_URL answer goes to the provider', () => {
    expect(payRoute({ kind: 'redirect', payUrl: 'https://pay.example/x', tradeNo: 'T1' }, req, 'ORD1')).toEqual({
      to: 'provider',
      payUrl: 'https://pay.example/x',
    })
  })

  it('a push to the phone shows the reminder with its notice and trade number', () => {
    expect(payRoute({ kind: 'reminder', notice: 'Check your phone', tradeNo: 'T2' }, req, 'ORD1')).toEqual({
      to: 'reminder',
      reminder: { notice: 'Check your phone', tradeNo: 'T2' },
    })
  })

  it('a repayment code with details goes to code page two and keeps what it reads, the amount asked when the answer has none', () => {
    const route = payRoute(
      {
        kind: 'codeDetail',
        notice: 'N',
        tradeNo: 'T3',
        repayAmount: null,
        delayAmount: null,
        logo: 'l.png',
        payCode: '12345',
        payNotice: {},
      },
      req,
      'ORD1',
    )
    expect(route).toMatchObject({
      to: 'code',
      path: expect.stringContaining('ORD1'),
      visit: { ownCode: '12345', notice: 'N', tradeNo: 'T3' },
    })
    expect(route.to === 'code' && route.info).toEqual({
      repayAmount: 45_500,
      delayInfo: null,
      defDetail: { logo: 'l.png', payCode: '12345', payNotice: {} },
      orderId: 'ORD1',
    })
  })

  it('a rollover code keeps the rollover amount, and no repay amount the answer did not give', () => {
    const route = payRoute(
      { kind: 'codeDetail', notice: 'N', tradeNo: 'T4', repayAmount: null, delayAmount: null, logo: '', payCode: '9', payNotice: {} },
      { ...req, isDelay: 1 },
      'ORD2',
    )
    expect(route.to === 'code' && route.info).toMatchObject({ repayAmount: null, delayInfo: { delayAmount: 45_500 } })
  })

  it('a plain repayment code goes to code page one with its image and no kept details', () => {
    const route = payRoute(
      {
        kind: 'code',
        notice: 'N',
        tradeNo: 'T5',
        showType: '1',
        payCode: '777',
        payCodeImg: 'https://img.example/c.png',
        repayAmount: null,
      },
      req,
      'ORD1',
    )
    expect(route).toMatchObject({ to: 'code', visit: { ownCode: '777', image: 'https://img.example/c.png' } })
    expect(route.to === 'code' && route.info).toBeUndefined()
    expect(route.to === 'code' && route.path).toContain('45500')
  })
})
