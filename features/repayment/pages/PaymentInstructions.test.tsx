import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/renderWithProviders'
import { PaymentInstructions } from './PaymentInstructions'

const open = (query = '') => renderWithProviders(<PaymentInstructions />, { route: `/paymentInstructions${query}` })

describe('PaymentInstructions', () => {
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

  it('shows the reference number to copy when given', async () => {
    const { user } = open('?payCode=8812345678')
    expect(screen.getByRole('heading', { name: 'Your reference number' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    expect(await screen.findByText('copy success')).toBeInTheDocument()
  })

  it('enlarges an image on tap; Escape closes it', async () => {
    const { user } = open()
    const trigger = screen.getByRole('button', { name: 'Enlarge image: Paying Selcom from another wallet' })
    await user.click(trigger)
    const dialog = screen.getByRole('dialog', { name: 'Paying Selcom from another wallet' })
    expect(within(dialog).getByRole('img', { name: 'Paying Selcom from another wallet' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(trigger).toHaveFocus()
  })

  it('the enlarged image closes by a tap on it or on the close icon, and opens by keyboard', async () => {
    const { user } = open()
    const trigger = screen.getByRole('button', { name: 'Enlarge image: Selcom Huduma agent and receipt' })
    trigger.focus()
    await user.keyboard('{Enter}')
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close the image' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(trigger)
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
