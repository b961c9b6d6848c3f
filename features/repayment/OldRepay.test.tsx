import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { server } from '@sandbox/node'
import { getWorld, receivedBy } from '@sandbox/world'
import { browserNav as externalNav } from '@src/lib/navigate'
import { expectTryAgainLoads } from '@tests/loadFailures'
import { locationOf, renderWithProviders } from '@tests/renderWithProviders'

import { OldRepay } from './pages/OldRepay'

const routes = [
  { path: '/oldRepay/verify', element: <p>sms step</p> },
  { path: '/loanDetail', element: <p>borrow detail</p> },
]
const open = (query = 'productId=P1001&orderId=ORD170001&amount=123456&userId=U7781') =>
  renderWithProviders(<OldRepay />, { route: `/oldRepay?${query}`, routes })
const repay = () => screen.getByRole('button', { name: 'Pay Now' })

afterEach(() => vi.restoreAllMocks())

describe('OldRepay: repayment way', () => {
  it('offers the bank cards (masked) and alipay, with the yuan-style amount', async () => {
    open()
    expect(await screen.findByRole('radio', { name: 'CRDB Bank 4111 **** **** 4821' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'NMB Bank 5204 **** **** 1907' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Alipay' })).toBeInTheDocument()
    expect(screen.getByText('TZS 1,234.56')).toBeInTheDocument()
    expect(receivedBy('/service/loan/repayment-way')[0].path).toBe('/api/api/v1/tz/tz/service/loan/repayment-way')
  })

  it('asks to select a card first and sends nothing', async () => {
    const { user } = open()
    await screen.findByRole('radio', { name: 'Alipay' })
    await user.click(repay())
    expect(await screen.findByText('Please select a bank card first')).toBeInTheDocument()
    expect(receivedBy('/repayment-commit')).toHaveLength(0)
  })

  it('commits with sendMsg 0 and opens the SMS step when needValid is 1', async () => {
    const { user, router } = open('productId=P1001&orderId=ORD170001&amount=123456&couponId=CP88')
    await user.click(await screen.findByRole('radio', { name: /CRDB Bank/ }))
    await user.click(repay())
    expect(await screen.findByText('sms step')).toBeInTheDocument()
    const token = receivedBy('/repayment-commit')[0].body.repayToken
    expect(token).toMatch(/^RT/)
    expect(receivedBy('/repayment-commit')[0].body).toEqual({
      amount: '123456',
      bankName: 'CRDB Bank',
      cardId: '11',
      cardNo: '4111 **** **** 4821',
      couponId: 'CP88',
      orderId: 'ORD170001',
      repayToken: token,
      bankCode: 'CRDB',
      sendMsg: '0',
    })
    const url = new URL(locationOf(router), 'http://x')
    expect(url.pathname).toBe('/oldRepay/verify')
    expect(url.searchParams.get('repaymentRecordId')).toMatch(/^RR/)
    expect(router.state.location.state).toMatchObject({ commit: { cardId: '11', sendMsg: 0 } })
  })

  it('leaves couponId out when there is none', async () => {
    const { user } = open()
    await user.click(await screen.findByRole('radio', { name: /NMB Bank/ }))
    await user.click(repay())
    await screen.findByText('sms step')
    expect(receivedBy('/repayment-commit')[0].body).not.toHaveProperty('couponId')
  })

  it('goes to the borrow detail when no SMS check is needed', async () => {
    getWorld().scenarios.push('oldrepay-no-sms')
    const { user, router } = open()
    await user.click(await screen.findByRole('radio', { name: /CRDB Bank/ }))
    await user.click(repay())
    expect(await screen.findByText('borrow detail')).toBeInTheDocument()
    expect(locationOf(router)).toBe('/loanDetail?productId=P1001&orderId=ORD170001')
  })

  it.each([
    ['repayment-commit=code:800001:Your bank card is blocked', 'Your bank card is blocked'],
    ['repayment-commit=500', 'processing failed'],
    ['repayment-commit=network', 'processing failed'],
  ])('commit failure %s -> %s', async (scenario, text) => {
    getWorld().scenarios.push(scenario)
    const { user } = open()
    await user.click(await screen.findByRole('radio', { name: /CRDB Bank/ }))
    await user.click(repay())
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(screen.queryByText('sms step')).toBeNull()
  })

  it('commit failure without a server message -> processing failed', async () => {
    server.use(http.post('*/api/api/v1/:a/:b/service/loan/repayment-commit', () => HttpResponse.json({ code: 1, message: '', data: null })))
    const { user } = open()
    await user.click(await screen.findByRole('radio', { name: /CRDB Bank/ }))
    await user.click(repay())
    expect(await screen.findByText('processing failed')).toBeInTheDocument()
  })

  it('alipay: posts userId, orderId, amount and goes to the redirect url', async () => {
    const assign = vi.spyOn(externalNav, 'assign').mockImplementation(() => undefined)
    const { user } = open()
    await user.click(await screen.findByRole('radio', { name: 'Alipay' }))
    await user.click(repay())
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/api/__sandbox/page/alipay?order=ORD170001&amount=123456`))
    expect(receivedBy('/repayment-huichao')[0].body).toEqual({ userId: 'U7781', orderId: 'ORD170001', amount: '123456' })
  })

  it('alipay failure shows the server message; an unsafe url is refused', async () => {
    const assign = vi.spyOn(externalNav, 'assign').mockImplementation(() => undefined)
    getWorld().scenarios.push('repayment-huichao=code:900001:Alipay is under maintenance@1')
    server.use(
      http.post(
        '*/api/api/v1/:a/:b/service/loan/repayment-huichao',
        () => HttpResponse.json({ code: 0, data: { url: 'javascript:alert(1)' } }),
        { once: true },
      ),
    )
    const { user } = open()
    await user.click(await screen.findByRole('radio', { name: 'Alipay' }))
    await user.click(repay())
    expect(await screen.findByText('This payment link cannot be opened. Please contact customer service.')).toBeInTheDocument()
    await user.click(repay())
    expect(await screen.findByText('Alipay is under maintenance')).toBeInTheDocument()
    expect(assign).not.toHaveBeenCalled()
  })

  it.each([
    'productId=P1001&orderId=ORD170001',
    'productId=P1001&orderId=ORD170001&amount=',
    'productId=P1001&orderId=ORD170001&amount=abc',
  ])('a missing or unreadable amount (%s) is an error the borrower sees, never a payment of 0', async (query) => {
    open(query)
    expect(await screen.findByText('The repayment amount is missing. Please open this page again from your loan.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /repay/i })).toBeNull()
    expect(receivedBy('/repayment-way')).toHaveLength(0)
  })

  it('a failed load shows an error with retry', () =>
    expectTryAgainLoads('repayment-way=500x1', open, () => screen.findByRole('radio', { name: 'Alipay' })))
})

describe('OldRepay: a commit without a readable answer', () => {
  it('says the payment may be in progress and keeps Pay Now off: a second tap sends no second commit', async () => {
    getWorld().scenarios.push('repayment-commit=500@1')
    const { user } = open()
    await user.click(await screen.findByRole('radio', { name: /CRDB Bank/ }))
    await user.click(repay())
    expect(await screen.findByText(/your payment may be in progress/)).toBeInTheDocument()
    // SPEC 8's own words for a commit failure stay.
    expect(screen.getByText('processing failed')).toBeInTheDocument()
    expect(repay()).toBeDisabled()
    await user.click(repay())
    expect(receivedBy('/repayment-commit')).toHaveLength(1)
  })
})
