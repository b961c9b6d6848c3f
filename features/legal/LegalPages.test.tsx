import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { overrideConfig } from '@src/config/env'
import { initialSession } from '@store/session'
import { renderWithProviders } from '@tests/renderWithProviders'

import { AboutUs } from './pages/AboutUs'
import { LoanAgreement } from './pages/LoanAgreement'
import { PrivacyPolicy } from './pages/PrivacyPolicy'

const swahili = { session: { ...initialSession([]), lang: 'sw' as const } }
let undo: (() => void) | null = null
afterEach(() => {
  undo?.()
  undo = null
})

const text = () => document.body.textContent ?? ''

describe('LoanAgreement', () => {
  it('is headed by the app name and has sections A to R', () => {
    renderWithProviders(<LoanAgreement />, { route: '/loanAgreement' })
    expect(screen.getByRole('heading', { level: 1, name: 'Mkopo Haraka Loan Agreement' })).toBeInTheDocument()
    const titles = screen
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent ?? '')
      .filter((s) => /^[A-R]\. /.test(s))
    expect(titles.map((s) => s[0]).join('')).toBe('ABCDEFGHIJKLMNOPQR')
    const toc = screen.getByRole('navigation', { name: 'Contents' })
    expect(within(toc).getAllByRole('link')).toHaveLength(18)
    expect(within(toc).getByRole('link', { name: 'I. Late payment' })).toHaveAttribute('href', '#agreement-i')
  })

  it('states the legal terms of the spec', () => {
    renderWithProviders(<LoanAgreement />, { route: '/loanAgreement' })
    const body = text()
    expect(body).toContain('The minimum loan is TZS 10,000.')
    expect(body).toMatch(/late penalty of 10 percent per month is charged on the outstanding amount, plus overdue fees by days/)
    expect(body).toMatch(/report it to us within 24 hours/)
    expect(body).toContain("21 days' notice")
    expect(body).toContain('after 12 months of inactivity')
    expect(body).toContain('kept up to 5 years after the closure of your account')
    expect(body).toContain('at least 18 years old')
    expect(body).toContain('Mkopo Haraka Microfinance Ltd')
    expect(body).not.toMatch(/\{\w+\}|undefined/)
  })

  it('reads in Swahili with the same figures', () => {
    renderWithProviders(<LoanAgreement />, { route: '/loanAgreement', preloadedState: swahili })
    expect(screen.getByRole('heading', { level: 1, name: 'Mkataba wa Mkopo wa Mkopo Haraka' })).toBeInTheDocument()
    const body = text()
    for (const s of [
      'TZS 10,000',
      'asilimia 10 kwa mwezi',
      'ada za kuchelewa kwa siku',
      'saa 24',
      'siku 21',
      'miezi 12',
      'miaka 5',
      'miaka 18',
    ])
      expect(body).toContain(s)
    expect(body).not.toMatch(/\{\w+\}/)
  })
})

describe('PrivacyPolicy', () => {
  it('names the lender and the grievance officer from the config', () => {
    undo = overrideConfig({
      lender: {
        legalName: 'Fedha Bora Ltd',
        address: 'Plot 4, Uhuru Street, Mwanza',
        grievanceOfficer: 'Rehema Kimaro',
        grievanceEmail: 'dpo@fedhabora.co.tz',
      },
    })
    renderWithProviders(<PrivacyPolicy />, { route: '/privacyPolicy' })
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument()
    const officer = screen.getByRole('region', { name: '9. Grievance officer' })
    expect(officer).toHaveTextContent('Rehema Kimaro, at dpo@fedhabora.co.tz, or by post to Fedha Bora Ltd, Plot 4, Uhuru Street, Mwanza')
    expect(screen.getByRole('region', { name: '1. Who we are' })).toHaveTextContent('Fedha Bora Ltd, Plot 4, Uhuru Street, Mwanza')
    expect(text()).toContain('up to 5 years after it is closed')
  })

  it('reads in Swahili', () => {
    renderWithProviders(<PrivacyPolicy />, { route: '/privacyPolicy', preloadedState: swahili })
    expect(screen.getByRole('heading', { level: 1, name: 'Sera ya Faragha' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: '9. Afisa wa malalamiko' })).toHaveTextContent('Neema Mwakalinga')
  })
})

describe('AboutUs', () => {
  it('shows the marketing text and the customer-service e-mail', () => {
    undo = overrideConfig({ customerServiceEmail: 'msaada@mkopoharaka.co.tz' })
    renderWithProviders(<AboutUs />, { route: '/aboutUs' })
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument()
    expect(screen.getByText(/With Mkopo Haraka, small, short-term loans are simple/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'msaada@mkopoharaka.co.tz' })).toHaveAttribute('href', 'mailto:msaada@mkopoharaka.co.tz')
  })
})

describe("the lender's app name, a deployment setting", () => {
  it("shows another lender's name in both languages' legal pages and titles", () => {
    undo = overrideConfig({ appName: { en: 'Pesa Bora', sw: 'Pesa Bora Kwa Wote' } })
    renderWithProviders(<LoanAgreement />, { route: '/loanAgreement' })
    expect(screen.getByRole('heading', { level: 1, name: 'Pesa Bora Loan Agreement' })).toBeInTheDocument()
    expect(text()).toContain('the lender behind Pesa Bora.')
    expect(text()).not.toContain('Mkopo Haraka Loan')
    document.body.innerHTML = ''
    renderWithProviders(<PrivacyPolicy />, { route: '/privacyPolicy', preloadedState: swahili })
    expect(text()).toContain('inaendesha Pesa Bora Kwa Wote.')
    expect(document.title).toContain('Pesa Bora Kwa Wote')
  })

  it('reads sensibly without a name: no blank, no placeholder, no other lender', () => {
    undo = overrideConfig({ appName: { en: '', sw: '' } })
    renderWithProviders(<LoanAgreement />, { route: '/loanAgreement' })
    expect(screen.getByRole('heading', { level: 1, name: 'Loan Agreement' })).toBeInTheDocument()
    expect(text()).toContain('the lender behind this app.')
    expect(text()).not.toMatch(/\{\w+\}|undefined|the {2}app|Mkopo Haraka Loan/)
    document.body.innerHTML = ''
    renderWithProviders(<AboutUs />, { route: '/aboutUs', preloadedState: swahili })
    expect(text()).toContain('Kupitia programu hii,')
    expect(document.title).not.toMatch(/·\s*$/)
  })
})
