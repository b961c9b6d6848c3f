import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { server } from '@sandbox/node'
import { getWorld, receivedBy } from '@sandbox/world'
import { overrideConfig } from '@src/config/env'
import { initialSession } from '@store/session'
import { locationOf, renderWithProviders } from '@tests/renderWithProviders'
import { fakeShell, noShell } from '@tests/shell'

import { BindBank } from './pages/BindBank'
import { fillCommon, openBank, openFilledWallet, pick } from './testing'

afterEach(noShell)
let undoConfig: () => void = () => undefined
afterEach(() => {
  undoConfig()
  undoConfig = () => undefined
})

const next = () => screen.getByRole('button', { name: 'Next' })

describe('Bank card page: the form', () => {
  it('draws the server items under the card-type tabs, mobile wallet (type 1) first', async () => {
    openBank()
    const tabs = await screen.findByRole('tablist', { name: 'Account type' })
    expect(screen.getByRole('heading', { level: 1, name: 'Payment account information' })).toBeInTheDocument()
    expect(document.title).toMatch(/^Payment account information/)
    expect(within(tabs).getByRole('tab', { name: 'Mobile wallet', selected: true })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Amina Juma Mwakyusa')
    expect(screen.getByRole('textbox', { name: 'NIDA number' })).toHaveAccessibleDescription('20 digits, no dashes')
    expect(screen.getByRole('button', { name: 'Region Please select' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Salary day Please select' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Mobile wallet Please select' })).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Card or account number' })).not.toBeInTheDocument()
    expect(receivedBy('/service/entry-order/card-init')[0].body).toEqual({ product_id: 'P1001' })
  })

  it('masks as the borrower types: numeric digits only, phone grouped the market way (Tanzania) up to 12 digits, card number in fours', async () => {
    const { user } = openBank()
    const nida = await screen.findByRole('textbox', { name: 'NIDA number' })
    await user.type(nida, 'ab12-34 x5')
    expect(nida).toHaveValue('12345')
    const phone = screen.getByRole('textbox', { name: 'Wallet phone number' })
    await user.type(phone, '+255 754-123-4567')
    expect(phone).toHaveValue('255 754 123 456')
    await user.clear(phone)
    await user.type(phone, '0754123456')
    expect(phone).toHaveValue('0754 123 456')
    await user.click(screen.getByRole('tab', { name: 'Bank account' }))
    const card = screen.getByRole('textbox', { name: 'Card or account number' })
    await user.type(card, '4761-3400 1234x5678 99')
    expect(card).toHaveValue('4761 3400 1234 5678 99')
  })

  it('pickers: Cancel keeps the old choice, Confirm takes the new one; regions of Tanzania and days 1-31', async () => {
    const { user } = openBank()
    await user.click(await screen.findByRole('button', { name: /^Region/ }))
    let sheet = screen.getByRole('dialog', { name: 'Region' })
    const regions = [...sheet.querySelectorAll('label')].map((l) => l.textContent)
    expect(regions).toHaveLength(31)
    expect(regions).toEqual(
      expect.arrayContaining([
        'Dar es Salaam',
        'Arusha',
        'Mwanza',
        'Dodoma',
        'Mbeya',
        'Morogoro',
        'Tanga',
        'Kilimanjaro',
        'Zanzibar Urban West',
      ]),
    )
    await user.click(within(sheet).getByLabelText('Arusha'))
    await user.click(within(sheet).getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('button', { name: 'Region Please select' })).toBeInTheDocument()
    await pick(user, /^Region/, 'Mwanza')
    expect(screen.getByRole('button', { name: 'Region Mwanza' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^Salary day/ }))
    sheet = screen.getByRole('dialog', { name: 'Salary day' })
    expect([...sheet.querySelectorAll('label')].map((l) => l.textContent)).toEqual(Array.from({ length: 31 }, (_, i) => String(i + 1)))
    await user.click(within(sheet).getByRole('button', { name: 'Cancel' }))
    await pick(user, /^Mobile wallet/, 'Airtel Money')
    expect(screen.getByRole('button', { name: 'Mobile wallet Airtel Money' })).toBeInTheDocument()
  })

  it('names the Zanzibar regions in Swahili on the Swahili page, and still sends the name the lender knows', async () => {
    const { user } = renderWithProviders(<BindBank />, {
      route: '/bindBank?productId=P1001',
      preloadedState: { session: { ...initialSession([]), lang: 'sw' } },
      userOptions: { delay: null },
    })
    await user.click(await screen.findByRole('button', { name: /^Mkoa/ }))
    const sheet = screen.getByRole('dialog', { name: 'Mkoa' })
    const regions = [...sheet.querySelectorAll('label')].map((l) => l.textContent)
    expect(regions).toEqual(
      expect.arrayContaining(['Mjini Magharibi', 'Kaskazini Unguja', 'Kusini Unguja', 'Kaskazini Pemba', 'Kusini Pemba']),
    )
    expect(regions.join(' ')).not.toMatch(/Zanzibar|North|South|West/)
    await user.click(within(sheet).getByLabelText('Kaskazini Pemba'))
    await user.click(within(sheet).getByText('Thibitisha'))
    expect(screen.getByRole('button', { name: 'Mkoa Kaskazini Pemba' })).toBeInTheDocument()
  })

  it('Next shows every error at once beside its field, in sentence case, focuses the first and sends nothing', async () => {
    const { user } = openBank()
    await screen.findByRole('textbox', { name: 'Full name' })
    await user.click(next())
    // The sandbox lender marks its items required; the summary names them all.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please check these fields: NIDA number, Region, Salary day, Mobile wallet, Wallet phone number.',
    )
    const nida = screen.getByRole('textbox', { name: 'NIDA number' })
    expect(nida).toHaveAccessibleDescription('20 digits, no dashes Please fill this in.')
    expect(nida).toHaveAttribute('aria-invalid', 'true')
    expect(nida).toHaveFocus()
    expect(screen.getByRole('button', { name: /^Region/ })).toHaveAccessibleDescription('Where you live Please choose one.')
    expect(screen.getByRole('textbox', { name: 'Wallet phone number' })).toHaveAttribute('aria-invalid', 'true')
    expect(document.querySelectorAll('.bank-field__error')).toHaveLength(5)
    expect(receivedBy('save-bank-info')).toHaveLength(0)
  })

  it("refuses a NIDA number of 4 digits under the lender's 20-digit hint", async () => {
    const { user } = openBank()
    await user.type(await screen.findByRole('textbox', { name: 'NIDA number' }), '1990')
    await pick(user, /^Region/, 'Mwanza')
    await pick(user, /^Salary day/, '25')
    await pick(user, /^Mobile wallet/, 'M-Pesa')
    await user.type(screen.getByRole('textbox', { name: 'Wallet phone number' }), '0754123456')
    await user.click(next())
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check these fields: NIDA number.')
    expect(screen.getByRole('textbox', { name: 'NIDA number' })).toHaveAccessibleDescription(
      '20 digits, no dashes Enter 20 digits. You entered 4.',
    )
    expect(screen.getByRole('textbox', { name: 'Wallet phone number' })).not.toHaveAttribute('aria-invalid')
    expect(receivedBy('save-bank-info')).toHaveLength(0)
  })

  it.each(['075412', '07541234567', '1234567890', '0054123456'])(
    'the wallet phone %s is not a mobile number of the market: refused beside the field, nothing saved',
    async (bad) => {
      const { user } = await openFilledWallet()
      const phone = screen.getByRole('textbox', { name: 'Wallet phone number' })
      await user.clear(phone)
      await user.type(phone, bad)
      await user.click(next())
      expect(await screen.findByRole('alert')).toHaveTextContent('Please check these fields: Wallet phone number.')
      expect(phone).toHaveAttribute('aria-invalid', 'true')
      expect(phone).toHaveAccessibleDescription(
        'Registered in your name, e.g. 0754 123 456 This is not a mobile number. Enter it like 0754 123 456 / +255 754 123 456.',
      )
      expect(phone).toHaveFocus()
      expect(receivedBy('save-bank-info')).toHaveLength(0)
    },
  )

  it('a wallet phone typed with the country code is accepted and sent in the market form', async () => {
    const { user } = await openFilledWallet()
    const phone = screen.getByRole('textbox', { name: 'Wallet phone number' })
    await user.clear(phone)
    await user.type(phone, '+255 621 987 654')
    await user.click(next())
    await vi.waitFor(() => expect(receivedBy('/v3/certify/save-bank-info')).toHaveLength(1))
    expect(receivedBy('/v3/certify/save-bank-info')[0].body).toMatchObject({ wallet_phone: '0621987654' })
  })
})

