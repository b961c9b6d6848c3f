import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { server } from '@sandbox/node'
import { getWorld, receivedBy } from '@sandbox/world'
import { browserNav as externalNav } from '@src/lib/navigate'
import { answerWith } from '@tests/property'
import { locationOf } from '@tests/renderWithProviders'

import { RepaymentOfCode } from './pages/RepaymentOfCode'
import { RepaymentOfCode2 } from './pages/RepaymentOfCode2'
import { openRepay, payNow } from './testing'

// The real code pages: what the borrower sees after Pay Now is the test's subject.
const routes = [
  { path: '/repaymentOfCode', element: <RepaymentOfCode /> },
  { path: '/repaymentOfCode2', element: <RepaymentOfCode2 /> },
]

const open = (query: string) => openRepay(query, routes)

afterEach(() => vi.restoreAllMocks())

describe('Repay: Pay Now', () => {
  it.each<[string, (user: UserEvent) => Promise<void>, string]>([
    [
      'an empty free amount',
      async (user) => user.click(await screen.findByRole('button', { name: 'Modify amount' })),
      'Please enter the repayment amount.',
    ],
    [
      'an empty wallet number',
      async (user) => user.clear(await screen.findByRole('textbox', { name: 'Wallet number' })),
      'Please enter your wallet number.',
    ],
  ])('refuses %s with a clear message and sends nothing', async (_, empty, message) => {
    const { user } = open('productId=P1001&orderId=ORD170001')
    await empty(user)
    await user.click(payNow())
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(receivedBy('/generate-vcode-yd')).toHaveLength(0)
  })

  it('marks the empty wallet number on its field, and takes the mark off once the number is typed and sent', async () => {
    const { user } = open('productId=P1001&orderId=ORD170001')
    const number = await screen.findByRole('textbox', { name: 'Wallet number' })
    await user.clear(number)
    await user.click(payNow())
    expect(number).toHaveAttribute('aria-invalid', 'true')
    await user.type(number, '0754123456')
    await user.click(payNow())
    await waitFor(() => expect(receivedBy('/generate-vcode-yd')).toHaveLength(1))
    expect(number).not.toHaveAttribute('aria-invalid')
  })

  it('asks for a wallet when the lender offers none and the account names none, and sends nothing', async () => {
    answerWith('/v3/installment/loan-play-detail-yd', {
      bankList: [],
      bankCardInfo: { bankName: '', bankNode: '', cardNo: '' },
      amountMin: 100000,
      amountMax: 900000,
      repayPlanDetail: { repayWaitDetail: [{ periodNo: 1, totalAmount: 500000, canClick: 1, dueTime: '2026-12-01' }], repayYetDetail: [] },
    })
    const { user } = open('productId=P1001&orderId=ORD170001')
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }))
    expect(await screen.findByText('Please choose a wallet.')).toBeInTheDocument()
    expect(receivedBy('/generate-vcode-yd')).toHaveLength(0)
  })

  it('never refuses a period total under amountMin (the hint is for the free input only)', async () => {
    answerWith('/v3/installment/loan-play-detail-yd', {
      bankList: [{ name: 'Tigo Pesa', type: 'TIGOPESA' }],
      bankCardInfo: { bankName: 'Tigo Pesa', bankNode: 'TIGOPESA', cardNo: '255713987654' },
      amountMin: 100000,
      amountMax: 900000,
      repayPlanDetail: {
        repayWaitDetail: [{ periodNo: 3, totalAmount: 50000, canClick: 1, dueTime: '2026-12-01' }],
        repayYetDetail: [],
      },
    })
    const { user } = open('productId=P1001&orderId=ORD170001')
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }))
    await waitFor(() => expect(receivedBy('/generate-vcode-yd')).toHaveLength(1))
    expect(receivedBy('/generate-vcode-yd')[0].body).toMatchObject({ amount: '50000' })
  })

  it('refuses an amount below amountMin with the range message and sends nothing', async () => {
    const { user } = open('productId=P1001&orderId=ORD170001')
    await user.click(await screen.findByRole('button', { name: 'Modify amount' }))
    await user.type(screen.getByRole('textbox', { name: 'Amount to repay (TZS)' }), '500')
    await user.click(payNow())
    const input = screen.getByRole('textbox', { name: 'Amount to repay (TZS)' })
    await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining('The least you can pay here is TZS 1,000.00.')))
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(receivedBy('/generate-vcode-yd')).toHaveLength(0)
  })

  it('refuses a query amount above amountMax', async () => {
    const { user } = open('productId=P1001&orderId=ORD170001&amount=99999999')
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }))
    expect(await screen.findByText('The most you can pay here is TZS 108,000.00. Please enter TZS 108,000.00 or less.')).toBeInTheDocument()
    expect(receivedBy('/generate-vcode-yd')).toHaveLength(0)
  })

  it('PAY_URL: posts the payment and goes to the payUrl (the sandbox checkout page)', async () => {
    const assign = vi.spyOn(externalNav, 'assign').mockImplementation(() => undefined)
    const { user } = open('productId=P1001&orderId=ORD170001')
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    const checkout = new URL(assign.mock.calls[0][0])
    expect(checkout.pathname).toBe('/api/__sandbox/page/pay')
    expect(Object.fromEntries(checkout.searchParams)).toEqual({
      trade: expect.stringMatching(/^TR\d+$/),
      order: 'ORD170001',
      amount: '5400000',
      back: '/repay?productId=P1001&orderId=ORD170001',
    })
    expect(receivedBy('/generate-vcode-yd')[0].body).toEqual({
      product_id: 'P1001',
      orderId: 'ORD170001',
      amount: '5400000',
      cardNo: '255754123456',
      bankCode: 'MPESA',
      isDelay: '0',
    })
  })

  it('PAY_URL to a provider host no list names (SPEC 3 answer): goes there', async () => {
    const assign = vi.spyOn(externalNav, 'assign').mockImplementation(() => undefined)
    answerWith('/v3/loan-details/generate-vcode-yd', {
      repayType: 'PAY_URL',
      payUrl: 'https://checkout.newpay.africa/s/abc?t=TR9',
      notice: '',
      tradeNo: 'TR9',
    })
    const { user } = open('productId=P1001&orderId=ORD170001')
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.newpay.africa/s/abc?t=TR9'))
  })

  it('PAY_URL on our own origin (relative): goes there with a full page load', async () => {
    const assign = vi.spyOn(externalNav, 'assign').mockImplementation(() => undefined)
    answerWith('/v3/loan-details/generate-vcode-yd', { repayType: 'PAY_URL', payUrl: '/pay/checkout?t=TR9', tradeNo: 'TR9' })
    const { user } = open('productId=P1001&orderId=ORD170001')
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${window.location.origin}/pay/checkout?t=TR9`))
  })

  it.each(['javascript:alert(1)', 'http://pay.other.example/x', 'https://pay.mkopoharaka.co.tz@evil.example/x', 'data:text/html,hi'])(
    'PAY_URL %j: stays, says so, records a tracking event, and Pay Now works again',
    async (payUrl) => {
      const assign = vi.spyOn(externalNav, 'assign').mockImplementation(() => undefined)
      answerWith('/v3/loan-details/generate-vcode-yd', { repayType: 'PAY_URL', payUrl, tradeNo: 'TR9' })
      const { user } = open('productId=P1001&orderId=ORD170001')
      await user.click(await screen.findByRole('button', { name: 'Pay Now' }))
      expect(await screen.findByText(/This payment link cannot be opened/)).toBeInTheDocument()
      expect(assign).not.toHaveBeenCalled()
      await waitFor(() =>
        expect(receivedBy('/service/event/save').map((r) => r.body)).toContainEqual(
          expect.objectContaining({ point: 'link_refused', field: 'payUrl', source: 'api' }),
        ),
      )
      expect(payNow()).toBeEnabled()
    },
  )

  it('the sandbox look-alike scenario (plain http) is refused', async () => {
    const assign = vi.spyOn(externalNav, 'assign').mockImplementation(() => undefined)
    getWorld().scenarios.push('vcode-unsafe-url')
    const { user } = open('productId=P1001&orderId=ORD170001')
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }))
    expect(await screen.findByText(/This payment link cannot be opened/)).toBeInTheDocument()
    expect(assign).not.toHaveBeenCalled()
  })

  it('stays busy while the provider page loads: a second tap asks for no second payment', async () => {
    vi.spyOn(externalNav, 'assign').mockImplementation(() => undefined)
    const { user } = open('productId=P1001&orderId=ORD170001')
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }))
    await waitFor(() => expect(receivedBy('/generate-vcode-yd')).toHaveLength(1))
    await waitFor(() => expect(payNow()).toBeDisabled())
    fireEvent.click(payNow())
    await new Promise((r) => setTimeout(r, 100))
    expect(receivedBy('/generate-vcode-yd')).toHaveLength(1)
  })

  it('coming back from the provider (page restored) says a payment may be in progress and refreshes the plan', async () => {
    vi.spyOn(externalNav, 'assign').mockImplementation(() => undefined)
    const { user } = open('productId=P1001&orderId=ORD170001')
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }))
    await waitFor(() => expect(payNow()).toBeDisabled())
    const plans = receivedBy('/loan-play-detail-yd').length
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
    expect(await screen.findByText(/A payment may be in progress/)).toBeInTheDocument()
    await waitFor(() => expect(receivedBy('/loan-play-detail-yd').length).toBe(plans + 1))
    expect(payNow()).toBeEnabled()
  })

  it('the shell resuming a hidden page counts as coming back', async () => {
    vi.spyOn(externalNav, 'assign').mockImplementation(() => undefined)
    const { user } = open('productId=P1001&orderId=ORD170001')
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }))
    await waitFor(() => expect(payNow()).toBeDisabled())
    const state = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    state.mockReturnValue('visible')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(await screen.findByText(/A payment may be in progress/)).toBeInTheDocument()
    expect(payNow()).toBeEnabled()
  })

  it('other answers: the reminder dialog with notice and trade number, closed by Confirm or the close icon', async () => {
    const { user } = open('productId=P1003&orderId=ORD174002')
    await user.click(await screen.findByRole('checkbox', { name: 'Select all' }))
    await user.click(payNow())
    const dialog = await screen.findByRole('dialog', { name: 'Reminder' })
    expect(within(dialog).getByText(/We have sent a payment request of TZS 162,000.00 to 0713 \*\*\* 654/)).toBeInTheDocument()
    expect(within(dialog).getByText(/^Trade number: TR\d+$/)).toBeInTheDocument()
    expect(receivedBy('/generate-vcode-yd')[0].body).toMatchObject({
      amount: '16200000',
      bankCode: 'TIGOPESA',
      cardNo: '255713987654',
      isDelay: '0',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    expect(screen.queryByRole('dialog', { name: 'Reminder' })).toBeNull()
    await user.click(payNow())
    const again = await screen.findByRole('dialog', { name: 'Reminder' })
    await user.click(within(again).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog', { name: 'Reminder' })).toBeNull()
  })

  it('sends one request for a double tap', async () => {
    server.use(
      http.post('*/api/v3/loan-details/generate-vcode-yd', async () => {
        await delay(150)
        return HttpResponse.json({ code: 0, message: 'ok', data: { repayType: 'USSD_PUSH', notice: 'Check your phone', tradeNo: 'TR1' } })
      }),
    )
    open('productId=P1003&orderId=ORD174002')
    const button = await screen.findByRole('button', { name: 'Pay Now' })
    let calls = 0
    server.events.on('request:start', ({ request }) => void (request.url.includes('generate-vcode-yd') && calls++))
    fireEvent.click(button)
    fireEvent.click(button)
    expect(await screen.findByRole('dialog', { name: 'Reminder' })).toBeInTheDocument()
    expect(calls).toBe(1)
    server.events.removeAllListeners()
  })

  it('pays from the wallet chosen in the picker, with the wallet number typed (sent as its digits)', async () => {
    const { user } = open('productId=P1001&orderId=ORD170001')
    await user.click(await screen.findByRole('button', { name: 'Change wallet, current: M-Pesa' }))
    const sheet = await screen.findByRole('dialog', { name: 'Choose wallet' })
    await user.click(within(sheet).getByRole('radio', { name: 'Tigo Pesa' }))
    await user.click(within(sheet).getByRole('button', { name: 'Confirm' }))
    const number = screen.getByRole('textbox', { name: 'Wallet number' })
    await user.clear(number)
    await user.type(number, '+255 713-000-111')
    expect(number).toHaveValue('255 713 000 111')
    await user.click(payNow())
    await screen.findByRole('dialog', { name: 'Reminder' })
    expect(receivedBy('/generate-vcode-yd')[0].body).toMatchObject({ bankCode: 'TIGOPESA', cardNo: '255713000111' })
  })

  it('shows the server message when the lender refuses', async () => {
    server.use(
      http.post('*/api/v3/loan-details/generate-vcode-yd', () =>
        HttpResponse.json({ code: 1002, message: 'This wallet is not supported for repayment.' }),
      ),
    )
    const { user } = open('productId=P1001&orderId=ORD170001')
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }))
    expect(await screen.findByText('This wallet is not supported for repayment.')).toBeInTheDocument()
    expect(payNow()).toBeEnabled()
  })

  it('an unreadable answer to Pay Now may hide a request that went: Pay Now stays off, no "try again"', async () => {
    answerWith('/v3/loan-details/generate-vcode-yd', null)
    const { user } = open('productId=P1001&orderId=ORD170001')
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }))
    expect(await screen.findByText(/a payment prompt may be on your phone/)).toBeInTheDocument()
    expect(screen.queryByText('We received an answer we could not read. Please try again.')).not.toBeInTheDocument()
    expect(payNow()).toBeDisabled()
  })

  it('a code channel (Airtel Money, defDetail): straight to code page two with the trade number, no reminder saying a request was sent', async () => {
    const { user, store, router } = open('productId=P1002&orderId=ORD180001')
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }))
    const region = await screen.findByRole('region', { name: 'Contract number' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByText(/payment request has been sent/)).toBeNull()
    const info = store.getState().repaymentInfo.current!
    expect(within(region).getByText(info.defDetail.payCode)).toBeInTheDocument()
    expect(within(region).getByText(/^Trade number: TR\d+$/)).toBeInTheDocument()
    expect(info.repayAmount).toBe(4823000)
    expect(info.delayInfo).toBeNull()
    expect(info.defDetail.payCode).toMatch(/^88\d{8}$/)
    expect(Object.keys(info.defDetail.payNotice)).toEqual(['Airtel Money', 'Bank agent'])
    expect(info.orderId).toBe('ORD180001')
    expect(locationOf(router)).toBe('/repaymentOfCode2?orderId=ORD180001')
    expect(receivedBy('/generate-vcode-yd')).toHaveLength(1)
  })

  it("a SPEC-shaped non-PAY_URL answer with code data: the code page carries the lender's notice and trade number", async () => {
    answerWith('/v3/loan-details/generate-vcode-yd', {
      repayType: 'CODE',
      notice: 'Pay with code 5521 at any agent',
      tradeNo: 'TR77',
      defDetail: { logo: '', payCode: '5521', payNotice: {} },
    })
    const { user, router } = open('productId=P1001&orderId=ORD170001')
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }))
    const region = await screen.findByRole('region', { name: 'Contract number' })
    expect(within(region).getByText('5521')).toBeInTheDocument()
    expect(within(region).getByText('Pay with code 5521 at any agent')).toBeInTheDocument()
    expect(within(region).getByText('Trade number: TR77')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Reminder' })).toBeNull()
    expect(locationOf(router)).toBe('/repaymentOfCode2?orderId=ORD170001')
  })

  it('a bare pay code (HaloPesa): straight to code page one with showType, payCode, image and amount, the code shown as theirs', async () => {
    const { user, router } = open('productId=P1003&orderId=ORD180002')
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Repayment code' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
    const url = new URL(locationOf(router), 'http://x')
    expect(url.pathname).toBe('/repaymentOfCode')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      showType: '1',
      payCodeImg: '/sandbox-assets/halopesa.svg',
      repayAmount: '8910000',
    })
    const code = url.searchParams.get('payCode')!
    expect(code).toMatch(/^77\d{8}$/)
    expect(screen.getByText(code)).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Payment channel' })).toHaveAttribute('src', '/sandbox-assets/halopesa.svg')
    expect(screen.getByText(/^Trade number: TR\d+$/)).toBeInTheDocument()
    expect(screen.queryByText(/open your repayment page/)).toBeNull()
  })

  it('a push channel (Tigo Pesa) keeps the reminder: the request really went to the phone', async () => {
    const { user, router } = open('productId=P1003&orderId=ORD174002')
    await user.click(await screen.findByRole('checkbox', { name: 'Select all' }))
    await user.click(payNow())
    const dialog = await screen.findByRole('dialog', { name: 'Reminder' })
    expect(within(dialog).getByText(/We have sent a payment request of TZS 162,000.00/)).toBeInTheDocument()
    expect(locationOf(router)).toBe('/repay?productId=P1003&orderId=ORD174002')
  })
})

describe('Repay: UTR', () => {
  it('refuses an empty UTR, then submits it and shows the server message', async () => {
    const { user } = open('productId=P1002&orderId=ORD174001')
    const submit = await screen.findByRole('button', { name: 'Send transaction ID' })
    await user.click(submit)
    expect(await screen.findByText('Please enter the transaction ID.')).toBeInTheDocument()
    expect(receivedBy('/submit-utr')).toHaveLength(0)
    await user.type(screen.getByRole('textbox', { name: 'Transaction ID' }), 'QK71ABC2XY')
    await user.click(submit)
    expect(
      await screen.findByText('Thank you. We received transaction ID QK71ABC2XY and will confirm your payment within 30 minutes.'),
    ).toBeInTheDocument()
    expect(receivedBy('/submit-utr')[0].body).toEqual({ orderId: 'ORD174001', utr: 'QK71ABC2XY', isDelay: '0' })
  })

  it('sends one UTR for a double tap', async () => {
    const { user } = open('productId=P1002&orderId=ORD174001')
    await user.type(await screen.findByRole('textbox', { name: 'Transaction ID' }), 'QK71ABC2XY')
    const submit = screen.getByRole('button', { name: 'Send transaction ID' })
    fireEvent.click(submit)
    fireEvent.click(submit)
    expect(await screen.findByText(/We received transaction ID QK71ABC2XY/)).toBeInTheDocument()
    expect(receivedBy('/submit-utr')).toHaveLength(1)
  })

  it('shows the server refusal', async () => {
    const { user } = open('productId=P1002&orderId=ORD174001')
    await user.type(await screen.findByRole('textbox', { name: 'Transaction ID' }), 'abc')
    await user.click(screen.getByRole('button', { name: 'Send transaction ID' }))
    expect(await screen.findByText(/We could not find this transaction ID/)).toBeInTheDocument()
  })

  it('is not offered when showSubmitUtr is off', async () => {
    open('productId=P1001&orderId=ORD170001')
    await screen.findByRole('button', { name: 'Pay Now' })
    expect(screen.queryByRole('button', { name: 'Send transaction ID' })).toBeNull()
  })
})
