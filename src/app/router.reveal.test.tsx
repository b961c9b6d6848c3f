import { act, render, screen } from '@testing-library/react'
import { type ComponentType, StrictMode } from 'react'
import { Provider } from 'react-redux'
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom'
import { expect, it, vi } from 'vitest'

// React keeps its own reference to setTimeout, taken when it loads: faked before anything loads,
// its reveal timers never fire unless the test advances them, so "held back" is seen without a clock.
vi.hoisted(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))

import { makeStore } from '@store/index'

import { preloadRoute, routes, screenRoute } from './router'

/** Lets every pending promise and scheduled render run (React schedules renders with setImmediate here). */
const settle = () => act(() => new Promise<void>((resolve) => setImmediate(resolve)))

it("shows the next screen as soon as its code is in, not after React's 300 ms reveal timer", async () => {
  const first = screenRoute('/a', () => Promise.resolve(() => <h1>Loan details</h1>))
  await preloadRoute(first)
  // The next screen's code arrives just after its loading state shows, as from the service worker's cache.
  let arrive: () => void = () => undefined
  const next = screenRoute('/b', () => new Promise<ComponentType>((resolve) => (arrive = () => resolve(() => <h1>Repayment</h1>))))
  const router = createMemoryRouter([{ ...routes[0], children: [first, next] } as RouteObject], { initialEntries: ['/a'] })
  render(
    <StrictMode>
      <Provider store={makeStore()}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  )
  await settle()
  expect(screen.getByRole('heading', { name: 'Loan details' })).toBeInTheDocument()
  await act(() => router.navigate('/b'))
  await settle()
  expect(screen.getByText('Loading…')).toBeInTheDocument()
  // Outside act, as in the browser: act would reveal a held-back screen at once.
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  scope.IS_REACT_ACT_ENVIRONMENT = false
  try {
    arrive()
    for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => setImmediate(resolve))
    expect(screen.getByRole('heading', { name: 'Repayment' })).toBeInTheDocument()
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = true
  }
})
