import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { getWorld, receivedBy } from '@sandbox/world'
import { browserNav } from '@src/lib/navigate'
import { initialSession } from '@store/session'
import { answerWith } from '@tests/property'
import { renderWithProviders } from '@tests/renderWithProviders'
import { clearAfterEachSettle, expectOffOverTheWindow, wait } from '@tests/settleWindow'

import { Repay } from './pages/Repay'
import { RepayDelay } from './pages/RepayDelay'
import { openRepay, payNow } from './testing'

const configure = clearAfterEachSettle()
afterEach(() => vi.restoreAllMocks())

const DOUBT =
  'We did not get the lender’s answer, so a payment prompt may be on your phone. Check your phone and your wallet’s messages before you pay again. Pay Now stays off for up to 2 minutes while we check your repayment plan.'
const PASSED =
  'After 2 minutes no payment shows on your plan. If you approved a payment prompt, wait for your wallet’s message before you pay again; otherwise you can tap Pay Now again.'

const payments = () => receivedBy('/generate-vcode-yd')
const planReads = () => receivedBy('/loan-play-detail-yd')

async function tapPayNow(screenOf = <Repay />, route = '/repay?productId=P1001&orderId=ORD170001') {
  const opened = renderWithProviders(screenOf, { route })
  await opened.user.click(await screen.findByRole('button', { name: 'Pay Now' }))
  return opened
}

describe('Pay Now: a request without a readable answer is never sent again inside the settle window', () => {
  it.each([
    ['a timeout', 'generate-vcode-yd=timeout@1'],
    ['HTTP 500', 'generate-vcode-yd=500@1'],
    ['a dropped connection', 'generate-vcode-yd=network@1'],
    ['an unreadable answer', 'generate-vcode-yd=malformed@1'],
    ['HTTP 502 after the lender made the request', 'generate-vcode-yd=500-after@1'],
  ])(
    '%s: says a prompt may be on the phone, keeps Pay Now off, reads the plan; after the window Pay Now works again',
    async (_what, scenario) => {
      vi.useFakeTimers({ shouldAdvanceTime: true })
      configure({ requestTimeoutMs: 1000 })
      getWorld().scenarios.push(scenario)
      const { user } = await tapPayNow()
      expect(await screen.findByText(DOUBT)).toBeInTheDocument()
      expect(payNow()).toBeDisabled()
      expect(document.body.textContent).not.toMatch(/try again/i)
      // A borrower tapping what the screen offers, over the gateway's timeout and beyond.
      for (let s = 0; s < 110; s += 10) {
        await user.click(payNow())
        await wait(10_000)
      }
      expect(payNow()).toBeDisabled()
      expect(payments()).toHaveLength(1)
      await wait(10_000)
      expect(await screen.findByText(PASSED)).toBeInTheDocument()
      expect(payNow()).toBeEnabled()
      // The plan was read over the window: the first read, then every 20 s up to its end.
      expect(planReads().length).toBeGreaterThanOrEqual(7)
      // The window over, a tap asks again (this order's wallet answers with a payment page).
      const leave = vi.spyOn(browserNav, 'assign').mockImplementation(() => undefined)
      await user.click(payNow())
      await vi.waitFor(() => expect(payments()).toHaveLength(2))
      await vi.waitFor(() => expect(leave).toHaveBeenCalledTimes(1))
    },
  )

  it('Check again reads the plan and never pays; a plan that owes less proves the payment arrived', async () => {
    getWorld().scenarios.push('generate-vcode-yd=500@1')
    const { user } = await tapPayNow()
    expect(await screen.findByText(DOUBT)).toBeInTheDocument()
    // The lender has taken the payment: the first period is no longer waiting.
    answerWith('/v3/installment/loan-play-detail-yd', {
      bankList: [{ name: 'Tigo Pesa', type: 'TIGOPESA' }],
      bankCardInfo: { bankName: 'Tigo Pesa', bankNode: 'TIGOPESA', cardNo: '255713987654' },
      repayPlanDetail: { repayWaitDetail: [], repayYetDetail: [{ periodNo: 1, totalAmount: 1500000, canClick: 0, dueTime: '2026-12-01' }] },
    })
    await user.click(screen.getByRole('button', { name: 'Check again' }))
    expect(await screen.findByText('Your payment shows on your repayment plan.')).toBeInTheDocument()
    expect(payments()).toHaveLength(1)
  })

  it('a refusal (the lender answered no) gives Pay Now back at once with the lender’s words', async () => {
    getWorld().scenarios.push('generate-vcode-yd=code:1002:This wallet is not supported for repayment.@1')
    await tapPayNow()
    expect(await screen.findByText('This wallet is not supported for repayment.')).toBeInTheDocument()
    expect(payNow()).toBeEnabled()
    expect(screen.queryByText(DOUBT)).not.toBeInTheDocument()
  })

  it('a reload during the doubt keeps Pay Now off and reads the plan first', async () => {
    getWorld().scenarios.push('generate-vcode-yd=500@1')
    const first = await tapPayNow()
    expect(await screen.findByText(DOUBT)).toBeInTheDocument()
    first.unmount()
    const again = openRepay('productId=P1001&orderId=ORD170001')
    expect(await screen.findByText(DOUBT)).toBeInTheDocument()
    expect(payNow()).toBeDisabled()
    await again.user.click(payNow())
    expect(payments()).toHaveLength(1)
  })

  it('the rollover fee: the same rule', async () => {
    getWorld().scenarios.push('generate-vcode-yd=network@1')
    const { user } = await tapPayNow(<RepayDelay />, '/repayDelay?productId=P1002&orderId=ORD174001')
    expect(await screen.findByText(DOUBT)).toBeInTheDocument()
    await user.click(payNow())
    expect(payNow()).toBeDisabled()
    expect(payments()).toHaveLength(1)
  })
})

