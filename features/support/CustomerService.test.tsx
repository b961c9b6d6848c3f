import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { server } from '@sandbox/node'
import { getWorld, receivedBy } from '@sandbox/world'
import { configureBridge } from '@src/bridge/bridge'
import { overrideConfig } from '@src/config/env'
import { renderWithProviders } from '@tests/renderWithProviders'
import { fakeShell } from '@tests/shell'

import { CustomerService } from './pages/CustomerService'

let undo = () => {}
afterEach(() => {
  undo()
  undo = () => {}
  configureBridge({ host: {}, fallback: {} })
})

describe('CustomerService', () => {
  it("asks contact-kf-info with overall=30; shows the lender's number over the configured one, in the market's form, and the e-mail as returned", async () => {
    getWorld().complaints.contact = { email: 'support@mkopoharaka.co.tz', smWa: '+255 754 210 330' }
    const { calls } = fakeShell()
    const { user } = renderWithProviders(<CustomerService />, { route: '/customerService' })
    await user.click(await screen.findByRole('button', { name: /^Telephone 0754 210 330/ }))
    expect(calls()[0]).toEqual({ action: 'callTelephone', payload: { phone: '0754 210 330' } })
    expect(screen.queryByText(/212 3456/)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^E-mail support@mkopoharaka\.co\.tz/ })).toBeInTheDocument()
    expect(receivedBy('/v3/personal-center/contact-kf-info')[0].body).toEqual({ overall: '30' })
  })

  it('calls through the bridge when the phone is tapped and sends e-mail natively', async () => {
    const { calls } = fakeShell()
    const { user } = renderWithProviders(<CustomerService />, { route: '/customerService' })
    await user.click(await screen.findByRole('button', { name: /^Telephone/ }))
    expect(calls()[0]).toEqual({ action: 'callTelephone', payload: { phone: '022 212 3456' } })
    await user.click(screen.getByRole('button', { name: /^E-mail/ }))
    expect(calls()[1]).toEqual({ action: 'sendEmail', payload: { email: 'support@mkopoharaka.co.tz' } })
  })

  it('falls back to tel: and mailto: in a plain browser', async () => {
    const open = vi.fn()
    configureBridge({ host: {}, fallback: { open } })
    const { user } = renderWithProviders(<CustomerService />, { route: '/customerService' })
    await user.click(await screen.findByRole('button', { name: /^Telephone/ }))
    await user.click(screen.getByRole('button', { name: /^E-mail/ }))
    expect(open.mock.calls).toEqual([['tel:0222123456'], ['mailto:support@mkopoharaka.co.tz']])
  })

  it("shows the configured number when the lender's smWa is empty, and the lender's where none is configured", async () => {
    getWorld().complaints.contact = { email: 'msaada@mkopoharaka.co.tz', smWa: '' }
    const first = renderWithProviders(<CustomerService />, { route: '/customerService' })
    expect(await screen.findByRole('button', { name: /^Telephone 022 212 3456/ })).toBeInTheDocument()
    first.unmount()
    undo = overrideConfig({ customerServicePhone: '' })
    getWorld().complaints.contact = { email: 'msaada@mkopoharaka.co.tz', smWa: '+255 754 210 330' }
    renderWithProviders(<CustomerService />, { route: '/customerService' })
    expect(await screen.findByRole('button', { name: /^Telephone 0754 210 330/ })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^E-mail msaada@mkopoharaka\.co\.tz/ })).toBeInTheDocument()
  })

  it('still offers the configured contacts with a retry when the call fails', async () => {
    server.use(http.post('*/api/v3/personal-center/contact-kf-info', () => HttpResponse.error(), { once: true }))
    const { user } = renderWithProviders(<CustomerService />, { route: '/customerService' })
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the latest contact details.')
    expect(screen.getByRole('button', { name: /^Telephone 022 212 3456/ })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    // The configured contacts stay on screen throughout, so the retry's end is when the alert goes.
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: /^Telephone 022 212 3456/ })).toBeInTheDocument()
  })
})
