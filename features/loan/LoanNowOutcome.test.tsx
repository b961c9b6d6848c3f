import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { getWorld, receivedBy } from '@sandbox/world'
import { locationOf } from '@tests/renderWithProviders'
import { clearAfterEachSettle, wait } from '@tests/settleWindow'

import { openConfirm, resetBridge } from './testing'

const configure = clearAfterEachSettle()
afterEach(resetBridge)

const DOUBT =
  'We did not get the lender’s answer, so your application may have arrived. Loan Now stays off for up to 2 minutes while we check your orders, so that you do not apply twice.'
const PASSED = 'After 2 minutes no new order shows, but the lender’s list can be late. Check My loans before you tap Loan Now again.'

const loanNow = () => screen.getByRole('button', { name: 'Loan Now' })
const pushes = () => receivedBy('/v3/loan-confirm/loan-detail-push-yd')
const orderReads = () => receivedBy('/user-problem/problem-init')

async function tapLoanNow(productId = 'P1001') {
  const opened = openConfirm(productId)
  await screen.findByRole('button', { name: 'Loan Now' })
  await opened.user.click(loanNow())
  return opened
}

describe('Loan Now: an unknown outcome is checked over the settle window, never resent', () => {
  it('a push that times out after the lender stored it: the check finds the order and opens it; one push', async () => {
    configure({ requestTimeoutMs: 1000 })
    getWorld().scenarios.push('loan-detail-push-yd=timeout-after@1')
    const { router } = await tapLoanNow()
    expect(await screen.findByText('loan detail page')).toBeInTheDocument()
    expect(locationOf(router)).toBe('/loanDetail?productId=P1001&orderId=ORD110001&from=confirm')
    expect(router.state.historyAction).toBe('REPLACE')
    expect(pushes()).toHaveLength(1)
    expect(getWorld().loan.pushes).toHaveLength(1)
    // Once before the push (what existed), once after (what the push added); both with the session only.
    expect(orderReads().map((r) => r.body)).toEqual([{}, {}])
    expect(document.body.textContent).not.toMatch(/try again/i)
  })

  it.each([
    ['HTTP 500', '500-after'],
    ['an unreadable answer', 'network-after'],
  ])('%s after the lender stored it is the success path too, with one push', async (_what, effect) => {
    getWorld().scenarios.push(`loan-detail-push-yd=${effect}@1`)
    const { router } = await tapLoanNow()
    expect(await screen.findByText('loan detail page')).toBeInTheDocument()
    expect(locationOf(router)).toBe('/loanDetail?productId=P1001&orderId=ORD110001&from=confirm')
    expect(pushes()).toHaveLength(1)
  })

  it('a lender slower than the timeout: no "did not arrive" from the read at the timeout; a later read finds the order', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    configure({ requestTimeoutMs: 1000 })
    // The lender stores the application 3 s after the request, long after our timeout.
    getWorld().scenarios.push('loan-detail-push-yd=slow:3000@1')
    const { user, router } = await tapLoanNow()
    expect(await screen.findByText(DOUBT)).toBeInTheDocument()
    expect(loanNow()).toBeDisabled()
    await user.click(loanNow())
    await wait(20_000)
    expect(await screen.findByText('loan detail page')).toBeInTheDocument()
    expect(locationOf(router)).toBe('/loanDetail?productId=P1001&orderId=ORD110001&from=confirm')
    expect(pushes()).toHaveLength(1)
    expect(getWorld().loan.pushes).toHaveLength(1)
    expect(document.body.textContent).not.toMatch(/did not arrive|try again/i)
  })

  it('a lost connection before the lender stored it: Loan Now stays off for the whole window, then comes back with words that say so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    getWorld().scenarios.push('loan-detail-push-yd=network@1')
    const { user } = await tapLoanNow()
    expect(await screen.findByText(DOUBT)).toBeInTheDocument()
    await wait(119_000)
    expect(loanNow()).toBeDisabled()
    expect(screen.getByText(DOUBT)).toBeInTheDocument()
    // The read at the window's end, with nothing new in the list.
    await wait(1_000)
    expect(await screen.findByText(PASSED)).toBeInTheDocument()
    expect(loanNow()).toBeEnabled()
    // Reads over the window: the baseline, one at once, and one every 20 s up to the end.
    expect(orderReads().length).toBeGreaterThanOrEqual(7)
    expect(pushes()).toHaveLength(1)
    expect(getWorld().loan.pushes).toHaveLength(0)
    await user.click(loanNow())
    expect(await screen.findByText('loan detail page')).toBeInTheDocument()
    expect(getWorld().loan.pushes).toHaveLength(1)
  })

  it('a refusal by a business code re-enables Loan Now with the lender’s words, without a check', async () => {
    getWorld().scenarios.push('loan-detail-push-yd=code:9:Limit reached today@1')
    await tapLoanNow()
    expect(await screen.findByText('Limit reached today')).toBeInTheDocument()
    expect(loanNow()).toBeEnabled()
    expect(orderReads()).toHaveLength(1)
    expect(screen.queryByText(DOUBT)).not.toBeInTheDocument()
  })

  it('a check that fails keeps Loan Now off; Check again reads the orders, never pushes, and finds the order', async () => {
    // problem-init: 1st the baseline, 2nd the check (fails), 3rd Check again.
    getWorld().scenarios.push('loan-detail-push-yd=500-after@1', 'problem-init=500@2')
    const { user, router } = await tapLoanNow()
    expect(await screen.findByText(DOUBT)).toBeInTheDocument()
    expect(loanNow()).toBeDisabled()
    await user.click(loanNow())
    expect(pushes()).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Check again' }))
    expect(await screen.findByText('loan detail page')).toBeInTheDocument()
    expect(locationOf(router)).toBe('/loanDetail?productId=P1001&orderId=ORD110001&from=confirm')
    expect(orderReads()).toHaveLength(3)
    expect(pushes()).toHaveLength(1)
  })

  it('a reload while the outcome is in doubt keeps Loan Now off and checks with the lender first', async () => {
    getWorld().scenarios.push('loan-detail-push-yd=500-after@1', 'problem-init=500@2', 'problem-init=slow:400@3')
    const first = await tapLoanNow()
    // The first page's check (the failing 2nd read) is answered before the reload: on a loaded
    // machine it could still be on its way, and the reloaded page's read would then meet the 500.
    await waitFor(() => expect(orderReads()).toHaveLength(2))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled())
    first.unmount()
    // A fresh page and store, as after a reload in the same tab.
    const { router } = openConfirm('P1001')
    expect(await screen.findByText(DOUBT)).toBeInTheDocument()
    expect(loanNow()).toBeDisabled()
    expect(await screen.findByText('loan detail page')).toBeInTheDocument()
    expect(locationOf(router)).toBe('/loanDetail?productId=P1001&orderId=ORD110001&from=confirm')
    expect(pushes()).toHaveLength(1)
    expect(sessionStorage.getItem('writeDoubts')).toBeNull()
  })

  it('a check answered with a business code is doubt, not "no order"', async () => {
    getWorld().scenarios.push('loan-detail-push-yd=500-after@1', 'problem-init=code:500:System busy@2')
    await tapLoanNow()
    expect(await screen.findByRole('button', { name: 'Check again' })).toBeInTheDocument()
    expect(loanNow()).toBeDisabled()
  })
})

