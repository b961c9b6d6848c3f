import { afterEach, describe, expect, it, vi } from 'vitest'

import { settleWithin } from './timebox'

afterEach(() => vi.useRealTimers())

describe('settleWithin', () => {
  it('goes on after 1.5 s when the promise never settles', async () => {
    vi.useFakeTimers()
    let done = false
    void settleWithin(new Promise(() => {})).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(1499)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })
  it('goes on at once when the promise settles, rejected or not', async () => {
    await expect(settleWithin(Promise.reject(new Error('x')), 10_000)).resolves.toBeUndefined()
    await expect(settleWithin(Promise.resolve(1), 10_000)).resolves.toBeUndefined()
  })
})
