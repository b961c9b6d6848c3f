import type { ReactElement, ReactNode } from 'react'
import { Provider } from 'react-redux'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import { makeStore, type AppStore, type StoreOptions } from '@store/index'

// Testing Library only knows Jest's fake timers: without this shim its async helpers wait on a
// setTimeout that vi.useFakeTimers() never fires, and user-event / findBy* hang.
const g = globalThis as { jest?: unknown }
g.jest ??= { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) }

export type RenderUiOptions = { store?: AppStore; preloadedState?: StoreOptions['preloadedState'] }

/** Renders inside a fresh store; `user` works with real and fake timers alike. */
export function renderUi(ui: ReactElement, { store = undefined, preloadedState }: RenderUiOptions = {}) {
  const s = store ?? makeStore({ preloadedState, devtools: false })
  const Wrapper = ({ children }: { children: ReactNode }) => <Provider store={s}>{children}</Provider>
  // user-event waits between steps; under fake timers it must advance them or it hangs.
  const user = userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) })
  return { store: s, user, ...render(ui, { wrapper: Wrapper }) }
}