describe('UTR: a submission without a readable answer waits out the settle window', () => {
  it('keeps Send off with words that say the ID may be received, reads the plan, and offers Send again only after the window; one submission until then', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    getWorld().scenarios.push('submit-utr=network@1')
    const { user } = openRepay('productId=P1002&orderId=ORD174001')
    await user.type(await screen.findByRole('textbox', { name: 'Transaction ID' }), 'QK71ABC2XY')
    const send = () => screen.getByRole('button', { name: 'Send transaction ID' })
    await user.click(send())
    const doubt =
      'We did not get the lender’s answer, so your transaction ID may have been received. Sending stays off for up to 2 minutes while we check your repayment plan.'
    await screen.findByText(doubt)
    const readsAtDoubt = planReads().length
    await expectOffOverTheWindow(send, { doubt, passed: /After 2 minutes your plan shows no change/ }, () =>
      expect(planReads().length).toBeGreaterThan(readsAtDoubt),
    )
    expect(receivedBy('/submit-utr')).toHaveLength(1)
    await user.click(send())
    expect(await screen.findByText(/We received transaction ID QK71ABC2XY/)).toBeInTheDocument()
    expect(receivedBy('/submit-utr')).toHaveLength(2)
  })
})

describe('Pay Now: what the doubt says comes with its words, in the page language', () => {
  it('says it in Swahili, with Check again, while Lipa Sasa stays off', async () => {
    getWorld().scenarios.push('generate-vcode-yd=500@1')
    const { user } = renderWithProviders(<Repay />, {
      route: '/repay?productId=P1001&orderId=ORD170001',
      preloadedState: { session: { ...initialSession([]), lang: 'sw' } },
    })
    const pay = await screen.findByRole('button', { name: 'Lipa Sasa' })
    await user.click(pay)
    expect(
      await screen.findByText(/^Hatukupata jibu la mkopeshaji, kwa hiyo huenda ombi la malipo liko kwenye simu yako\./),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Angalia tena' })).toBeInTheDocument()
    expect(pay).toBeDisabled()
    expect(payments()).toHaveLength(1)
  })
})
