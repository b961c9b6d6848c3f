import { describe, expect, it } from 'vitest'

import { CONNECTION_3G, link } from './shape.mjs'

describe('the connection-level link', () => {
  it('delays bytes by their time on the wire and half the round trip', () => {
    const down = link({ kbps: CONNECTION_3G.downKbps, delayMs: CONNECTION_3G.rttMs / 2 })
    // 20,000 bytes at 1.6 Mbps: 100 ms on the wire, then 150 ms on the way.
    expect(down(20_000, 0)).toBe(250)
  })

  it('shares the bandwidth: bytes sent together queue behind each other, whatever their connection', () => {
    const down = link({ kbps: 1600, delayMs: 150 })
    expect(down(20_000, 0)).toBe(250)
    expect(down(20_000, 10)).toBe(350)
    // Once the link is free again, bytes go at once.
    expect(down(2_000, 1000)).toBe(1160)
  })
})