describe('Loan Now: the agreement is the only gate', () => {
  it.each([
    ['fails', 'problem-init=network@1'],
    ['answers "busy"', 'problem-init=code:500:System busy@1'],
  ])('when the order list read before the push %s, the application is still sent, once', async (_what, scenario) => {
    getWorld().scenarios.push(scenario)
    const { router } = await tapLoanNow()
    expect(await screen.findByText('loan detail page')).toBeInTheDocument()
    expect(locationOf(router)).toBe('/loanDetail?productId=P1001&orderId=ORD110001&from=confirm')
    expect(pushes()).toHaveLength(1)
    expect(document.body.textContent).not.toMatch(/not sent/i)
  })

  it('with no list before and the answer lost, it waits and asks: no new order can be told, so the window decides', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    getWorld().scenarios.push('problem-init=network@1', 'loan-detail-push-yd=500-after@1')
    await tapLoanNow()
    expect(await screen.findByText(DOUBT)).toBeInTheDocument()
    expect(loanNow()).toBeDisabled()
    await wait(120_000)
    expect(await screen.findByText(PASSED)).toBeInTheDocument()
    expect(pushes()).toHaveLength(1)
  })

  it('without a receiving account it applies, once, and the screen says an account will be asked for', async () => {
    getWorld().loan.offers.get('P1001')!.bankCardInfo = null
    const opened = openConfirm('P1001')
    expect(await screen.findByText('After you apply, you will be asked for the account that receives your loan.')).toBeInTheDocument()
    await opened.user.click(loanNow())
    expect(await screen.findByText('loan detail page')).toBeInTheDocument()
    expect(locationOf(opened.router)).toBe('/loanDetail?productId=P1001&orderId=ORD110001&from=confirm')
    expect(pushes()).toHaveLength(1)
  })
})
