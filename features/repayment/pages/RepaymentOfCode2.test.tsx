import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { RepaymentInfo } from '@store/repaymentInfo'
import { renderWithProviders } from '@tests/renderWithProviders'
import { RepaymentOfCode2 } from './RepaymentOfCode2'

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
    expect(await screen.findByText('copy success')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe('8820261122')
  })

  it('groups the step-by-step notes by channel', async () => {
    const { user } = open(info)
    const tabs = screen.getByRole('tablist', { name: 'Payment channels' })
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Airtel Money', 'Bank agent'])
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
