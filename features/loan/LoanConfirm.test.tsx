import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { server } from '@sandbox/node'
import { getWorld, receivedBy } from '@sandbox/world'
import { browserNav as browser } from '@src/lib/navigate'
import { findRefusal, loadFailures } from '@tests/loadFailures'
import { locationOf } from '@tests/renderWithProviders'

import { openConfirm, resetBridge } from './testing'

afterEach(() => {
  // A push in doubt is remembered for the tab (store/writeDoubt.ts); no test inherits another's.
  sessionStorage.clear()
  resetBridge()
})

const loanNow = () => screen.getByRole('button', { name: 'Loan Now' })

describe('Loan confirm: the offer', () => {
  it('shows product, amount in minor units with the server currency, rows, masked account, plan and rate', async () => {
    openConfirm('P1002')
    expect(await screen.findByText('Pesa Chap Chap')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm loan' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Loan amount' })).toHaveTextContent('Pesa Chap ChapLoan amountTZS 450,000.00')
    expect(screen.getByText('Loan term').nextSibling).toHaveTextContent('3 months')
    // First 6 and last 4 digits at most; the full number never reaches the page.
    expect(screen.getByText('CRDB Bank 476134******5678')).toBeInTheDocument()
    expect(document.body.textContent).not.toContain('4761340012345678')
    const plan = within(screen.getByRole('region', { name: 'Repayment plan' })).getAllByRole('listitem')
    expect(plan).toHaveLength(3)
    expect(plan[0]).toHaveTextContent(/^Period 1\d{4}-\d{2}-\d{2}TZS 165,750\.00$/)
    expect(screen.getByText('First repayment date').nextSibling).toHaveTextContent(/^\d{4}-\d{2}-\d{2}$/)
    expect(screen.getByText('Monthly interest 3.5%')).toBeInTheDocument()
    expect(receivedBy('/v3/loan-confirm/loan-detail-confirm')[0].body).toEqual({ productId: 'P1002' })
  })

  it('uses the currency symbol the response gives', async () => {
    getWorld().loan.offers.get('P1001')!.currencySymbol = '₹'
    openConfirm('P1001')
    expect(await screen.findByRole('region', { name: 'Loan amount' })).toHaveTextContent('₹ 150,000.00')
  })

  it("shows a wallet number masked in the market's form and links to change the account with source=confirmUrl", async () => {
    const { user, router } = openConfirm('P1001')
    expect(await screen.findByText('M-Pesa 0754 *** 456')).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Change receiving account' }))
    expect(locationOf(router)).toBe('/bindBank?source=confirmUrl&productId=P1001')
  })

  const failures = loadFailures('loan-detail-confirm')
  it.each(failures)('shows an error state with retry on %s, and retry loads the offer', async (_what, scenario, text) => {
    getWorld().scenarios.push(scenario)
    const { user } = openConfirm('P1001')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Your loan offer could not be loaded.')
    expect(alert).toHaveTextContent(text)
    expect(screen.queryByRole('button', { name: 'Loan Now' })).not.toBeInTheDocument()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('region', { name: 'Loan amount' })).toHaveTextContent('TZS 150,000.00')
  })

  it('treats success:false as a failure and an answer without an amount as unreadable, never drawing undefined', async () => {
    server.use(
      http.post('*/api/v3/loan-confirm/loan-detail-confirm', () =>
        HttpResponse.json({ code: 0, success: false, message: 'Try later', data: null }),
      ),
    )
    const first = openConfirm('P1001')
    expect(await screen.findByRole('alert')).toHaveTextContent('Try later')
    first.unmount()
    server.use(
      http.post('*/api/v3/loan-confirm/loan-detail-confirm', () =>
        HttpResponse.json({ code: 0, success: true, data: { productName: 'X', amount: null } }),
      ),
    )
    openConfirm('P1001')
    expect(await screen.findByRole('alert')).toHaveTextContent('We received an answer we could not read.')
    expect(document.body.textContent).not.toMatch(/undefined|NaN|null/)
  })

  it.each([
    ['a product the lender does not know', 'P404', 'Product not found', null],
    ['a refusal', 'P1001', 'Product is closed', 'loan-detail-confirm=code:7:Product is closed@1'],
  ])('%s: its words, home and customer service, never Try again', async (_what, productId, words, scenario) => {
    if (scenario) getWorld().scenarios.push(scenario)
    openConfirm(productId)
    await findRefusal(`Your loan offer could not be loaded. ${words}`)
  })
})

