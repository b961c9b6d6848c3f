import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { BACKOFF, backoffDelay, conflictDelay, retryDelay } from './backoff'

describe('backoff', () => {
  it('doubles per failure from 2 s and stops growing at 5 minutes', () => {
    const top = () => 1
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(n, top))).toEqual([2000, 4000, 8000, 16000, 32000])
    expect(backoffDelay(9, top)).toBe(300_000)
    expect(backoffDelay(60, top)).toBe(300_000)
  })

  it('jitter stays within [step/2, step] for every attempt and random draw', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.double({ min: 0, max: 1, noNaN: true }), (attempt, r) => {
        const step = Math.min(BACKOFF.capMs, BACKOFF.baseMs * 2 ** (attempt - 1))
        const d = backoffDelay(attempt, () => r)
        return d >= Math.floor(step / 2) && d <= step
      }),
    )
    expect(backoffDelay(3, () => 0)).toBe(4000)
    expect(backoffDelay(3, () => 0.5)).toBe(6000)
  })

  it('two phones failing together are spread apart by the jitter', () => {
    expect(backoffDelay(4, () => 0.1)).not.toBe(backoffDelay(4, () => 0.9))
  })

  it('a 409 waits a minute to a minute and a half', () => {
    expect(conflictDelay(() => 0)).toBe(60_000)
    expect(conflictDelay(() => 1)).toBe(90_000)
  })

  it("honours a server's longer Retry-After up to an hour (a maintenance window is waited out)", () => {
    expect(retryDelay(1, () => 1, 30_000)).toBe(30_000)
    expect(retryDelay(1, () => 1, 500)).toBe(2000)
    expect(retryDelay(1, () => 1, 3_600_000)).toBe(3_600_000)
    expect(retryDelay(1, () => 1, 5 * 3_600_000)).toBe(3_600_000)
  })
})
