// The one home of the test render helpers: `renderWithProviders` for screens (store, memory
// router, toaster) and `renderUi` for UI primitives that need only the store.
import { render, type RenderOptions } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement, ReactNode } from 'react'
import { Provider } from 'react-redux'
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom'
import { vi } from 'vitest'

import { Toaster } from '@src/ui/Toaster'
import { type AppStore, makeStore, type RootState, type StoreOptions } from '@store/index'

type UserOptions = Parameters<typeof userEvent.setup>[0]

// user-event waits between steps; under vi.useFakeTimers() it must advance them or it hangs.
// (tests/setup.ts teaches Testing Library's own waits about vitest's fake timers.)
function setupUser(options?: UserOptions) {
  return userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined), ...options })
}

type Options = Omit<RenderOptions, 'wrapper'> & {
  preloadedState?: Partial<RootState>
  store?: AppStore
  /** The URL the screen opens at, e.g. '/loanDetail?orderId=ORD174001'. */
  route?: string
  /** The path pattern the screen is mounted at (defaults to the route's path). */
  path?: string
  /** Extra routes (e.g. where a screen navigates to) so tests can assert navigation. */
  routes?: RouteObject[]
  userOptions?: UserOptions
}

/** Renders a screen with a fresh store, a memory router and the toaster; returns { store, user, router }. */
export function renderWithProviders(ui: ReactElement, opts: Options = {}) {
  const { preloadedState, store = makeStore({ preloadedState }), route = '/', path, routes = [], userOptions, ...rest } = opts
  const mountPath = path ?? route.split('?')[0].split('#')[0]
  const router = createMemoryRouter([{ path: mountPath, element: ui }, ...routes, { path: '*', element: <p>other page</p> }], {
    initialEntries: [route],
  })
  const user = setupUser(userOptions)
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

export type RenderUiOptions = { store?: AppStore; preloadedState?: StoreOptions['preloadedState'] }

/**
 * Renders a UI primitive inside a fresh store only: no router and no toaster, so a primitive's
 * test can mount its own <Toaster /> and `rerender` replaces just the primitive.
 */
export function renderUi(ui: ReactElement, { store = undefined, preloadedState }: RenderUiOptions = {}) {
  const s = store ?? makeStore({ preloadedState, devtools: false })
  const Wrapper = ({ children }: { children: ReactNode }) => <Provider store={s}>{children}</Provider>
  return { store: s, user: setupUser(), ...render(ui, { wrapper: Wrapper }) }
}
