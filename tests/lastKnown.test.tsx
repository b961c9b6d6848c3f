import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'

import { ComplaintList } from '@features/complaints/pages/ComplaintList'
import { LoanDetail } from '@features/order/pages/LoanDetail'
import { Repay } from '@features/repayment/pages/Repay'
import { server } from '@sandbox/node'
import { makeStore } from '@store/index'
import { paramsUpdated } from '@store/session'

import { renderWithProviders } from './renderWithProviders'

// Screens keep their last answer per borrower and show it, with its age, when the network fails
//. Each test loads a screen online, then opens it again with the network gone.
afterEach(() => {
  localStorage.clear()
  setOnline(true)
})

function setOnline(on: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => on })
  window.dispatchEvent(new Event(on ? 'online' : 'offline'))
}

function storeFor(sessionId: string, userId?: string) {
  const store = makeStore()
  store.dispatch(paramsUpdated({ sessionId, ...(userId ? { extra: { user_id: userId } } : {}) }))
  return store
}

const ORDER = '/loanDetail?productId=P1002&orderId=ORD174001'
const offline = (path: string) => server.use(http.all(`*${path}`, () => HttpResponse.error()))

describe('last-known order details', () => {
  it('offline: the last copy with its age and the offline note; actions disabled with the reason; back online: fresh', async () => {
    const first = renderWithProviders(<LoanDetail />, { route: ORDER, store: storeFor('S-A') })
    expect(await screen.findByRole('heading', { name: 'Due today' })).toBeInTheDocument()
    first.unmount()

    offline('/v3/loan-details/loan-details')
    setOnline(false)
    renderWithProviders(<LoanDetail />, { route: ORDER, store: storeFor('S-A') })
    // At once, before any answer: the stored copy is in the first render.
    expect(screen.getByRole('heading', { name: 'Due today' })).toBeInTheDocument()
    const note = await screen.findByText('You are offline. This is what we last saw.')
    expect(within(note.closest('[role="status"]') as HTMLElement).getByText(/^Updated \d\d:\d\d, just now$/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'REPAY' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Rollover Repayment' })).toBeDisabled()
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Available when you are back online.')

    server.resetHandlers()
    await act(async () => setOnline(true))
    // The stored copy stays (actions disabled) until the fresh answer arrives, then it wins.
    await waitFor(() => expect(screen.queryByText(/^Updated /)).toBeNull())
    expect(screen.getByRole('button', { name: 'REPAY' })).toBeEnabled()
  })

  it('another borrower sees nothing of the first', async () => {
    const first = renderWithProviders(<LoanDetail />, { route: ORDER, store: storeFor('S-A', '100') })
    await screen.findByRole('heading', { name: 'Due today' })
    first.unmount()

    offline('/v3/loan-details/loan-details')
    renderWithProviders(<LoanDetail />, { route: ORDER, store: storeFor('S-B', '200') })
    expect(await screen.findByRole('alert')).toHaveTextContent(/./)
    expect(screen.queryByRole('heading', { name: 'Due today' })).toBeNull()
    expect(screen.queryByText(/^Updated /)).toBeNull()
  })

  it('a business error (not a connection problem) shows the error, never the old copy', async () => {
    const first = renderWithProviders(<LoanDetail />, { route: ORDER, store: storeFor('S-A') })
    await screen.findByRole('heading', { name: 'Due today' })
    first.unmount()

    server.use(
      http.post('*/v3/loan-details/loan-details', () => HttpResponse.json({ code: '500', success: false, message: 'Order not found' })),
    )
    renderWithProviders(<LoanDetail />, { route: ORDER, store: storeFor('S-A') })
    expect(await screen.findByText('Order not found')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Due today' })).toBeNull()
  })
})

describe('last-known repayment plan and complaint list', () => {
  it('repay: the plan offline with Pay Now disabled, and no wallet number kept on the device', async () => {
    const route = '/repay?productId=P1003&orderId=ORD174002'
    const first = renderWithProviders(<Repay />, { route, store: storeFor('S-A') })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled())
    first.unmount()
    expect(localStorage.getItem('lk:v1')).not.toMatch(/"cardNo":"[^"]+"/)

    offline('/v3/installment/loan-play-detail-yd')
    setOnline(false)
    renderWithProviders(<Repay />, { route, store: storeFor('S-A') })
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled()
    expect(await screen.findByText(/^Updated \d\d:\d\d/)).toBeInTheDocument()
  })

  it('complaint list: shown offline with its age', async () => {
    const first = renderWithProviders(<ComplaintList />, { route: '/complaintList', store: storeFor('S-A') })
    const entries = await screen.findAllByRole('link')
    const text = entries[0].textContent
    first.unmount()

    offline('/user-problem/problem-list')
    setOnline(false)
    renderWithProviders(<ComplaintList />, { route: '/complaintList', store: storeFor('S-A') })
    expect((await screen.findAllByRole('link'))[0].textContent).toBe(text)
    expect(await screen.findByText('You are offline. This is what we last saw.')).toBeInTheDocument()
  })
})
