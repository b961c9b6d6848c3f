import { act, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { server } from '@sandbox/node'
import { getWorld, receivedBy } from '@sandbox/world'
import { locationOf, renderWithProviders } from '@tests/renderWithProviders'

import { OldRepay } from './pages/OldRepay'
import { OldRepayVerify } from './pages/OldRepayVerify'

/** The whole old flow: way -> commit -> SMS step -> borrow detail. */
async function toSmsStep() {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const r = renderWithProviders(<OldRepay />, {
    route: '/oldRepay?productId=P1001&orderId=ORD170001&amount=5400000',
    routes: [
      { path: '/oldRepay/verify', element: <OldRepayVerify /> },
      { path: '/loanDetail', element: <p>borrow detail</p> },
    ],
    userOptions: { advanceTimers: vi.advanceTimersByTime },
  })
  await r.user.click(await screen.findByRole('radio', { name: /CRDB Bank/ }))
  await r.user.click(screen.getByRole('button', { name: 'Pay Now' }))
  await screen.findByRole('heading', { level: 1, name: 'Verification' })
  return r
}
const codeInput = () => screen.getByRole('textbox', { name: 'Verification code' })
const confirm = () => screen.getByRole('button', { name: 'Confirm' })

afterEach(() => vi.useRealTimers())

describe('OldRepayVerify: SMS step', () => {
  it('opens with a 60 s countdown on the resend button and the yuan-style amount', async () => {
    await toSmsStep()
    expect(screen.getByRole('button', { name: '60s' })).toBeDisabled()
    expect(screen.getByText('TZS 54,000.00')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(30_000))
    expect(screen.getByRole('button', { name: '30s' })).toBeDisabled()
  })

  it('refuses a code shorter than 6 and sends nothing', async () => {
    const { user } = await toSmsStep()
    await user.type(codeInput(), '12a345')
    expect(codeInput()).toHaveValue('12345')
    await user.click(confirm())
    expect(await screen.findByText('please enter the correct verification code')).toBeInTheDocument()
    expect(receivedBy('/repayment-confirm')).toHaveLength(0)
  })

  it('800006 -> verification code error; the right code then goes to the borrow detail', async () => {
    const { user, router } = await toSmsStep()
    await user.type(codeInput(), '000000')
    await user.click(confirm())
    expect(await screen.findByText('verification code error')).toBeInTheDocument()
    await user.clear(codeInput())
    await user.type(codeInput(), '123456')
    await user.click(confirm())
    expect(await screen.findByText('borrow detail')).toBeInTheDocument()
    expect(locationOf(router)).toBe('/loanDetail?productId=P1001&orderId=ORD170001')
    const sent = receivedBy('/repayment-confirm').map((r) => r.body)
    expect(sent[1]).toEqual({
      orderId: 'ORD170001',
      verifyCode: '123456',
      repaymentRecordId: receivedBy('/repayment-confirm')[0].body.repaymentRecordId,
    })
    expect(sent[1].repaymentRecordId).toMatch(/^RR/)
  })

  it('a malformed answer to confirm is an error too', async () => {
    server.use(http.post('*/api/api/v1/:a/:b/service/loan/repayment-confirm', () => HttpResponse.text('<html>')))
    const { user } = await toSmsStep()
    await user.type(codeInput(), '123456')
    await user.click(confirm())
    expect(await screen.findByText('Something went wrong. Check your connection and try again.')).toBeInTheDocument()
  })

  it.each([
    ['repayment-confirm=code:800005', 'do not submit the payment request twice'],
    ['repayment-confirm=code:800006', 'verification code error'],
    ['repayment-confirm=code:800009:The bank did not answer, try again later', 'The bank did not answer, try again later'],
    ['repayment-confirm=network', 'Something went wrong. Check your connection and try again.'],
    ['repayment-confirm=500', 'Something went wrong. Check your connection and try again.'],
  ])('%s -> %s', async (scenario, text) => {
    getWorld().scenarios.push(scenario)
    const { user } = await toSmsStep()
    await user.type(codeInput(), '123456')
    await user.click(confirm())
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Verification' })).toBeInTheDocument()
  })

  it('a repeated confirmation of the same record gets 800005 from the lender', async () => {
    getWorld().repayment.old.records.set('RR1', { orderId: 'ORD170001', amount: '1', cardId: '11', confirmed: true })
    const { user } = renderWithProviders(<OldRepayVerify />, { route: '/oldRepay/verify?orderId=ORD170001&repaymentRecordId=RR1' })
    await user.type(codeInput(), '123456')
    await user.click(confirm())
    expect(await screen.findByText('do not submit the payment request twice')).toBeInTheDocument()
  })

  it('resends after the countdown (commit with sendMsg 1) and counts down again', async () => {
    const { user } = await toSmsStep()
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    await user.click(screen.getByRole('button', { name: 'Resend code' }))
    expect(await screen.findByText('A new code has been sent.')).toBeInTheDocument()
    expect(receivedBy('/repayment-commit').map((r) => r.body.sendMsg)).toEqual(['0', '1'])
    expect(screen.getByRole('button', { name: /^(60|59)s$/ })).toBeDisabled()
    // The new record id is the one confirmed.
    await user.type(codeInput(), '123456')
    await user.click(confirm())
    await screen.findByText('borrow detail')
    const recordIds = [...getWorld().repayment.old.records.keys()]
    expect(recordIds).toHaveLength(2)
    expect(receivedBy('/repayment-confirm')[0].body.repaymentRecordId).toBe(recordIds[1])
  })

  it('a failed resend shows the message or processing failed, and the countdown restarts', async () => {
    getWorld().scenarios.push('repayment-commit=500@2')
    const { user } = await toSmsStep()
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    await user.click(screen.getByRole('button', { name: 'Resend code' }))
    expect(await screen.findByText('processing failed')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^(60|59)s$/ })).toBeDisabled()
  })

  it('Cancel resets the timer and returns to the way screen; a new commit counts from 60 again', async () => {
    const { user, router } = await toSmsStep()
    await act(() => vi.advanceTimersByTimeAsync(20_000))
    expect(screen.getByRole('button', { name: '40s' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeInTheDocument()
    expect(locationOf(router)).toBe('/oldRepay?productId=P1001&orderId=ORD170001&amount=5400000')
    await user.click(await screen.findByRole('radio', { name: /CRDB Bank/ }))
    await user.click(screen.getByRole('button', { name: 'Pay Now' }))
    expect(await screen.findByRole('button', { name: '60s' })).toBeInTheDocument()
  })

  it('without a repayment record: a clear message and a way back', () => {
    renderWithProviders(<OldRepayVerify />, { route: '/oldRepay/verify?orderId=ORD170001' })
    expect(screen.getByRole('alert')).toHaveTextContent('This verification step has expired. Please start the repayment again.')
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument()
  })
})

describe('OldRepayVerify: a confirm without a readable answer', () => {
  it('keeps Confirm off over the settle window (the payment may be going through); one confirm; then Confirm again with words that say so', async () => {
    getWorld().scenarios.push('repayment-confirm=network@1')
    const { user } = await toSmsStep()
    await user.type(codeInput(), '123456')
    await user.click(confirm())
    expect(await screen.findByText(/your payment may be in progress/)).toBeInTheDocument()
    expect(confirm()).toBeDisabled()
    await user.click(confirm())
    await act(() => vi.advanceTimersByTimeAsync(119_000))
    expect(confirm()).toBeDisabled()
    expect(receivedBy('/repayment-confirm')).toHaveLength(1)
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(
      await screen.findByText(
        'After 2 minutes there is still no answer. If your loan and your bank’s messages show no payment, you can pay again.',
      ),
    ).toBeInTheDocument()
    expect(confirm()).toBeEnabled()
  })

  it('a refusal (800006) gives Confirm back at once', async () => {
    getWorld().scenarios.push('repayment-confirm=code:800006@1')
    const { user } = await toSmsStep()
    await user.type(codeInput(), '123456')
    await user.click(confirm())
    expect(await screen.findByText('verification code error')).toBeInTheDocument()
    expect(confirm()).toBeEnabled()
  })
})
