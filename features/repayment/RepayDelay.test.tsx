import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { receivedBy } from '@sandbox/world'
import { browserNav as externalNav } from '@src/lib/navigate'
import { expectTryAgainLoads } from '@tests/loadFailures'
import { renderWithProviders } from '@tests/renderWithProviders'
import { wholeText } from '@tests/text'

import { RepayDelay } from './pages/RepayDelay'

const open = (query: string) =>
  renderWithProviders(<RepayDelay />, {
    route: `/repayDelay?${query}`,
    routes: [{ path: '/repaymentOfCode2', element: <p>code page two</p> }],
  })

afterEach(() => vi.restoreAllMocks())

describe('RepayDelay (rollover)', () => {
  it('shows the deferral fee, the rollover details and the plan after rollover', async () => {
    open('productId=P1002&orderId=ORD174001')
    expect(await screen.findByRole('region', { name: 'Deferral fee' })).toHaveTextContent('TZS 13,650.00')
    expect(screen.getByRole('heading', { level: 1, name: 'Rollover Repayment' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Rollover details' })).toBeInTheDocument()
    expect(screen.getByText('Rollover period')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Repayment plan after rollover' })).toBeInTheDocument()
    expect(screen.getByText('Amount due on the new date')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Change wallet, current: M-Pesa' })).toBeInTheDocument()
    expect(receivedBy('/delay-detail-yd')[0].body).toEqual({ productId: 'P1002', orderId: 'ORD174001' })
  })

  it('Pay Now posts the deferral fee with isDelay 1 and follows PAY_URL', async () => {
    const assign = vi.spyOn(externalNav, 'assign').mockImplementation(() => undefined)
    const { user } = open('productId=P1002&orderId=ORD174001')
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(receivedBy('/generate-vcode-yd')[0].body).toEqual({
      product_id: 'P1002',
      orderId: 'ORD174001',
      amount: '1365000',
      cardNo: '255754123456',
      bankCode: 'MPESA',
      isDelay: '1',
    })
  })

  it('shows the result dialog for a phone prompt', async () => {
    const { user } = open('productId=P1002&orderId=ORD174001')
    await user.click(await screen.findByRole('button', { name: 'Change wallet, current: M-Pesa' }))
    await user.click(await screen.findByRole('radio', { name: 'Tigo Pesa' }))
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    // The M-Pesa number does not follow to Tigo Pesa: the Tigo number is typed.
    await user.type(screen.getByRole('textbox', { name: 'Wallet number' }), '0713 987 654')
    expect(screen.getByText(wholeText('You pay TZS 13,650.00 from Tigo Pesa 0713 987 654.'))).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Pay Now' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reminder' })
    expect(within(dialog).getByText(/payment request of TZS 13,650.00/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('a repayment code answer is saved with delayInfo.delayAmount for page two', async () => {
    const { user, store } = open('productId=P1002&orderId=ORD180001')
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }))
    // A code channel goes straight to the code page: no reminder says a request was sent.
    expect(await screen.findByText('code page two')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
    const info = store.getState().repaymentInfo.current!
    expect(info.delayInfo).toEqual({ delayAmount: 1446900 })
    expect(info.repayAmount).toBeNull()
  })

  it('submits a UTR with isDelay 1', async () => {
    const { user } = open('productId=P1002&orderId=ORD174001')
    await user.type(await screen.findByRole('textbox', { name: 'Transaction ID' }), 'QK71ABC2XY')
    await user.click(screen.getByRole('button', { name: 'Send transaction ID' }))
    expect(await screen.findByText(/We received transaction ID QK71ABC2XY/)).toBeInTheDocument()
    expect(receivedBy('/submit-utr')[0].body).toEqual({ orderId: 'ORD174001', utr: 'QK71ABC2XY', isDelay: '1' })
  })

  it('an order that cannot roll over: the server message and Repay (its way on), never Try again', async () => {
    const { user } = renderWithProviders(<RepayDelay />, {
      route: '/repayDelay?productId=P1001&orderId=ORD170001',
      routes: [{ path: '/repay', element: <p>repay page</p> }],
    })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(/^This loan cannot be rolled over\. Please repay it in full\./)
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    expect(within(alert).getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/loanDetail?productId=P1001&orderId=ORD170001')
    expect(within(alert).getByRole('link', { name: 'Customer service' })).toBeInTheDocument()
    await user.click(within(alert).getByRole('link', { name: 'Repay' }))
    expect(await screen.findByText('repay page')).toBeInTheDocument()
  })

  it('a server error shows an error state whose retry recovers', () =>
    expectTryAgainLoads(
      'delay-detail-yd=500x1',
      () => open('productId=P1002&orderId=ORD174001'),
      () => screen.findByRole('region', { name: 'Deferral fee' }),
    ))
})
