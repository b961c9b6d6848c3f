import { afterEach, describe, expect, it, vi } from 'vitest'

import { whenIdle } from './whenIdle'

describe('whenIdle', () => {
  afterEach(() => vi.useRealTimers())

  it('runs the work after the fallback wait where the browser has no idle callback, unless cancelled first', () => {
    vi.useFakeTimers()
    const ran = vi.fn()
    const kept = vi.fn()
    const cancel = whenIdle(ran, 2000, 200)
    whenIdle(kept, 2000, 200)
    cancel()
    vi.advanceTimersByTime(200)
    expect(ran).not.toHaveBeenCalled()
    expect(kept).toHaveBeenCalledTimes(1)
  })
})
