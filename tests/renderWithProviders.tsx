import { render, type RenderOptions } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom'
import { makeStore, type AppStore, type RootState } from '@store/index'
import { Toaster } from '@src/ui/Toaster'

type Options = Omit<RenderOptions, 'wrapper'> & {
  preloadedState?: Partial<RootState>
  store?: AppStore
  /** The URL the screen opens at, e.g. '/loanDetail?orderId=ORD174001'. */
  route?: string
  /** The path pattern the screen is mounted at (defaults to the route's path). */
  path?: string
  /** Extra routes (e.g. where a screen navigates to) so tests can assert navigation. */
  routes?: RouteObject[]
  userOptions?: Parameters<typeof userEvent.setup>[0]
}

/** Renders a screen with a fresh store, a memory router and the toaster; returns { store, user, router }. */
export function renderWithProviders(ui: ReactElement, opts: Options = {}) {
  const { preloadedState, store = makeStore({ preloadedState }), route = '/', path, routes = [], userOptions, ...rest } = opts
  const mountPath = path ?? route.split('?')[0].split('#')[0]
  const router = createMemoryRouter(
    [
      { path: mountPath, element: ui },
      ...routes,
      { path: '*', element: <p>other page</p> },
    ],
    { initialEntries: [route] },
  )
  const user = userEvent.setup(userOptions)
  const result = render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <Toaster />
    </Provider>,
    rest,
  )
  return { store, user, router, ...result }
}

/** The current location of a router made by renderWithProviders, as path + search. */
export function locationOf(router: { state: { location: { pathname: string; search: string } } }): string {
  return router.state.location.pathname + router.state.location.search
}
