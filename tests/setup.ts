import '@testing-library/jest-dom/vitest'
import 'fake-indexeddb/auto'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { server } from '@sandbox/node'
import { resetWorlds } from '@sandbox/world'

// The sandbox answers every call in-process; a request it does not know fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
  resetWorlds()
})
afterAll(() => server.close())

// jsdom lacks a few browser APIs the app relies on.
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as unknown as MediaQueryList
  }
  // <dialog>: src/ui/Dialog guards jsdom's missing showModal itself.
  if (!URL.createObjectURL) URL.createObjectURL = () => 'blob:test'
  if (!URL.revokeObjectURL) URL.revokeObjectURL = () => undefined
}
