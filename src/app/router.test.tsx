import { act, render, screen } from '@testing-library/react'
import { type ComponentType, StrictMode } from 'react'
import { Provider } from 'react-redux'
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { type BridgeHost, configureBridge } from '@src/bridge/bridge'
import { paths } from '@src/nav/paths'
import { makeStore } from '@store/index'

import type * as Router from './router'
import { type AppRoute, preloadRoute, routes, screenRoute } from './router'

function openAt(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] })
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  )
  return router
}

afterEach(() => configureBridge({ host: {} as BridgeHost }))

describe('the route table', () => {
  it('sends an unknown path to the error page', async () => {
    openAt('/no/such/page')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/')
  })

  it('has a screen with a heading at every path of the route table', async () => {
    for (const [name, path] of Object.entries(paths)) {
      const { unmount } = render(
        <Provider store={makeStore()}>
          <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
        </Provider>,
      )
      const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })
      expect(heading.textContent, name).toBeTruthy()
      expect(document.body.textContent, name).not.toMatch(/undefined|NaN/)
      unmount()
    }
  }, 60_000)

  it('hands native targets to the shell and refuses unknown ones', async () => {
    const postMessage = vi.fn()
    configureBridge({ host: { AppBridge: { postMessage } } })
    openAt('/app/productDetail?productId=P1')
    expect(await screen.findByText('This screen opens in the app.')).toBeInTheDocument()
    expect(JSON.parse(postMessage.mock.calls[0][0])).toEqual({
      action: 'goToPage',
      payload: { page: 'productDetail', params: { productId: 'P1' } },
    })
  })

  it('shows the error page, not a blank screen, when a screen fails to load', async () => {
    // A screen route of the table, with its code failing to arrive (a dropped chunk download).
    const failing = screenRoute('/x', () => Promise.reject(new Error('chunk load failed')))
    const broken: RouteObject[] = [{ ...routes[0], children: [failing] } as RouteObject]
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <Provider store={makeStore()}>
        <RouterProvider router={createMemoryRouter(broken, { initialEntries: ['/x'] })} />
      </Provider>,
    )
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})

describe('the opening screen', () => {
  const page = () => <h1>Loan details</h1>
  // The first screen of a document is the opening one: each test opens a fresh copy of the router.
  let router: typeof Router
  beforeEach(async () => {
    vi.resetModules()
    router = await import('./router')
  })
  const mount = (route: AppRoute) =>
    render(
      <StrictMode>
        <Provider store={makeStore()}>
          <RouterProvider
            router={createMemoryRouter([{ ...router.routes[0], children: [route] } as RouteObject], { initialEntries: ['/x'] })}
          />
        </Provider>
      </StrictMode>,
    )

  it('renders a preloaded screen on the first render: no loading state for React to hold back', async () => {
    const route = router.screenRoute('/x', () => Promise.resolve(page))
    await router.preloadRoute(route)
    mount(route)
    // Synchronously: a lazy page would still be suspended here, showing the loading state.
    expect(screen.getByRole('heading', { name: 'Loan details' })).toBeInTheDocument()
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument()
  })

  it('shows the loading state, then the screen, when its code was not preloaded', async () => {
    mount(router.screenRoute('/x', () => Promise.resolve(page)))
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Loan details' })).toBeInTheDocument()
  })

  it('stops waiting for code that does not arrive, and never asks for it offline', async () => {
    vi.useFakeTimers()
    try {
      let done = false
      void router
        .preloadRoute(
          router.screenRoute('/x', () => new Promise<never>(() => undefined)),
          1500,
        )
        .then(() => (done = true))
      await vi.advanceTimersByTimeAsync(1499)
      expect(done).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(done).toBe(true)
    } finally {
      vi.useRealTimers()
    }
    const load = vi.fn(() => Promise.resolve(page))
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await router.preloadRoute(router.screenRoute('/x', load))
    expect(load).not.toHaveBeenCalled()
  })

  it('preloads the screen at a path of the table, and nothing for other paths', async () => {
    await expect(router.preloadScreen(paths.loanDetail)).resolves.toBeUndefined()
    await expect(router.preloadScreen('/no/such/page')).resolves.toBeUndefined()
  })
})

describe('moving between screens in the app', () => {
  /** Opens the preloaded screen /a (the document's first) beside /b, whose code loads with `loadNext`. */
  async function openBeside(loadNext: () => Promise<ComponentType>) {
    const first = screenRoute('/a', () => Promise.resolve(() => <h1>Loan details</h1>))
    await preloadRoute(first)
    const router = createMemoryRouter([{ ...routes[0], children: [first, screenRoute('/b', loadNext)] } as RouteObject], {
      initialEntries: ['/a'],
    })
    render(
      <StrictMode>
        <Provider store={makeStore()}>
          <RouterProvider router={router} />
        </Provider>
      </StrictMode>,
    )
    return router
  }

  it('shows the next screen as soon as its code is in: React does not hold it back 300 ms after the loading state', async () => {
    // The next screen's code arrives just after its loading state shows, as from the service worker's cache.
    let arrive: () => void = () => undefined
    const router = await openBeside(() => new Promise<ComponentType>((resolve) => (arrive = () => resolve(() => <h1>Repayment</h1>))))
    expect(screen.getByRole('heading', { name: 'Loan details' })).toBeInTheDocument()
    await act(() => router.navigate('/b'))
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    // A few turns of the event loop after the code is in, the screen is on. Held back, it would wait
    // for React's 300 ms reveal timer, which those turns never reach. Outside act, as in the
    // browser (act reveals a held-back screen at once). No clock is read, so a busy machine cannot
    // fail the screen that is not held back.
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT
    scope.IS_REACT_ACT_ENVIRONMENT = false
    try {
      arrive()
      for (let turn = 0; turn < 5; turn++) await new Promise<void>((resolve) => setImmediate(resolve))
      expect(screen.getByRole('heading', { name: 'Repayment' })).toBeInTheDocument()
    } finally {
      scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment
    }
  })

  it("shows the error page when the next screen's code fails to arrive", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const router = await openBeside(() => Promise.reject(new Error('Failed to fetch dynamically imported module')))
    await act(() => router.navigate('/b'))
    expect(await screen.findByRole('heading', { name: 'No connection' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Loan details' })).not.toBeInTheDocument()
  })
})
