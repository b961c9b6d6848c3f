import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { getWorld } from '@sandbox/world'
import { deliverShellMessage } from '@src/bridge/messages'
import { locationOf } from '@tests/renderWithProviders'

import { captureBridge, openConfirm, resetBridge } from './testing'

afterEach(resetBridge)

const nativeBack = () => act(() => void deliverShellMessage({ type: 'nativeBack' }))

describe('Loan confirm: agreement popup (popAgreementUrl non-empty)', () => {
  it('blocks the page: no close icon, Escape does nothing; Agree dismisses it', async () => {
    const calls = captureBridge()
    const { user } = openConfirm('P1002')
    const dialog = await screen.findByRole('dialog', { name: 'Loan agreement' })
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'Read the agreement' })).toHaveAttribute('href', '/loanAgreement')
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Loan agreement' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Agree' }))
    expect(screen.queryByRole('dialog', { name: 'Loan agreement' })).not.toBeInTheDocument()
    expect(calls()).toEqual([])
  })

  it('Leave (SPEC: Cancel) closes the webview through the bridge', async () => {
    const calls = captureBridge()
    const { user } = openConfirm('P1002')
    const dialog = await screen.findByRole('dialog', { name: 'Loan agreement' })
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }))
    expect(calls()).toEqual(['closeWebview'])
  })

  it('does not show when popAgreementUrl is empty', async () => {
    openConfirm('P1001')
    await screen.findByRole('button', { name: 'Loan Now' })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('offers no link for an unsafe agreement URL but still blocks until Agree', async () => {
    getWorld().loan.offers.get('P1002')!.popAgreementUrl = 'javascript:alert(1)'
    openConfirm('P1002')
    const dialog = await screen.findByRole('dialog', { name: 'Loan agreement' })
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Agree' })).toBeInTheDocument()
  })
})

describe('Loan confirm: native back and the retention popup', () => {
  it('isPopType 1: shows the retention popup with the server text; Stay (SPEC: Agree) stays', async () => {
    const calls = captureBridge()
    const { user, router } = openConfirm('P1001')
    await screen.findByRole('button', { name: 'Loan Now' })
    nativeBack()
    const dialog = await screen.findByRole('dialog', { name: 'Wait! Your loan is almost ready' })
    expect(dialog).toHaveTextContent('TZS 150,000 is reserved for you today.')
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(calls()).toEqual([])
    expect(locationOf(router)).toBe('/loanConfirm?productId=P1001')
  })

  it('isPopType 1: Leave (SPEC: Cancel) closes the webview', async () => {
    const calls = captureBridge()
    const { user } = openConfirm('P1001')
    await screen.findByRole('button', { name: 'Loan Now' })
    nativeBack()
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }))
    expect(calls()).toEqual(['closeWebview'])
  })

  it('falls back to its own wording when the server gives no popup text', async () => {
    const offer = getWorld().loan.offers.get('P1001')!
    offer.popTitle = ''
    offer.popContent = ''
    openConfirm('P1001')
    await screen.findByRole('button', { name: 'Loan Now' })
    nativeBack()
    expect(await screen.findByRole('dialog', { name: 'Are you sure you want to leave?' })).toHaveTextContent('Your loan is almost ready.')
  })

  it('isPopType not 1: back simply leaves (closes the webview), no popup', async () => {
    const calls = captureBridge()
    openConfirm('P1003')
    await screen.findByRole('button', { name: 'Loan Now' })
    nativeBack()
    expect(calls()).toEqual(['closeWebview'])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
