import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { fakeShell, noShell } from '@tests/shell'

import { fillCommon, fillWallet, openBank, openFilledWallet } from './testing'

/* SPEC 2 bridge: start / end bank flow around the bank binding page. */
afterEach(noShell)

describe('the bank flow as the shell sees it', () => {
  it('starts when the page opens and ends saved before the page goes back to the order', async () => {
    const { calls } = fakeShell()
    const { user, unmount } = openBank('?source=confirmUrl&productId=P1001')
    await screen.findByRole('textbox', { name: 'Full name' })
    expect(calls()).toEqual([{ action: 'startBankFlow', payload: { source: 'confirmUrl' } }])
    await fillCommon(user)
    await fillWallet(user)
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('loan confirm page')).toBeInTheDocument()
    unmount()
    await new Promise((r) => setTimeout(r, 5))
    expect(calls()).toEqual([
      { action: 'startBankFlow', payload: { source: 'confirmUrl' } },
      { action: 'endBankFlow', payload: { source: 'confirmUrl', saved: true } },
    ])
  })

  it('without a source: ends saved, then closes the webview', async () => {
    const { calls } = fakeShell()
    const { user } = await openFilledWallet()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await vi.waitFor(() => expect(calls().map((c) => c.action)).toEqual(['startBankFlow', 'endBankFlow', 'closeWebview']))
    expect(calls()[1].payload).toEqual({ source: 'none', saved: true })
  })

  it('ends unsaved when the borrower leaves without saving, once', async () => {
    const { calls } = fakeShell()
    const { unmount } = openBank('?source=loanDetail&productId=P1002&orderId=ORD151001')
    await screen.findByRole('textbox', { name: 'Full name' })
    unmount()
    await vi.waitFor(() =>
      expect(calls()).toEqual([
        { action: 'startBankFlow', payload: { source: 'loanDetail' } },
        { action: 'endBankFlow', payload: { source: 'loanDetail', saved: false } },
      ]),
    )
  })
})