describe("Bank card page: a lender's form as SPEC 3 writes it (no required field, no lengths)", () => {
  // SPEC 3's bank form item: code, cate, title, subtitle, value, note, inputType, cardTypeMi, channelNumber.
  const textItem = (code: string, title: string, subtitle: string, inputType: number) => ({
    code,
    cate: 'txt',
    title,
    subtitle,
    value: '',
    note: [],
    inputType,
    cardTypeMi: '',
    channelNumber: '',
  })
  const specForm = {
    items: [
      textItem('holder', 'Account holder', '', 0),
      textItem('acct', 'Account number', 'Your bank account', 1),
      textItem('note', 'Branch (optional)', '', 0),
    ],
  }

  it('requires nothing the lender did not mark, sends a short account number, and shows its refusal', async () => {
    server.use(
      http.post('*/api/service/entry-order/card-init', () => HttpResponse.json({ code: 0, message: 'ok', data: specForm })),
      http.post('*/api/v3/certify/save-bank-info', () => HttpResponse.json({ code: 7, message: 'Account holder is required' })),
    )
    const { user } = openBank()
    await user.type(await screen.findByRole('textbox', { name: 'Account number' }), '12345')
    await user.click(next())
    // Sent as typed, the empty fields included: the lender decides.
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: Account holder is required')
    expect(document.querySelectorAll('.bank-field__error')).toHaveLength(0)
    expect(screen.getByRole('textbox', { name: 'Account number' })).toHaveValue('12345')
  })
})

