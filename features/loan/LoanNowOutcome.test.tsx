import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { getWorld, receivedBy } from '@sandbox/world'
import { overrideConfig } from '@src/config/env'
import { locationOf } from '@tests/renderWithProviders'

import { openConfirm, resetBridge } from './testing'

const keepConfig = () => undefined
let undoConfig: () => void = keepConfig
afterEach(() => {
  undoConfig()
  undoConfig = keepConfig
  sessionStorage.clear()
  resetBridge()
})

const loanNow = () => screen.getByRole('button', { name: 'Loan Now' })
const pushes = () => receivedBy('/v3/loan-confirm/loan-detail-push-yd')
const orderReads = () => receivedBy('/user-problem/problem-init')

async function tapLoanNow(productId = 'P1001') {
  const opened = openConfirm(productId)
  await screen.findByRole('button', { name: 'Loan Now' })
  await opened.user.click(loanNow())
  return opened
}

describe('Loan Now: an unknown outcome is checked, never resent', () => {
  it('a push that times out after the lender stored it: says it is checking, finds the order, opens it; one push', async () => {
    undoConfig = overrideConfig({ requestTimeoutMs: 1000 })
    // The check answers slowly enough for the borrower (and the test) to read what is happening.
    getWorld().scenarios.push('loan-detail-push-yd=timeout-after@1', 'problem-init=slow:400@2')
    const { router } = await tapLoanNow()
    expect(await screen.findByText('Checking with the lender whether your application arrived…')).toBeInTheDocument()
    expect(loanNow()).toBeDisabled()
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

  it('a lost connection before the lender stored it: the list shows no new order, so Loan Now comes back, honestly worded', async () => {
    getWorld().scenarios.push('loan-detail-push-yd=network@1')
    const { user } = await tapLoanNow()
    expect(
      await screen.findByText('Your application did not arrive, so no loan was applied for. You can tap Loan Now again.'),
    ).toBeInTheDocument()
    expect(loanNow()).toBeEnabled()
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
    expect(screen.queryByText(/Checking with the lender/)).not.toBeInTheDocument()
  })

  it('a check that fails keeps Loan Now off; Check again reads the orders, never pushes, and finds the order', async () => {
    // problem-init: 1st the baseline, 2nd the check (fails), 3rd Check again.
    getWorld().scenarios.push('loan-detail-push-yd=500-after@1', 'problem-init=500@2')
    const { user, router } = await tapLoanNow()
    expect(
      await screen.findByText(
        'We could not confirm yet whether your application arrived. Loan Now stays off so that you do not apply twice.',
      ),
    ).toBeInTheDocument()
    expect(loanNow()).toBeDisabled()
    await user.click(loanNow())
    expect(pushes()).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Check again' }))
    expect(await screen.findByText('loan detail page')).toBeInTheDocument()
    expect(locationOf(router)).toBe('/loanDetail?productId=P1001&orderId=ORD110001&from=confirm')
    expect(orderReads()).toHaveLength(3)
    expect(pushes()).toHaveLength(1)
  })

  it('a reload while the outcome is unconfirmed checks with the lender before Loan Now works again', async () => {
    getWorld().scenarios.push('loan-detail-push-yd=500-after@1', 'problem-init=500@2', 'problem-init=slow:400@3')
    const first = await tapLoanNow()
    expect(await screen.findByRole('button', { name: 'Check again' })).toBeInTheDocument()
    first.unmount()
    // A fresh page and store, as after a reload in the same tab.
    const { router } = openConfirm('P1001')
    expect(await screen.findByText('Checking with the lender whether your application arrived…')).toBeInTheDocument()
    expect(loanNow()).toBeDisabled()
    expect(await screen.findByText('loan detail page')).toBeInTheDocument()
    expect(locationOf(router)).toBe('/loanDetail?productId=P1001&orderId=ORD110001&from=confirm')
    expect(pushes()).toHaveLength(1)
    expect(sessionStorage.getItem('loanNowPending')).toBeNull()
  })

  it('a check answered with a business code is doubt, not "no order"', async () => {
    getWorld().scenarios.push('loan-detail-push-yd=500-after@1', 'problem-init=code:500:System busy@2')
    await tapLoanNow()
    expect(await screen.findByRole('button', { name: 'Check again' })).toBeInTheDocument()
    expect(loanNow()).toBeDisabled()
  })

  it('when the order list cannot be read first, nothing is sent and the borrower is told so', async () => {
    getWorld().scenarios.push('problem-init=network@1')
    await tapLoanNow()
    expect(await screen.findByText(/^Your application was not sent\. No connection/)).toBeInTheDocument()
    expect(pushes()).toHaveLength(0)
    expect(loanNow()).toBeEnabled()
  })
})

describe('Loan Now without a receiving account', () => {
  it('leads to binding an account (source confirmUrl, so the bank page comes back here) and creates no order', async () => {
    getWorld().loan.offers.get('P1001')!.bankCardInfo = null
    const { router } = await tapLoanNow()
    expect(await screen.findByText('bind bank page')).toBeInTheDocument()
    expect(locationOf(router)).toBe('/bindBank?source=confirmUrl&productId=P1001')
    expect(pushes()).toHaveLength(0)
  })
})
