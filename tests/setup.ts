import '@testing-library/jest-dom/vitest'
import 'fake-indexeddb/auto'

import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'

import { sandboxConfig } from '@sandbox/deployment'
import { server } from '@sandbox/node'
import { resetWorlds } from '@sandbox/world'
import { overrideConfig } from '@src/config/env'
import { resetOutbox } from '@src/outbox/contextOutbox'
import { forgetAllDoubts } from '@store/writeDoubt'

// The sandbox plays the lender, with its deployment settings and wire extras as the dev and preview
// servers hand them to the app (sandbox/deployment.ts); a test of an unconfigured build or of the
// default wire overrides them away.
overrideConfig(sandboxConfig)

// Every render and renderHook runs under React StrictMode, as the dev server (`npm start`) does:
// effects run, clean up and run again, so a component that does not survive that fails here
// (dialogs opened on mount closed themselves under the dev server only).
configure({ reactStrictMode: true })

// A screen that waits on a request timeout (1 s in several tests) is still correct when a loaded CI
// machine renders it a little later; findBy/waitFor give it 5 s before they fail (the test's own
// limit is 15 s).
configure({ asyncUtilTimeout: 5000 })

// The sandbox answers every call in-process; a request it does not know fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(async () => {
  cleanup()
  // A complaint or event queued by one test must never replay into the next.
  await resetOutbox()
  // Nor may a payment or an application in doubt keep the next test's action off.
  forgetAllDoubts()
  server.resetHandlers()
  resetWorlds()
})
afterAll(() => server.close())

// Testing Library only recognises Jest's fake timers; this lets waitFor/findBy advance vitest's.
const g = globalThis as { jest?: unknown }
g.jest ??= { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) }

// jsdom lacks a few browser APIs the app relies on.
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList
  }
  // <dialog>: src/ui/Dialog guards jsdom's missing showModal itself.
  if (!URL.createObjectURL) URL.createObjectURL = () => 'blob:test'
  if (!URL.revokeObjectURL) URL.revokeObjectURL = () => undefined
}
