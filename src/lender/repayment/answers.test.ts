import { describe, expect, it } from 'vitest'

import { commitFailureText, confirmFailureText } from '@features/repayment/old/errors'
import { MalformedResponseError } from '@src/lender/errors'

import { toDelayDetail, toPaymentOutcome, toRepayPlan } from './answers'
import { toOldRepayWay, toRedirectUrl } from './oldAnswers'

describe('repayment wire mapping', () => {
  it('reads a plan leniently: numeric strings, null lists, missing bounds', () => {
    const plan = toRepayPlan({
      bankCardInfo: null,
      bankList: [
        { name: 'M-Pesa', type: 'MPESA' },
        { name: '', type: 'X' },
      ],
      amountMin: '100000',
      repayPlanDetail: {
        repayWaitDetail: [{ periodNo: '2', totalAmount: '5400000', canClick: '1', check: 1, periodStatus: '500' }, { totalAmount: 'abc' }],
        repayYetDetail: null,
      },
      showSubmitUtr: '1',
    })
    expect(plan.account).toEqual({ bankName: '', bankNode: '', cardNo: '' })
    expect(plan.wallets).toEqual([{ name: 'M-Pesa', type: 'MPESA' }])
    expect([plan.amountMin, plan.amountMax]).toEqual([100000, null])
    expect(plan.waiting).toEqual([
      {
        periodNo: 2,
        totalAmount: 5400000,
        displayAmount: null,
        canClick: true,
        check: true,
        periodStatus: 500,
        dueTime: '',
        statusText: '',
      },
    ])
    expect(plan.paid).toEqual([])
    expect(plan.showSubmitUtr).toBe(true)
  })

  it('refuses a plan without plan detail and a delay without a fee', () => {
    expect(() => toRepayPlan({})).toThrow(MalformedResponseError)
    expect(() => toDelayDetail({ detail: [] })).toThrow(MalformedResponseError)
    expect(toDelayDetail({ delayShouldPayAmount: '1365000' }).fee).toBe(1365000)
  })

  it('maps the generation answer to what the borrower does next', () => {
    expect(toPaymentOutcome({ repayType: 'PAY_URL', payUrl: 'https://pay.mkopoharaka.co.tz/x', tradeNo: 'T1' })).toEqual({
      kind: 'redirect',
      payUrl: 'https://pay.mkopoharaka.co.tz/x',
      tradeNo: 'T1',
    })
    expect(toPaymentOutcome({ repayType: 'USSD_PUSH', notice: 'Check your phone', tradeNo: 'T2' })).toEqual({
      kind: 'reminder',
      notice: 'Check your phone',
      tradeNo: 'T2',
    })
    expect(toPaymentOutcome({ repayType: 'PAY_CODE', showType: 1, payCode: 77, payCodeImg: '/a.svg', repayAmount: '100' })).toMatchObject({
      kind: 'code',
      showType: '1',
      payCode: '77',
      repayAmount: 100,
    })
    const detail = toPaymentOutcome({
      defDetail: { logo: '/l.svg', payCode: '88', payNotice: { 'M-Pesa': [{ name: 'USSD', steps: ['Dial', 7] }, { name: 'App' }] } },
      delayInfo: { delayAmount: '9' },
    })
    expect(detail).toEqual({
      kind: 'codeDetail',
      notice: '',
      tradeNo: '',
      repayAmount: null,
      delayAmount: 9,
      logo: '/l.svg',
      payCode: '88',
      payNotice: {
        'M-Pesa': [
          { name: 'USSD', steps: ['Dial', '7'] },
          { name: 'App', steps: [] },
        ],
      },
    })
    expect(() => toPaymentOutcome(null)).toThrow(MalformedResponseError)
  })

  it('reads the old flow answers', () => {
    expect(
      toOldRepayWay({
        alipay: '1',
        repayToken: 'RT',
        bankCards: [{ id: 11, bankName: 'CRDB', cardNo: '4111 **** 1', bankCode: 'CRDB' }, { bankName: 'no id' }],
      }),
    ).toEqual({
      alipay: true,
      repayToken: 'RT',
      bankCards: [{ id: '11', bankName: 'CRDB', cardNo: '4111 **** 1', bankCode: 'CRDB' }],
    })
    expect(toRedirectUrl('https://a')).toBe('https://a')
    expect(toRedirectUrl({ redirectUrl: 'https://b' })).toBe('https://b')
  })
})

describe('old flow error texts (SPEC 8)', () => {
  const texts = { codeError: 'verification code error', twice: 'do not submit the payment request twice', error: 'error' }
  it('maps confirm failures', () => {
    expect(confirmFailureText({ kind: 'business', code: '800006', message: 'x' }, texts)).toBe('verification code error')
    expect(confirmFailureText({ kind: 'business', code: '800005', message: 'x' }, texts)).toBe('do not submit the payment request twice')
    expect(confirmFailureText({ kind: 'business', code: '7', message: 'Bank busy' }, texts)).toBe('Bank busy')
    expect(confirmFailureText({ kind: 'network', message: 'No connection' }, texts)).toBe('error')
    expect(confirmFailureText(new Error('boom'), texts)).toBe('error')
  })
  it('maps commit failures to the server message or processing failed', () => {
    expect(commitFailureText({ kind: 'business', code: '1', message: 'Card blocked' }, 'generic', 'processing failed')).toBe('Card blocked')
    expect(commitFailureText({ kind: 'business', code: '1', message: 'generic' }, 'generic', 'processing failed')).toBe('processing failed')
    expect(commitFailureText({ kind: 'timeout', message: 'slow' }, 'generic', 'processing failed')).toBe('processing failed')
  })
})
