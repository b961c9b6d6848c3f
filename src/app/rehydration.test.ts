import { afterEach, describe, expect, it, vi } from 'vitest'

import { REHYDRATE_WAIT_MS, rehydration } from './rehydration'

afterEach(() => {
  vi.useRealTimers()
})

/** Whether the promise has settled, after the microtasks queued so far. */
async function settled(p: Promise<void>): Promise<boolean> {
  let done = false
  void p.then(() => (done = true))
  await vi.advanceTimersByTimeAsync(0)
  return done
}

describe('the first render waits for the persisted state, not for ever', () => {
  it('is ready as soon as rehydration is done', async () => {
    vi.useFakeTimers()
    const r = rehydration()
    expect(await settled(r.ready)).toBe(false)
    r.done()
    expect(await settled(r.ready)).toBe(true)
  })

  it('is ready after the cap when the storage never answers', async () => {
    vi.useFakeTimers()
    const r = rehydration()
    await vi.advanceTimersByTimeAsync(REHYDRATE_WAIT_MS - 1)
    expect(await settled(r.ready)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await settled(r.ready)).toBe(true)
  })
})
