import { afterEach, describe, expect, it, vi } from 'vitest'

import { nextTask, whenIdle } from './whenIdle'

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

describe('nextTask', () => {
  it('runs the work in a later task, not in this one nor in its microtasks, in the order asked', async () => {
    const ran: string[] = []
    nextTask(() => ran.push('first'))
    nextTask(() => ran.push('second'))
    await Promise.resolve()
    await Promise.resolve()
    expect(ran).toEqual([])
    await vi.waitFor(() => expect(ran).toEqual(['first', 'second']))
  })
})
