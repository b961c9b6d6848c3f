/** Time as the queue sees it; injected so tests drive backoff with a fake clock. */
export type Clock = {
  /** The wall clock (the phone's time: the borrower or the network may set it anywhere). */
  now(): number
  /** A monotonic count of milliseconds in this context (performance.now): jumps of the wall clock do not move it. */
  mono(): number
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export const realClock: Clock = {
  now: () => Date.now(),
  mono: () => (typeof performance !== 'undefined' ? performance.now() : Date.now()),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
}