describe('Bank card page: saving', () => {
  it('no source: posts every shown item as bare values with product_id and cardType, once, then closes the webview', async () => {
    const { postMessage } = fakeShell()
    const { user } = await openFilledWallet()
    await user.dblClick(next())
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ action: 'closeWebview', payload: {} })))
    const saves = receivedBy('/v3/certify/save-bank-info')
    expect(saves).toHaveLength(1)
    expect(saves[0].body).toEqual({
      full_name: 'Amina Juma Mwakyusa',
      nida_no: '19900101123450000123',
      region: 'Mwanza',
      salary_day: '25',
      wallet_type: 'TIGOPESA',
      wallet_phone: '0754123456',
      product_id: 'P1001',
      cardType: '1',
    })
    expect(receivedBy('/yours/cardChange')).toHaveLength(0)
  })

  it('source=loanDetail: the bank tab posts to /yours/cardChange and returns to the order page', async () => {
    const { user, router } = openBank('?source=loanDetail&productId=P1002&orderId=ORD151001')
    await user.click(await screen.findByRole('tab', { name: 'Bank account' }))
    expect(screen.queryByRole('textbox', { name: 'Wallet phone number' })).not.toBeInTheDocument()
    await fillCommon(user)
    await pick(user, /^Bank/, 'NMB Bank')
    await user.type(screen.getByRole('textbox', { name: 'Card or account number' }), '2041 0012 3456')
    await user.click(next())
    expect(await screen.findByText('loan detail page')).toBeInTheDocument()
    expect(locationOf(router)).toBe('/loanDetail?productId=P1002&orderId=ORD151001')
    expect(router.state.historyAction).toBe('REPLACE')
    expect(receivedBy('/v3/certify/save-bank-info')).toHaveLength(0)
    expect(receivedBy('/yours/cardChange')[0].body).toEqual({
      full_name: 'Amina Juma Mwakyusa',
      nida_no: '19900101123450000123',
      region: 'Mwanza',
      salary_day: '25',
      bank_code: 'NMB',
      card_no: '204100123456',
      product_id: 'P1002',
      cardType: '2',
    })
    expect(screen.getByText('Your payment account is saved')).toBeInTheDocument()
  })

  it('a deployment that asks for them adds the channel number and, on the card change, the order id', async () => {
    undoConfig = overrideConfig({ bankSaveExtras: { channelNumber: true, orderId: true } })
    const { user } = openBank('?source=loanDetail&productId=P1002&orderId=ORD151001')
    await user.click(await screen.findByRole('tab', { name: 'Bank account' }))
    await fillCommon(user)
    await pick(user, /^Bank/, 'NMB Bank')
    await user.type(screen.getByRole('textbox', { name: 'Card or account number' }), '2041 0012 3456')
    await user.click(next())
    expect(await screen.findByText('loan detail page')).toBeInTheDocument()
    expect(receivedBy('/yours/cardChange')[0].body).toMatchObject({ product_id: 'P1002', channelNumber: '90006', orderId: 'ORD151001' })
  })

  it('source=confirmUrl: saves and returns to the confirm page', async () => {
    const { user, router } = await openFilledWallet('?source=confirmUrl&productId=P1001')
    await user.click(next())
    expect(await screen.findByText('loan confirm page')).toBeInTheDocument()
    expect(locationOf(router)).toBe('/loanConfirm?productId=P1001')
    expect(receivedBy('/v3/certify/save-bank-info')).toHaveLength(1)
  })

  it('a refused save shows the server message and can be sent again', async () => {
    getWorld().scenarios.push('save-bank-info=code:31:This wallet is not registered in your name@1')
    const { user, router } = await openFilledWallet('?source=confirmUrl&productId=P1001')
    await user.click(next())
    expect(await screen.findByText('This wallet is not registered in your name')).toBeInTheDocument()
    expect(next()).toBeEnabled()
    await user.click(next())
    expect(await screen.findByText('loan confirm page')).toBeInTheDocument()
    expect(locationOf(router)).toBe('/loanConfirm?productId=P1001')
  })

  it('no source in a plain browser: shows what was saved and a way on, never a blank page', async () => {
    const { user } = await openFilledWallet()
    await user.click(next())
    const heading = await screen.findByRole('heading', { name: 'Your payment account is saved' })
    expect(heading).toHaveFocus()
    const rows = heading.closest('section')!
    // The national id shows its last 4 digits only.
    expect(rows).toHaveTextContent('NIDA number****************0123')
    expect(rows).not.toHaveTextContent('1990010112345')
    expect(rows).toHaveTextContent('Mobile walletTigo Pesa')
    expect(rows).toHaveTextContent('Wallet phone number0754 123 456')
    expect(within(rows).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
    // Back to the form with everything kept, to change a detail and save again.
    await user.click(within(rows).getByRole('button', { name: 'Change these details' }))
    expect(screen.getByRole('textbox', { name: 'NIDA number' })).toHaveValue('19900101123450000123')
    await user.click(next())
    expect(await screen.findByRole('heading', { name: 'Your payment account is saved' })).toBeInTheDocument()
    expect(receivedBy('/v3/certify/save-bank-info')).toHaveLength(2)
  })

  it('a dropped connection on save says the account may be saved and keeps Next off, never "try again"', async () => {
    getWorld().scenarios.push('save-bank-info=network')
    const { user } = await openFilledWallet()
    await user.click(next())
    expect(await screen.findByText(/so your account may be saved\. Next stays off/)).toBeInTheDocument()
    expect(next()).toBeDisabled()
    expect(screen.queryByText(/try again/i)).toBeNull()
  })
})
