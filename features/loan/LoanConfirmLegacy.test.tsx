import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { sampleObfuscatedAliases } from '@sandbox/aliases'
import { getWorld, receivedBy } from '@sandbox/world'
import { deliverShellMessage } from '@src/bridge/messages'
import { overrideConfig } from '@src/config/env'
import { locationOf } from '@tests/renderWithProviders'

import { captureBridge, openConfirm, resetBridge } from './testing'

// The legacy variant speaks the configured alias map; the sandbox's legacy endpoints need its sample map.
let undoConfig = () => {}
beforeEach(() => {
  undoConfig = overrideConfig({ aliases: sampleObfuscatedAliases })
})
afterEach(() => {
  undoConfig()
  resetBridge()
})

describe('Loan confirm, older obfuscated variant', () => {
  it('reads the offer through the obfuscated names (code 00) and draws the same page', async () => {
    openConfirm('P1002', { legacy: true })
    expect(await screen.findByRole('region', { name: 'Loan amount' })).toHaveTextContent('Pesa Chap ChapLoan amountTZS 450,000.00')
    expect(screen.getByText('CRDB Bank 476134******5678')).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Repayment plan' })).getAllByRole('listitem')).toHaveLength(3)
    expect(screen.getByText('Loan term').nextSibling).toHaveTextContent('3 months')
    expect(await screen.findByRole('button', { name: 'Loan Agreement' })).toBeInTheDocument()
    expect(await screen.findByRole('dialog', { name: 'Loan agreement' })).toBeInTheDocument()
    expect(receivedBy('/x1/k7/q2')[0].body).toEqual({ p9x: 'P1002' })
    expect(receivedBy('/x1/k7/a9')[0].body).toEqual({ p9x: 'P1002', s3n: '3' })
    expect(receivedBy('/v3/')).toHaveLength(0)
  })

  it('Loan Now posts obfuscated fields once and replaces the page with the detail URL plus from=confirm', async () => {
    const { user, router } = openConfirm('P1001', { legacy: true })
    await user.dblClick(await screen.findByRole('button', { name: 'Loan Now' }))
    expect(await screen.findByText('loan detail page')).toBeInTheDocument()
    expect(locationOf(router)).toBe('/loanDetail?productId=P1001&orderId=ORD110001&from=confirm')
    const pushes = receivedBy('/x1/k7/p5')
    expect(pushes).toHaveLength(1)
    expect(pushes[0].body).toEqual({ a1m: '15000000', p3r: '14', t8u: '1', p9x: 'P1001' })
  })

  it('opens a contract through the obfuscated jump call', async () => {
    const { user, router } = openConfirm('P1001', { legacy: true, extra: '&orderId=ORD1' })
    await user.click(await screen.findByRole('button', { name: 'Privacy Policy' }))
    expect(await screen.findByText('other page')).toBeInTheDocument()
    expect(locationOf(router)).toBe('/privacyPolicy')
    expect(receivedBy('/x1/k7/j4')[0].body).toEqual({ p9x: 'P1001', s3n: '3', p0s: '1', o7q: 'ORD1' })
  })

  it('shows the retention popup on native back and the server message on a non-00 code', async () => {
    const calls = captureBridge()
    getWorld().scenarios.push('/x1/k7/p5=code:07:Try again tomorrow')
    const { user } = openConfirm('P1001', { legacy: true })
    await user.click(await screen.findByRole('button', { name: 'Loan Now' }))
    expect(await screen.findByText('Try again tomorrow')).toBeInTheDocument()
    act(() => void deliverShellMessage({ type: 'nativeBack' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Wait! Your loan is almost ready' })).getByRole('button', { name: 'Leave' }),
    )
    expect(calls()).toEqual(['closeWebview'])
  })

  it("never adds a lender's status word to the failure, in Swahili either ('imefanikiwa' is 'success')", async () => {
    getWorld().scenarios.push('/x1/k7/q2=code:01:imefanikiwa')
    openConfirm('P1001', { legacy: true })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(/^Your loan offer could not be loaded\./)
    expect(alert).not.toHaveTextContent(/imefanikiwa/i)
  })

  it('has no built-in obfuscation: with no alias map configured it calls the plain paths', async () => {
    undoConfig()
    openConfirm('P1001', { legacy: true })
    // The sandbox's plain path answers code 0, which the legacy variant (code '00') does not take as success.
    await vi.waitFor(() => expect(receivedBy('/v3/loan-confirm/loan-detail-confirm')).toHaveLength(1))
    expect(receivedBy('/v3/loan-confirm/loan-detail-confirm')[0].body).toEqual({ productId: 'P1001' })
    expect(receivedBy('/x1/')).toHaveLength(0)
  })
})
