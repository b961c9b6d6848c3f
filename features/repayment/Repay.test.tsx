import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { server } from '@sandbox/node'
import { getWorld } from '@sandbox/world'
import { findRefusal, loadFailures } from '@tests/loadFailures'
import { answerWith } from '@tests/property'
import { fakeShell, noShell } from '@tests/shell'
import { wholeText } from '@tests/text'

import { openRepay, payNow } from './testing'

const periodBox = (n: number) => screen.getByRole('checkbox', { name: new RegExp(`^Period ${n}\\b`) })
const amountShown = () => screen.getByText('Repayment amount').parentElement!

describe('Repay: installment selection (SPEC 4)', () => {
  it('selects the first waiting period on load; only it is clickable; amount is its total', async () => {
    openRepay('productId=P1001&orderId=ORD170001')
    await screen.findByText('Period 2', { exact: false })
    expect(periodBox(2)).toBeChecked()
    expect(periodBox(2)).toBeEnabled()
    expect(periodBox(3)).not.toBeChecked()
    expect(periodBox(3)).toBeDisabled()
    expect(screen.getByRole('checkbox', { name: 'Select all' })).not.toBeChecked()
    expect(within(amountShown()).getByText('TZS 54,000.00')).toBeInTheDocument()
  })

  it('defaults the amount to the query amount (minor units) when given', async () => {
    openRepay('productId=P1001&orderId=ORD170001&amount=2500000')
    expect(
      await within(await screen.findByText('Repayment amount').then((l) => l.parentElement!)).findByText('TZS 25,000.00'),
    ).toBeInTheDocument()
    expect(periodBox(2)).toBeChecked()
  })

  it('select-all checks every waiting period and sums them; toggling off returns to the first only', async () => {
    const { user } = openRepay('productId=P1002&orderId=ORD174001')
    await screen.findByText('Period 2', { exact: false })
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }))
    expect(periodBox(2)).toBeChecked()
    expect(periodBox(3)).toBeChecked()
    expect(periodBox(4)).toBeChecked()
    expect(within(amountShown()).getByText('TZS 136,500.00')).toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }))
    expect(periodBox(2)).toBeChecked()
    expect(periodBox(3)).not.toBeChecked()
    expect(within(amountShown()).getByText('TZS 45,500.00')).toBeInTheDocument()
  })

  it('tapping the first period after select-all goes back to it alone; other periods ignore taps', async () => {
    const { user } = openRepay('productId=P1002&orderId=ORD174001')
    await screen.findByText('Period 2', { exact: false })
    await user.click(periodBox(3))
    expect(periodBox(3)).not.toBeChecked()
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }))
    await user.click(periodBox(2))
    expect(periodBox(2)).toBeChecked()
    expect(periodBox(3)).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Select all' })).not.toBeChecked()
    expect(within(amountShown()).getByText('TZS 45,500.00')).toBeInTheDocument()
  })

  it('Modify amount switches to an empty free input with the range hint; it keeps what is typed and reads it exactly', async () => {
    const { user } = openRepay('productId=P1001&orderId=ORD170001')
    await user.click(await screen.findByRole('button', { name: 'Modify amount' }))
    const input = screen.getByRole('textbox', { name: 'Amount to repay (TZS)' })
    expect(input).toHaveValue('')
    expect(input).toHaveFocus()
    expect(input).toHaveAccessibleDescription('Enter between TZS 1,000.00 and TZS 108,000.00')
    expect(periodBox(2)).not.toBeChecked()
    await user.type(input, '45500.00')
    expect(input).toHaveValue('45500.00')
    expect(screen.getByText(wholeText('You pay TZS 45,500.00 from M-Pesa 0754 123 456.'))).toBeInTheDocument()
    // Over the cap: kept as typed, never lowered to the cap; leaving the input names the cap.
    await user.clear(input)
    await user.type(input, '999999')
    expect(input).toHaveValue('999999')
    await user.tab()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The most you can pay here is TZS 108,000.00. Please enter TZS 108,000.00 or less.',
    )
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByText(wholeText(/^You pay/))).toBeNull()
    // Back to the plan: tapping the first period leaves the free input.
    await user.click(periodBox(2))
    expect(screen.queryByRole('textbox', { name: 'Amount to repay (TZS)' })).toBeNull()
    expect(within(amountShown()).getByText('TZS 54,000.00')).toBeInTheDocument()
  })

  it('draws an overdue period (periodStatus 500) in the warning style, with its status text', async () => {
    openRepay('productId=P1002&orderId=ORD180001')
    const status = await screen.findByText('Overdue 3 days')
    expect(status).toHaveClass('repay-status--overdue')
    expect(screen.getByText('To be repaid')).not.toHaveClass('repay-status--overdue')
    expect(screen.getByText('Scheduled installment')).toBeInTheDocument()
    expect(screen.getByText('Paid installments')).toBeInTheDocument()
  })
})

