import { randomBytes } from 'node:crypto'
import { type AddressInfo, connect, createServer } from 'node:net'
import { describe, expect, it } from 'vitest'

import { CONNECTION_3G, inOrder, link, startShaping } from './shape.mjs'

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

describe('the link keeps the order of the bytes', () => {
  it('delivers each piece at its time, never before, in the order sent, however late or early the timer wakes', () => {
    let clock = 0
    const timers: (() => void)[] = []
    const got: string[] = []
    const release = inOrder<string>(
      (p) => got.push(`${p}@${clock}`),
      () => clock,
      (fn) => void timers.push(fn),
    )
    release('a', 10.4)
    release('b', 10.6)
    release('c', 12)
    // A timer that wakes early delivers nothing due later.
    clock = 10.5
    timers.shift()!()
    expect(got).toEqual(['a@10.5'])
    // One that wakes late delivers all that is due, in order.
    clock = 13
    timers.shift()!()
    expect(got).toEqual(['a@10.5', 'b@13', 'c@13'])
    expect(timers).toHaveLength(0)
  })

  it('a stream through the proxy arrives byte for byte (a timer per piece swapped pieces due within a millisecond)', async () => {
    const echo = createServer((s) => s.pipe(s))
    await new Promise<void>((r) => echo.listen(0, '127.0.0.1', r))
    const target = { host: '127.0.0.1', port: (echo.address() as AddressInfo).port }
    const probe = createServer()
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r))
    const port = (probe.address() as AddressInfo).port
    await new Promise<void>((r) => probe.close(() => r()))
    // A fast link, so many pieces fall due within each millisecond.
    const shaping = await startShaping({ port, target, model: { rttMs: 40, downKbps: 50_000, upKbps: 50_000 } })
    try {
      const data = randomBytes(400_000)
      const back = await new Promise<Buffer>((resolve, reject) => {
        const c = connect(port, '127.0.0.1', () => {
          for (let i = 0; i < data.length; i += 7000) c.write(data.subarray(i, i + 7000))
        })
        const parts: Buffer[] = []
        let n = 0
        c.on('error', reject)
        c.on('data', (d: Buffer) => {
          parts.push(d)
          n += d.length
          if (n < data.length) return
          c.destroy()
          resolve(Buffer.concat(parts))
        })
      })
      expect(back.equals(data)).toBe(true)
    } finally {
      await shaping.stop()
      await new Promise<void>((r) => echo.close(() => r()))
    }
  })
})
