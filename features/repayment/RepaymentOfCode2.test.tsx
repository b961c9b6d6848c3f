import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import type { RepaymentInfo } from '@store/repaymentInfo'
import { renderWithProviders } from '@tests/renderWithProviders'

import { RepaymentOfCode2 } from './pages/RepaymentOfCode2'

const info: RepaymentInfo = {
  repayAmount: 4823000,
  delayInfo: null,
  defDetail: {
    logo: '/sandbox-assets/airtel.svg',
    payCode: '8820261122',
    payNotice: {
      'Airtel Money': [
        { name: 'USSD *150*60#', steps: ['Dial *150*60#', 'Choose 5 "Make payments"'] },
        { name: 'Airtel Money app', steps: ['Open the Airtel Money app'] },
      ],
      'Bank agent': [{ name: 'CRDB or NMB agent', steps: ['Visit any CRDB or NMB agent'] }],
    },
  },
  savedAt: Date.UTC(2026, 10, 22, 7, 30),
}

const open = (current: RepaymentInfo | null) =>
  renderWithProviders(<RepaymentOfCode2 />, { route: '/repaymentOfCode2', preloadedState: { repaymentInfo: { current } } })

describe('RepaymentOfCode2 (variant two, persisted repaymentInfo)', () => {
  it('shows the provider logo, the copyable contract number and the total payment', async () => {
    const { user } = open(info)
    expect(screen.getByRole('img', { name: 'Payment provider' })).toHaveAttribute('src', '/sandbox-assets/airtel.svg')
    expect(screen.getByRole('heading', { name: 'Contract number' })).toBeInTheDocument()
    expect(screen.getByText('8820261122')).toBeInTheDocument()
    expect(screen.getByText('TZS 48,230.00')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    expect(await screen.findByText('Copied.')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe('8820261122')
  })

  it('groups the step-by-step notes by channel', async () => {
    const { user } = open(info)
    const tabs = screen.getByRole('tablist', { name: 'Payment channels' })
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Airtel Money', 'Bank agent'])
    expect(screen.getByRole('heading', { name: 'USSD *150*60#' })).toBeInTheDocument()
    expect(screen.getByText('Dial *150*60#')).toBeInTheDocument()
    await user.click(within(tabs).getByRole('tab', { name: 'Bank agent' }))
    expect(screen.getByText('Visit any CRDB or NMB agent')).toBeInTheDocument()
    expect(screen.queryByText('Dial *150*60#')).toBeNull()
  })

  it('for a rollover shows delayInfo.delayAmount', () => {
    open({ ...info, repayAmount: null, delayInfo: { delayAmount: 1446900 } })
    expect(screen.getByText('TZS 14,469.00')).toBeInTheDocument()
  })

  it('a single channel is a plain heading', () => {
    open({ ...info, defDetail: { ...info.defDetail, payNotice: { 'Airtel Money': info.defDetail.payNotice['Airtel Money'] } } })
    expect(screen.queryByRole('tablist')).toBeNull()
    expect(screen.getByRole('heading', { level: 3, name: 'Airtel Money' })).toBeInTheDocument()
  })

  it('without repaymentInfo: a clear message and a way back, never a blank page', () => {
    open(null)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('We could not find your repayment details. Please go back and tap Pay Now again.')
    expect(within(alert).getByRole('button', { name: 'Go back' })).toBeInTheDocument()
  })
})

describe("RepaymentOfCode2: the shell's localStorage.repaymentInfo", () => {
  afterEach(() => localStorage.clear())
  const openAt = (route: string, current: RepaymentInfo | null = null) =>
    renderWithProviders(<RepaymentOfCode2 />, { route, preloadedState: { repaymentInfo: { current } } })

  it('renders the spec-shaped info the shell wrote when the app saved none', () => {
    localStorage.setItem(
      'repaymentInfo',
      JSON.stringify({
        repayAmount: '1250000',
        delayInfo: null,
        defDetail: {
          logo: 'https://cdn.provider.example/m.png',
          payCode: 4455,
          payNotice: { 'M-Pesa': [{ name: 'Lipa kwa M-Pesa', steps: ['Dial *150*00#', 'Pay bill'] }] },
        },
      }),
    )
    openAt('/repaymentOfCode2')
    expect(screen.getByText('4455')).toBeInTheDocument()
    expect(screen.getByText('TZS 12,500.00')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Payment provider' })).toHaveAttribute('src', 'https://cdn.provider.example/m.png')
    expect(screen.getByText('Dial *150*00#')).toBeInTheDocument()
  })

  it('a delay shows delayInfo.delayAmount', () => {
    localStorage.setItem(
      'repaymentInfo',
      JSON.stringify({ repayAmount: 999, delayInfo: { delayAmount: 300000 }, defDetail: { payCode: 'X1' } }),
    )
    openAt('/repaymentOfCode2')
    expect(screen.getByText('TZS 3,000.00')).toBeInTheDocument()
  })

  it.each([
    '{not json',
    '[]',
    JSON.stringify({ defDetail: { payCode: '' } }),
    JSON.stringify({ repayAmount: -5, defDetail: { payCode: 'A' } }),
    JSON.stringify({ defDetail: { payCode: 'A', payNotice: 'steps' } }),
  ])('unreadable info %s: a clear message and a way back, nothing undefined', (raw) => {
    localStorage.setItem('repaymentInfo', raw)
    openAt('/repaymentOfCode2')
    expect(screen.getByText('We could not find your repayment details. Please go back and tap Pay Now again.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument()
    expect(document.body.textContent).not.toMatch(/undefined|NaN/)
  })

  it('never shows info for another order', () => {
    localStorage.setItem('repaymentInfo', JSON.stringify({ repayAmount: 100, orderId: 'ORD-OTHER', defDetail: { payCode: 'SECRET1' } }))
    openAt('/repaymentOfCode2?orderId=ORD180001')
    expect(screen.queryByText('SECRET1')).toBeNull()
    expect(screen.getByText(/belong to another loan or account/)).toBeInTheDocument()
  })

  it('never shows the info this app saved for another borrower or order', () => {
    openAt('/repaymentOfCode2?orderId=ORD180001', { ...info, owner: 'u:someone-else', orderId: 'ORD180001' })
    expect(screen.queryByText('8820261122')).toBeNull()
    expect(screen.getByText(/belong to another loan or account/)).toBeInTheDocument()
    cleanup()
    openAt('/repaymentOfCode2?orderId=ORD180001', { ...info, orderId: 'ORD999' })
    expect(screen.queryByText('8820261122')).toBeNull()
  })

  it("prefers what the app saved over the shell's copy", () => {
    localStorage.setItem('repaymentInfo', JSON.stringify({ repayAmount: 100, defDetail: { payCode: 'SHELL1' } }))
    openAt('/repaymentOfCode2', info)
    expect(screen.getByText('8820261122')).toBeInTheDocument()
    expect(screen.queryByText('SHELL1')).toBeNull()
  })
})