describe('Repay: loading and errors', () => {
  it.each(loadFailures('loan-play-detail-yd'))('%s -> error state with retry that recovers', async (_what, scenario, text) => {
    getWorld().scenarios.push(scenario)
    const { user } = openRepay('productId=P1001&orderId=ORD170001')
    expect(await screen.findByText(text)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeInTheDocument()
  })

  it('answers with malformed data (no plan detail) -> error state, never undefined', async () => {
    server.use(
      http.post('*/api/v3/installment/loan-play-detail-yd', () => HttpResponse.json({ code: 0, message: 'ok', data: { bankList: 'x' } })),
    )
    openRepay('productId=P1001&orderId=ORD170001')
    expect(await screen.findByText('We received an answer we could not read. Please try again.')).toBeInTheDocument()
    expect(document.body.textContent).not.toMatch(/undefined|NaN/)
  })

  it('an order the lender refuses here: its words, then the order, home and customer service, never Try again', async () => {
    openRepay('productId=P1001&orderId=NOPE')
    const alert = await findRefusal(/^Order not found/)
    expect(within(alert).getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/loanDetail?productId=P1001&orderId=NOPE')
    expect(within(alert).getByRole('link', { name: 'Customer service' })).toHaveAttribute('href', '/customerService')
  })

  it("an expired session offers Log in again (the shell's login), not Try again", async () => {
    const shell = fakeShell()
    server.use(
      http.post('*/api/v3/installment/loan-play-detail-yd', () =>
        HttpResponse.json({ code: 401, message: 'sandbox business error 401', data: null }),
      ),
    )
    const { user } = openRepay('productId=P1001&orderId=ORD170001')
    const alert = within(await screen.findByRole('main')).getByRole('alert')
    expect(alert).toHaveTextContent('Your session has expired. Please log in again.')
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    const before = shell.actions().filter((a) => a === 'backToLogin').length
    await user.click(within(alert).getByRole('button', { name: 'Log in again' }))
    expect(shell.actions().filter((a) => a === 'backToLogin')).toHaveLength(before + 1)
    noShell()
  })

  it('with nothing waiting: says so and offers no Pay Now', async () => {
    answerWith('/v3/installment/loan-play-detail-yd', {
      amountMin: 100000,
      amountMax: 0,
      repayPlanDetail: {
        repayWaitDetail: [],
        repayYetDetail: [{ periodNo: 1, totalAmount: 5400000, periodStatus: 200, statusText: 'Repaid' }],
      },
    })
    openRepay('productId=P1001&orderId=ORD170001')
    expect(await screen.findByText('You have no installment waiting to be repaid.')).toBeInTheDocument()
    expect(screen.getByText('Repaid')).toBeInTheDocument()
    expect(payNow()).toBeDisabled()
  })

  it('asks for an order when none is given', () => {
    openRepay('productId=P1001')
    expect(screen.getByText('This page needs an order. Please open it again from your loan.')).toBeInTheDocument()
  })
})
