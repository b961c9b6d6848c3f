import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { receivedBy } from '@sandbox/world'

import { fillCommon, openBank, pick } from './testing'

/** The bank form's numbers as a borrower types or pastes them, and what the save carries. */

const next = () => screen.getByRole('button', { name: 'Next' })
const saves = () => receivedBy('/v3/certify/save-bank-info').map((r) => r.body as Record<string, unknown>)

async function bankTab() {
  const r = openBank()
  await r.user.click(await screen.findByRole('tab', { name: 'Bank account' }))
  await fillCommon(r.user)
  await pick(r.user, /^Bank/, 'NMB Bank')
  return r
}

describe('Bank account tab: the card or account number has the market lengths (10 to 19 digits)', () => {
  it.each([
    ['1', 1],
    ['1234', 4],
    ['1'.repeat(30), 30],
  ])('%s is refused with its count and nothing is saved', async (typed, count) => {
    const { user } = await bankTab()
    const card = screen.getByRole('textbox', { name: 'Card or account number' })
    // Pasted whole: nothing is cut to fit.
    fireEvent.change(card, { target: { value: typed } })
    await user.click(next())
    expect(await screen.findByText(`Enter 10 to 19 digits. You entered ${count}.`)).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Please check these fields: Card or account number.')
    expect(card).toHaveFocus()
    expect(saves()).toHaveLength(0)
  })

  it.each([
    ['2041 0012 3456', '204100123456'],
    ['0150-2345-6789-012', '015023456789012'],
    ['4111 1111 1111 1111 111', '4111111111111111111'],
  ])('%s is saved as %s', async (typed, bare) => {
    const { user } = await bankTab()
    fireEvent.change(screen.getByRole('textbox', { name: 'Card or account number' }), { target: { value: typed } })
    await user.click(next())
    await waitFor(() => expect(saves()).toHaveLength(1))
    expect(saves()[0]).toMatchObject({ card_no: bare, cardType: '2' })
  })
})

describe('Mobile wallet tab: the wallet phone by the market phone rule', () => {
  it.each([
    ['+255 (0)754 123 456', '255 754 123 456'],
    ['00255 754 123 456', '255 754 123 456'],
    ['+255754123456', '255 754 123 456'],
    ['0754-123-456', '0754 123 456'],
  ])('a pasted %s shows as %s and is saved as 0754123456', async (pasted, shown) => {
    const { user } = openBank()
    await screen.findByRole('textbox', { name: 'Full name' })
    await fillCommon(user)
    await pick(user, /^Mobile wallet/, 'M-Pesa')
    const phone = screen.getByRole('textbox', { name: 'Wallet phone number' })
    fireEvent.change(phone, { target: { value: pasted } })
    expect(phone).toHaveValue(shown)
    await user.click(next())
    await waitFor(() => expect(saves()).toHaveLength(1))
    expect(saves()[0]).toMatchObject({ wallet_phone: '0754123456' })
  })
})

describe('the error summary follows the fields', () => {
  it('lists the fields wrong at Next, drops each as it is fixed, and focuses the first', async () => {
    const { user } = openBank()
    await screen.findByRole('textbox', { name: 'Full name' })
    await user.click(next())
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Please check these fields: NIDA number, Region, Salary day, Mobile wallet, Wallet phone number.')
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'NIDA number' })).toHaveFocus())
    await user.type(screen.getByRole('textbox', { name: 'NIDA number' }), '19900101123450000123')
    expect(alert).toHaveTextContent('Please check these fields: Region, Salary day, Mobile wallet, Wallet phone number.')
    await pick(user, /^Region/, 'Mwanza')
    await pick(user, /^Salary day/, '25')
    await pick(user, /^Mobile wallet/, 'M-Pesa')
    expect(alert).toHaveTextContent('Please check these fields: Wallet phone number.')
    // A number not yet valid stays listed; a valid one leaves the summary empty.
    await user.type(screen.getByRole('textbox', { name: 'Wallet phone number' }), '07541')
    expect(alert).toHaveTextContent('Wallet phone number')
    await user.type(screen.getByRole('textbox', { name: 'Wallet phone number' }), '23456')
    expect(alert).toHaveTextContent('')
  })
})
