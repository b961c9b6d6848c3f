import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { receivedBy } from '@sandbox/world'
import { initialSession } from '@store/session'
import { renderWithProviders } from '@tests/renderWithProviders'
import { wholeText } from '@tests/text'

import { Repay } from './pages/Repay'
import { RepayDelay } from './pages/RepayDelay'

/** What a borrower types or pastes into /repay's amount and the wallet numbers, and what Pay Now sends. */

const openRepay = (lang: 'en' | 'sw' = 'en') =>
  renderWithProviders(<Repay />, {
    route: '/repay?productId=P1001&orderId=ORD170001',
    preloadedState: { session: { ...initialSession([]), lang } },
  })
const openDelay = () => renderWithProviders(<RepayDelay />, { route: '/repayDelay?productId=P1002&orderId=ORD174001' })

const amountInput = () => screen.getByRole('textbox', { name: /Amount to repay|Kiasi cha kurejesha/ })
const walletNumber = () => screen.getByRole('textbox', { name: /Wallet number|Namba ya pochi/ })
const payNow = () => screen.getByRole('button', { name: /Pay Now|Lipa Sasa/ })
const sent = () => receivedBy('/generate-vcode-yd').map((r) => r.body as Record<string, unknown>)

async function pasteAmount(text: string, lang: 'en' | 'sw' = 'en') {
  const r = openRepay(lang)
  await r.user.click(await screen.findByRole('button', { name: /Modify amount|Badilisha kiasi/ }))
  // A paste: the whole text arrives at once.
  fireEvent.change(amountInput(), { target: { value: text } })
  return r
}

describe('/repay amount: typed or pasted, read exactly', () => {
  it.each([
    ['TZS 45,500.00', '4550000'],
    ['45500.00', '4550000'],
    ['45,500.00', '4550000'],
    ['1,000.50', '100050'],
    ['54000', '5400000'],
  ])('%s asks for %s minor units, and the line above Pay Now names it first', async (text, minor) => {
    const { user } = await pasteAmount(text)
    expect(amountInput()).toHaveValue(text)
    const shown = `TZS ${(Number(minor) / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`
    expect(screen.getByText(wholeText(`You pay ${shown} from M-Pesa 0754 123 456.`))).toBeInTheDocument()
    await user.click(payNow())
    await waitFor(() => expect(sent()).toHaveLength(1))
    expect(sent()[0]).toMatchObject({ amount: minor, cardNo: '255754123456', bankCode: 'MPESA' })
  })

  it.each([
    ['1.000,50', '"1.000,50" can be read more than one way. Please write "," between thousands and "." before cents, e.g. 1,000.50.'],
    ['1,000.505', 'An amount has at most two digits after the ".", e.g. 45,500.50.'],
    ['abc', 'Please enter an amount in shillings, e.g. 45,500.00.'],
    ['200000', 'The most you can pay here is TZS 108,000.00. Please enter TZS 108,000.00 or less.'],
    ['999.99', 'The least you can pay here is TZS 1,000.00.'],
  ])('%s is refused with the reason and nothing is sent', async (text, message) => {
    const { user } = await pasteAmount(text)
    await user.click(payNow())
    const input = amountInput()
    await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining(message)))
    expect(input).toHaveValue(text)
    expect(screen.queryByText(wholeText(/^You pay/))).toBeNull()
    expect(sent()).toHaveLength(0)
  })

  it('says it in Swahili', async () => {
    const { user } = await pasteAmount('1.000,50', 'sw')
    await user.tab()
    expect(await within(amountInput().parentElement!).findByRole('alert')).toHaveTextContent(
      '"1.000,50" kinaweza kusomeka kwa njia zaidi ya moja. Tafadhali andika "," kati ya maelfu na "." kabla ya senti, mfano 1,000.50.',
    )
    fireEvent.change(amountInput(), { target: { value: 'TZS 45,500.00' } })
    expect(screen.getByText(wholeText('Unalipa TZS 45,500.00 kutoka M-Pesa 0754 123 456.'))).toBeInTheDocument()
  })
})

describe('wallet number: the market phone rule', () => {
  it.each(['07541234567', '1234567890', '0054123456', '0854123456'])('refuses %s and sends nothing', async (typed) => {
    const { user } = openRepay()
    await user.clear(await screen.findByRole('textbox', { name: 'Wallet number' }))
    await user.type(walletNumber(), typed)
    await user.click(payNow())
    expect(await screen.findByText('Please enter a wallet phone number, e.g. 0754 123 456 / +255 754 123 456.')).toBeInTheDocument()
    expect(walletNumber()).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByText(wholeText(/^You pay/))).toBeNull()
    expect(sent()).toHaveLength(0)
  })

  it.each([
    ['+255 (0)754 123 456', '255 754 123 456', '255754123456'],
    ['0754-123-456', '0754 123 456', '0754123456'],
    ['+255754123456', '255 754 123 456', '255754123456'],
  ])('a pasted %s shows as %s and is sent as %s', async (pasted, shown, wire) => {
    const { user } = openRepay()
    fireEvent.change(await screen.findByRole('textbox', { name: 'Wallet number' }), { target: { value: pasted } })
    expect(walletNumber()).toHaveValue(shown)
    expect(screen.getByText(wholeText('You pay TZS 54,000.00 from M-Pesa 0754 123 456.'))).toBeInTheDocument()
    await user.click(payNow())
    await waitFor(() => expect(sent()).toHaveLength(1))
    expect(sent()[0]).toMatchObject({ cardNo: wire })
  })

  it("another wallet does not keep the previous wallet's number unless it fits; the account's own wallet brings its number back", async () => {
    const { user } = openRepay()
    const pick = async (from: string, to: string) => {
      await user.click(await screen.findByRole('button', { name: `Change wallet, current: ${from}` }))
      await user.click(await screen.findByRole('radio', { name: to }))
      await user.click(screen.getByRole('button', { name: 'Confirm' }))
    }
    expect(await screen.findByRole('textbox', { name: 'Wallet number' })).toHaveValue('255 754 123 456')
    await pick('M-Pesa', 'Tigo Pesa')
    expect(walletNumber()).toHaveValue('')
    await user.type(walletNumber(), '0713 987 654')
    // A Tigo number fits neither Airtel Money's prefixes: it is not carried over.
    await pick('Tigo Pesa', 'Airtel Money')
    expect(walletNumber()).toHaveValue('')
    await pick('Airtel Money', 'M-Pesa')
    expect(walletNumber()).toHaveValue('255 754 123 456')
  })

  it('/repayDelay applies the same rule', async () => {
    const { user } = openDelay()
    await user.clear(await screen.findByRole('textbox', { name: 'Wallet number' }))
    await user.type(walletNumber(), '1234567890')
    await user.click(payNow())
    expect(await screen.findByText('Please enter a wallet phone number, e.g. 0754 123 456 / +255 754 123 456.')).toBeInTheDocument()
    expect(sent()).toHaveLength(0)
    await user.clear(walletNumber())
    await user.type(walletNumber(), '0754 123 456')
    expect(screen.getByText(wholeText('You pay TZS 13,650.00 from M-Pesa 0754 123 456.'))).toBeInTheDocument()
    await user.click(payNow())
    await waitFor(() => expect(sent()).toHaveLength(1))
    expect(sent()[0]).toMatchObject({ cardNo: '0754123456', amount: '1365000', isDelay: '1' })
  })
})
