import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { server } from '@sandbox/node'
import { receivedBy } from '@sandbox/world'
import { renderWithProviders } from '@tests/renderWithProviders'

import { UnionLoginFailed } from './pages/UnionLoginFailed'
import { captureBridge, captureExternal } from './testing'

let bridge: ReturnType<typeof captureBridge>
beforeEach(() => {
  bridge = captureBridge()
})
afterEach(() => bridge.reset())

const renderPage = () => renderWithProviders(<UnionLoginFailed />, { route: '/unionLoginFailed' })

describe('joint login failure', () => {
  it('shows the Failed status, the error message, the notice and the family of products', async () => {
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Failed', level: 2 })).toBeInTheDocument()
    expect(screen.getByText('Joint login failed: your partner account session has expired. Please log in again.')).toBeInTheDocument()
    expect(screen.getByText('You can still borrow from our partner products below.')).toBeInTheDocument()
    const list = screen.getByRole('heading', { name: 'Recommended for you' }).closest('section')!
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    expect(within(list).getByRole('button', { name: 'Full today, Faraja Cash, Not available' })).toBeDisabled()
    expect(receivedBy('/service/new/union-error-info')).toHaveLength(1)
  })

  it('a product click behaves as on order details (module 32, list position)', async () => {
    const capture = captureExternal()
    const { user } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'Get it now, Bahati Mkopo' }))
    await waitFor(() =>
      expect(bridge.calls()).toContainEqual({
        action: 'goToPage',
        payload: { page: 'productUrl', params: { url: 'mkopoharaka://app/product?productId=P2002' } },
      }),
    )
    expect(receivedBy('/service/event/save')[0].body).toEqual({ productId: 'LNK2002', moduleId: '32', positionId: '1' })
    expect(receivedBy('/x1/k7/d3')[0].body).toEqual({ g5m: '32', q2s: '1', y8l: 'LNK2002' })
    await user.click(screen.getByRole('button', { name: 'Apply, Pesa Chap Chap' }))
    await waitFor(() => expect(capture.assign).toHaveBeenCalledWith(`${location.origin}/api/__sandbox/page/product?product=pesa-chap-chap`))
  })

  it('a failed call shows an error state with retry', async () => {
    let calls = 0
    server.use(http.post('*/api/service/new/union-error-info', () => (calls++ === 0 ? HttpResponse.json({}, { status: 500 }) : undefined)))
    const { user } = renderPage()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Failed', level: 2 })).toBeInTheDocument()
  })

  it('a family that is not a list shows no products rather than breaking', async () => {
    server.use(
      http.post('*/api/service/new/union-error-info', () =>
        HttpResponse.json({ code: 0, data: { errMessage: 'Login failed', family: 'none' } }),
      ),
    )
    renderPage()
    expect(await screen.findByText('Login failed')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Recommended for you' })).not.toBeInTheDocument()
    expect(document.body).not.toHaveTextContent('undefined')
  })
})
