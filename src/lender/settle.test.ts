import { describe, expect, it } from 'vitest'

import { nextReadIn, settleAfterRead, windowPassed } from './settle'

// The clock is an argument: every "now" below is a fake time, in ms after the write.
const times = { windowMs: 120_000, readEveryMs: 20_000 }
const AT = 1_000_000

describe('the settle window', () => {
  it('one read at the gateway timeout (60 s) without proof keeps the doubt; only the window’s end lets the action back', () => {
    expect(settleAfterRead('unknown', AT, AT + 60_000, times)).toBe('doubt')
    expect(settleAfterRead('unknown', AT, AT + 119_999, times)).toBe('doubt')
    expect(settleAfterRead('unknown', AT, AT + 120_000, times)).toBe('passed')
  })

  it('proof decides at any time, inside the window or after it', () => {
    expect(settleAfterRead('happened', AT, AT + 1, times)).toBe('happened')
    expect(settleAfterRead('nothing', AT, AT + 1, times)).toBe('nothing')
    expect(settleAfterRead('happened', AT, AT + 500_000, times)).toBe('happened')
  })

  it('reads come every readEveryMs, and one lands exactly on the window’s end', () => {
    expect(nextReadIn(AT, AT, times)).toBe(20_000)
    expect(nextReadIn(AT, AT + 110_000, times)).toBe(10_000)
    expect(nextReadIn(AT, AT + 120_000, times)).toBe(0)
    expect(nextReadIn(AT, AT + 300_000, times)).toBe(0)
  })

  it('a clock that goes back never shortens the window', () => {
    expect(windowPassed(AT, AT - 3_600_000, times)).toBe(false)
    expect(settleAfterRead('unknown', AT, AT - 3_600_000, times)).toBe('doubt')
    expect(nextReadIn(AT, AT - 3_600_000, times)).toBe(20_000)
  })

  it('a window longer than the gateway timeout is the default (the config’s)', async () => {
    const { config } = await import('@src/config/env')
    expect(config.settle.windowMs).toBeGreaterThan(60_000)
    expect(config.settle.readEveryMs).toBeLessThan(config.settle.windowMs)
  })
})
