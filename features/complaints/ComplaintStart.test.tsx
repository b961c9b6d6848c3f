import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'

import { server } from '@sandbox/node'
import { receivedBy } from '@sandbox/world'
import { outboxCode } from '@src/outbox/ui/useOutboxState'
import { locationOf, renderWithProviders } from '@tests/renderWithProviders'

import { ComplaintStart } from './pages/ComplaintStart'

const REFUSED = 'The selected order does not support sending collection types'

function renderStart(route = '/complaint?orderId=ORD174001') {
  return renderWithProviders(<ComplaintStart />, {
    route,
    path: '/complaint',
    routes: [
      { path: '/complainPageNext', element: <p>next page</p> },
      { path: '/complaintList', element: <p>list page</p> },
    ],
  })
}

describe('ComplaintStart', () => {
  it('makes the outbox ready as the form is shown (code and database), so a Send offline on the next screen keeps the complaint on a first visit', async () => {
    const available = vi.fn().mockResolvedValue(true)
    const api = vi
      .spyOn(outboxCode, 'load')
      .mockResolvedValue({ getOutbox: () => ({ available }) } as unknown as Awaited<ReturnType<typeof outboxCode.load>>)
    renderStart()
    await waitFor(() => expect(available).toHaveBeenCalled())
    expect(api).toHaveBeenCalled()
    api.mockRestore()
  })

  it('loads problem-init for the order and shows its card and the question types', async () => {
    renderStart()
    expect(await screen.findByRole('heading', { name: 'Select question type' })).toBeInTheDocument()
    expect(receivedBy('/user-problem/problem-init')[0].body).toEqual({ orderId: 'ORD174001' })
    const card = screen.getByRole('region', { name: 'Mkopo Haraka · ORD174001' })
    expect(within(card).getByText('Status: Due today')).toBeInTheDocument()
    expect(within(card).getByText('Loan amount')).toBeInTheDocument()
    for (const type of ['Collection', 'Repayment not credited', 'Loan disbursement', 'App problem']) {
      expect(screen.getByRole('button', { name: type })).toBeInTheDocument()
    }
  })

  it('is called with the session parameters only when no order id is given', async () => {
    renderStart('/complaint')
    await screen.findByRole('heading', { name: 'Select question type' })
    expect(receivedBy('/user-problem/problem-init')[0].body).toEqual({})
    // The server's own choice of order is shown.
    expect(screen.getByRole('region', { name: 'Mkopo Haraka · ORD180001' })).toBeInTheDocument()
  })

  it('refuses the collection type for an order whose isShow is not 1', async () => {
    const { user, router } = renderStart('/complaint?orderId=ORD200001')
    await user.click(await screen.findByRole('button', { name: 'Collection' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED)
    expect(screen.queryByText('Harassment or abusive language')).not.toBeInTheDocument()
    expect(locationOf(router)).toBe('/complaint?orderId=ORD200001')
  })

  it('asks for a collection sub-type, then goes on with type, sub-type and orderNo', async () => {
    const { user, router } = renderStart()
    const collection = await screen.findByRole('button', { name: 'Collection' })
    expect(collection).toHaveAttribute('aria-expanded', 'false')
    await user.click(collection)
    expect(collection).toHaveAttribute('aria-expanded', 'true')
    expect(locationOf(router)).toBe('/complaint?orderId=ORD174001')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Threats' }))
    expect(locationOf(router)).toBe('/complainPageNext?problemType=1&problemSonType=103&orderNo=ORD174001')
    expect(router.state.location.state).toEqual({ typeTitle: 'Collection', sonTitle: 'Threats', fromStart: true })
  })

  it('sends other types straight on, with no sub-type', async () => {
    const { user, router } = renderStart('/complaint?orderId=ORD200001')
    await user.click(await screen.findByRole('button', { name: 'Repayment not credited' }))
    expect(locationOf(router)).toBe('/complainPageNext?problemType=2&orderNo=ORD200001')
  })

  it("switches the order under 'All' and checks the new order's isShow", async () => {
    const { user, router } = renderStart('/complaint?orderId=ORD174001')
    await user.click(await screen.findByRole('button', { name: 'All' }))
    const sheet = screen.getByRole('dialog', { name: 'Choose an order' })
    await user.click(within(sheet).getByRole('radio', { name: 'Mkopo Haraka · ORD170001' }))
    await user.click(within(sheet).getByRole('button', { name: 'Confirm' }))
    expect(screen.getByRole('region', { name: 'Mkopo Haraka · ORD170001' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Collection' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED)
    await user.click(screen.getByRole('button', { name: 'Other' }))
    expect(locationOf(router)).toBe('/complainPageNext?problemType=6&orderNo=ORD170001')
  })

  it('opens the complaint list from the header icon', async () => {
    const { user, router } = renderStart()
    await user.click(screen.getByRole('link', { name: 'My complaints' }))
    expect(locationOf(router)).toBe('/complaintList')
  })

  it('shows an error with retry when the call fails, then recovers', async () => {
    server.use(http.post('*/api/user-problem/problem-init', () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true }))
    const { user } = renderStart()
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Select question type' })).toBeInTheDocument()
  })

  it('shows a readable error for a malformed answer', async () => {
    server.use(http.post('*/api/user-problem/problem-init', () => HttpResponse.json({ code: '00', message: 'ok', data: 'nonsense' })))
    renderStart()
    expect(await screen.findByText('We received an answer we could not read. Please try again.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText(/undefined/)).not.toBeInTheDocument())
  })
})
