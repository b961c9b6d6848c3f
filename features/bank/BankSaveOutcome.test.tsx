import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { getWorld, receivedBy } from '@sandbox/world'
import { clearAfterEachSettle, expectOffOverTheWindow } from '@tests/settleWindow'

import { openFilledWallet } from './testing'

clearAfterEachSettle()

const DOUBT =
  'We did not get the lender’s answer, so your account may be saved. Next stays off for up to 2 minutes while we check the account on file.'
const PASSED =
  'After 2 minutes we still cannot tell whether your account is saved. Check the details above, then tap Next to save them again.'

const next = () => screen.getByRole('button', { name: 'Next' })
const saves = () => receivedBy('/v3/certify/save-bank-info')
const formReads = () => receivedBy('/service/entry-order/card-init')

describe('bank save: an unknown outcome is checked against card-init over the settle window, never resent', () => {
  it('a save whose answer is lost after the lender stored it: card-init carries the values, so the flow goes on as after a success; one save', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    getWorld().scenarios.push('save-bank-info=network-after@1')
    const { user } = await openFilledWallet('?source=confirmUrl&productId=P1001')
    await user.click(next())
    expect(await screen.findByText('loan confirm page')).toBeInTheDocument()
    expect(saves()).toHaveLength(1)
    expect(formReads().length).toBeGreaterThanOrEqual(2)
  })

  it('a save lost before the lender stored it: Next stays off with words that say what to check, then comes back after the window', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    getWorld().scenarios.push('save-bank-info=network@1')
    const { user } = await openFilledWallet('?source=confirmUrl&productId=P1001')
    await user.click(next())
    await expectOffOverTheWindow(next, { doubt: DOUBT, passed: PASSED })
    expect(saves()).toHaveLength(1)
    expect(getWorld().bank.saved).toHaveLength(0)
    await user.click(next())
    expect(await screen.findByText('loan confirm page')).toBeInTheDocument()
    expect(saves()).toHaveLength(2)
  })
})