describe('Loan confirm: agreement and Loan Now', () => {
  it('starts with the agreement ticked; unticked, Loan Now is greyed out and does nothing', async () => {
    const { user } = openConfirm('P1001')
    const box = await screen.findByRole('checkbox', { name: 'I have read and agree to the loan agreements' })
    expect(box).toBeChecked()
    expect(loanNow()).toBeEnabled()
    await user.click(box)
    expect(loanNow()).toBeDisabled()
    expect(loanNow()).toHaveAccessibleDescription('Please tick the agreement box to continue.')
    await user.click(loanNow())
    expect(receivedBy('loan-detail-push-yd')).toHaveLength(0)
    await user.click(box)
    expect(loanNow()).toBeEnabled()
  })

  it('posts the push once on a double tap and replaces the page with lendDetailsUrl plus from=confirm', async () => {
    const { user, router } = openConfirm('P1001')
    await screen.findByRole('button', { name: 'Loan Now' })
    await user.dblClick(loanNow())
    expect(await screen.findByText('loan detail page')).toBeInTheDocument()
    expect(locationOf(router)).toBe('/loanDetail?productId=P1001&orderId=ORD110001&from=confirm')
    expect(router.state.historyAction).toBe('REPLACE')
    const pushes = receivedBy('/v3/loan-confirm/loan-detail-push-yd')
    expect(pushes).toHaveLength(1)
    expect(pushes[0].body).toEqual({ amount: '15000000', periods: '14', termUnit: '1', productId: 'P1001' })
  })

  it.each([
    ['an https host no list names (SPEC 7 answer)', 'https://loans.partner-bank.africa/d?o=1'],
    ['an allowlisted https page', 'https://www.mkopoharaka.co.tz/loan/detail?o=ORD1'],
  ])('follows an absolute lendDetailsUrl on %s', async (_where, lendDetailsUrl) => {
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => undefined)
    server.use(
      http.post('*/api/v3/loan-confirm/loan-detail-push-yd', () => HttpResponse.json({ code: 0, success: true, data: { lendDetailsUrl } })),
    )
    const { user } = openConfirm('P1001')
    await screen.findByRole('button', { name: 'Loan Now' })
    await user.click(loanNow())
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith(`${lendDetailsUrl}&from=confirm`))
  })

  it.each([
    'javascript:alert(1)',
    'https://u@www.mkopoharaka.co.tz/x',
    'http://www.mkopoharaka.co.tz/x',
    'data:text/html,hi',
    'loanDetail',
    '',
  ])('never follows the unsafe lendDetailsUrl %j: it says so and opens the orders', async (url) => {
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => undefined)
    server.use(
      http.post('*/api/v3/loan-confirm/loan-detail-push-yd', () =>
        HttpResponse.json({ code: 0, success: true, data: { lendDetailsUrl: url } }),
      ),
    )
    const { user, router } = openConfirm('P1001')
    await screen.findByRole('button', { name: 'Loan Now' })
    await user.click(loanNow())
    expect(await screen.findByText(/Your loan was submitted, but its details page could not be opened here/)).toBeInTheDocument()
    expect(locationOf(router)).toBe('/order')
    expect(replace).not.toHaveBeenCalled()
  })

  it('a failed push shows the server message and lets the borrower try again', async () => {
    getWorld().scenarios.push('loan-detail-push-yd=code:9:Limit reached today@1')
    const { user, router } = openConfirm('P1001')
    await screen.findByRole('button', { name: 'Loan Now' })
    await user.click(loanNow())
    expect(await screen.findByText('Limit reached today')).toBeInTheDocument()
    expect(locationOf(router)).toBe('/loanConfirm?productId=P1001')
    expect(loanNow()).toBeEnabled()
    await user.click(loanNow())
    expect(await screen.findByText('loan detail page')).toBeInTheDocument()
    expect(receivedBy('loan-detail-push-yd')).toHaveLength(2)
  })

  it('a network failure on push keeps Loan Now off while the lender is checked, never "try again"', async () => {
    getWorld().scenarios.push('loan-detail-push-yd=network')
    const { user } = openConfirm('P1001')
    await screen.findByRole('button', { name: 'Loan Now' })
    await user.click(loanNow())
    expect(await screen.findByText(/your application may have arrived/)).toBeInTheDocument()
    expect(screen.queryByText('No connection. Check your network and try again.')).not.toBeInTheDocument()
    expect(loanNow()).toBeDisabled()
  })
})
