import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { overrideConfig } from '@src/config/env'
import { renderWithProviders } from '@tests/renderWithProviders'
import { fakeShell, noShell } from '@tests/shell'

import { PaymentInstructions } from './pages/PaymentInstructions'

const open = (query = '') => renderWithProviders(<PaymentInstructions />, { route: `/paymentInstructions${query}` })

// Written here, not read from the sandbox or a default: a deployment configures these.
const CONFIGURED = {
  provider: 'PayPartner',
  businessNumber: '555123',
  ussd: [
    { wallet: 'M-Pesa', code: '*150*00#' },
    { wallet: 'Tigo Pesa', code: '*150*01#' },
  ],
  otherWalletItem: 'PayPartner Bills',
  storeName: 'PayPartner Wakala',
}
const NONE = { provider: '', businessNumber: '', ussd: [], otherWalletItem: '', storeName: '' }

let undo = () => {}
afterEach(() => undo())

describe('PaymentInstructions with no payment details configured', () => {
  beforeEach(() => {
    undo = overrideConfig({ payment: NONE })
  })

  it('hides the steps that need a value and points to customer service; no number on screen', () => {
    open()
    expect(screen.getByRole('note')).toHaveTextContent('Please ask customer service on 022 212 3456 before you pay.')
    expect(
      screen.getByText('You can repay your loan with your reference number (the repayment code shown in the app).'),
    ).toBeInTheDocument()
    expect(screen.getByText('Open your wallet menu.')).toBeInTheDocument()
    expect(screen.queryByText(/Enter the business number/)).toBeNull()
    expect(screen.queryByText(/Go to any shop/)).toBeNull()
    expect(document.body.textContent).not.toMatch(/\{|undefined|\*1\d\d\*|400200|Selcom/)
  })
})

describe('PaymentInstructions', () => {
  beforeEach(() => {
    undo = overrideConfig({ payment: CONFIGURED })
  })

  it('shows the configured provider, business number, USSD codes and store name', () => {
    open()
    expect(screen.getByText(/through our payment partner PayPartner/)).toBeInTheDocument()
    expect(screen.getByText('Open your wallet menu: M-Pesa *150*00#, Tigo Pesa *150*01#.')).toBeInTheDocument()
    expect(screen.getByText('Enter the business number 555123 (Mkopo Haraka).')).toBeInTheDocument()
    expect(screen.getByText('In that wallet choose “Pay bills”, then “PayPartner Bills”.')).toBeInTheDocument()
    expect(screen.getByText('Go to any shop or agent with the PayPartner Wakala sign.')).toBeInTheDocument()
    expect(screen.queryByRole('note')).toBeNull()
  })

  it('has steps for the wallet bills feature, another wallet and offline stores', () => {
    open()
    expect(screen.getByRole('heading', { level: 1, name: 'How to pay' })).toBeInTheDocument()
    for (const name of ['Pay with your wallet’s bills feature', 'Pay from another wallet', 'Pay at a shop or agent']) {
      const section = screen.getByRole('region', { name })
      expect(within(section).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4)
    }
    expect(screen.getByText('Say you are paying Mkopo Haraka and give your reference number.')).toBeInTheDocument()
    expect(screen.queryByText('Your reference number')).toBeNull()
  })

  it('shows the reference number to copy when it is the code of the repayment info saved at Pay Now', async () => {
    const current = { repayAmount: 100, delayInfo: null, defDetail: { logo: '', payCode: '8812345678', payNotice: {} }, savedAt: 1 }
    const { user } = renderWithProviders(<PaymentInstructions />, {
      route: '/paymentInstructions?payCode=8812345678',
      preloadedState: { repaymentInfo: { current } },
    })
    expect(screen.getByRole('heading', { name: 'Your reference number' })).toBeInTheDocument()
    expect(screen.getByText('8812345678')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    expect(await screen.findByText('Copied.')).toBeInTheDocument()
  })

  it('a crafted link: no reference shown as theirs, a way to the repayment page, the steps still there', () => {
    open('?payCode=5550001')
    expect(screen.queryByText('5550001')).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Your reference number' })).toBeNull()
    expect(screen.getByRole('alert')).toHaveTextContent('This link was not opened from the app, so no repayment code is shown.')
    expect(screen.getByRole('link', { name: 'Go to my repayment' })).toHaveAttribute('href', '/repay')
    expect(screen.getByRole('region', { name: 'Pay with your wallet’s bills feature' })).toBeInTheDocument()
  })

  it("inside the native shell the address is the shell's: its reference is shown; a strict deployment keeps the own-code rule", () => {
    fakeShell()
    try {
      const first = open('?payCode=5550001')
      expect(screen.getByRole('heading', { name: 'Your reference number' })).toBeInTheDocument()
      expect(screen.getByText('5550001')).toBeInTheDocument()
      expect(screen.queryByRole('alert')).toBeNull()
      first.unmount()
      undo = overrideConfig({ strictCodePages: true })
      open('?payCode=5550001')
      expect(screen.queryByText('5550001')).toBeNull()
      expect(screen.getByRole('alert')).toHaveTextContent('This link was not opened from the app')
    } finally {
      noShell()
    }
  })

  it('enlarges an image on tap; Escape closes it', async () => {
    const { user } = open()
    const trigger = screen.getByRole('button', { name: 'Enlarge image: Paying from another wallet' })
    await user.click(trigger)
    const dialog = screen.getByRole('dialog', { name: 'Paying from another wallet' })
    expect(within(dialog).getByRole('img', { name: 'Paying from another wallet' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(trigger).toHaveFocus()
  })

  it('the enlarged image closes by a tap on it or on the close icon, and opens by keyboard', async () => {
    const { user } = open()
    const trigger = screen.getByRole('button', { name: 'Enlarge image: Payment agent and receipt' })
    trigger.focus()
    await user.keyboard('{Enter}')
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close the image' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(trigger)
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
