import { act, render, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Provider } from 'react-redux'
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { renderLoanDetail } from '@features/order/testing'
import { server } from '@sandbox/node'
import { receivedBy } from '@sandbox/world'
import { routes, screenRoute } from '@src/app/router'
import { makeStore } from '@store/index'

/** Every "offline" or "no connection" state recovers by itself when the connection returns. */

let onLine = true
beforeEach(() => {
  onLine = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine)
})

const connectionBack = () =>
  act(() => {
    onLine = true
    window.dispatchEvent(new Event('online'))
  })

function openRoute(route: RouteObject, at: string) {
  const tree: RouteObject[] = [{ ...routes[0], children: [route] } as RouteObject]
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={createMemoryRouter(tree, { initialEntries: [at] })} />
    </Provider>,
  )
}

describe('offline recovery', () => {
  it('an order screen left on "No connection" loads the order when the connection returns, without a tap', async () => {
    server.use(http.post('*/v3/loan-details/loan-details', () => HttpResponse.error()))
    renderLoanDetail('ORD174001')
    expect(await screen.findByText('No connection. Check your network and try again.')).toBeInTheDocument()
    expect(receivedBy('/loan-details')).toHaveLength(0)
    server.resetHandlers()
    connectionBack()
    expect(await screen.findByRole('heading', { name: 'Due today' })).toBeInTheDocument()
    expect(receivedBy('/loan-details')).toHaveLength(1)
  })

  it("a connection back in name only: the first try after 'online' fails too, and the order still loads without a tap", async () => {
    server.use(http.post('*/v3/loan-details/loan-details', () => HttpResponse.error()))
    renderLoanDetail('ORD174001')
    expect(await screen.findByText('No connection. Check your network and try again.')).toBeInTheDocument()
    server.resetHandlers()
    // The network is not there yet when the browser says online (seen in CI): that try fails like the first.
    server.use(http.post('*/v3/loan-details/loan-details', () => HttpResponse.error(), { once: true }))
    connectionBack()
    expect(await screen.findByRole('heading', { name: 'Due today' }, { timeout: 4000 })).toBeInTheDocument()
    expect(screen.queryByText('No connection. Check your network and try again.')).not.toBeInTheDocument()
    expect(receivedBy('/loan-details')).toHaveLength(1)
  })

  it('a screen opened offline before the service worker controls the page says offline, and opens when the connection returns', async () => {
    onLine = false
    const load = vi.fn(() => Promise.resolve(() => <h1>My complaints</h1>))
    openRoute(screenRoute('/complaintList', load), '/complaintList')
    expect(
      await screen.findByText('No connection. Check your network and try again. This screen opens by itself when the connection is back.'),
    ).toBeInTheDocument()
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument()
    // Not even asked for offline: a failed import() would be remembered for the page's life.
    expect(load).not.toHaveBeenCalled()
    connectionBack()
    expect(await screen.findByRole('heading', { name: 'My complaints' })).toBeInTheDocument()
  })

  it('a screen whose code download failed says "No connection", not "Something went wrong", and reloads when the connection returns', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    const failing = screenRoute('/complaintList', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/ComplaintList-abc.js')),
    )
    openRoute(failing, '/complaintList')
    expect(await screen.findByRole('heading', { name: 'No connection' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument()
    expect(reload).not.toHaveBeenCalled()
    connectionBack()
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
