import { describe, expect, it, vi } from 'vitest'

import {
  COMMON,
  eventCall,
  eventServer,
  fakeClock,
  fakeLocks,
  freshIdb,
  heldReplayLease,
  makeOutbox,
  receivedBy,
  scenarios,
  testSender,
} from '../testUtils'
import { Runner } from './replay'

/** What a full phone's IndexedDB refuses a write with. */
const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError')

describe('one replayer at a time', () => {
  it('two tabs racing with Web Locks: one replays, every event arrives once', async () => {
    const effects = eventServer()
    const idb = freshIdb()
    const clock = fakeClock()
    const locks = fakeLocks()
    const tabA = makeOutbox(idb, clock)
    const tabB = makeOutbox(idb, clock)
    for (let n = 1; n <= 10; n++) await tabA.enqueueEvent(eventCall(n), COMMON)
    const a = new Runner({ outbox: tabA, send: testSender(), locks, autoWake: false })
    const b = new Runner({ outbox: tabB, send: testSender(), locks, autoWake: false })
    const [ra, rb] = await Promise.all([a.replayAll('online'), b.replayAll('online')])
    expect([ra, rb].filter((r) => r === null)).toHaveLength(1)
    expect((ra ?? rb)!.events.sent).toBe(10)
    expect(receivedBy('/service/event/save')).toHaveLength(10)
    expect(effects.map((e) => e.moduleId)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'])
    expect(locks.held.size).toBe(0)
  })

  it('two tabs racing where Web Locks are absent: the IndexedDB lease lets one replay', async () => {
    eventServer()
    const idb = freshIdb()
    const clock = fakeClock()
    const tabA = makeOutbox(idb, clock)
    const tabB = makeOutbox(idb, clock)
    for (let n = 1; n <= 10; n++) await tabA.enqueueEvent(eventCall(n), COMMON)
    const a = new Runner({ outbox: tabA, send: testSender(), locks: null, owner: 'tab-a', autoWake: false })
    const b = new Runner({ outbox: tabB, send: testSender(), locks: null, owner: 'tab-b', autoWake: false })
    const results = await Promise.all([a.replayAll('online'), b.replayAll('online')])
    expect(results.filter((r) => r === null)).toHaveLength(1)
    expect(receivedBy('/service/event/save')).toHaveLength(10)
    // Released afterwards: the other tab can replay next time.
    expect(await tabB.acquireLease('tab-b', 1000)).toBe(true)
  })

  it('the lease is renewed while a long replay runs, and taken over once it expires', async () => {
    const clock = fakeClock()
    const { a, b, running, release } = heldReplayLease(clock, 'done')
    await vi.waitFor(() => expect(clock.timers()).toHaveLength(1))
    clock.advance(25_000) // renewed at 10 s and 20 s
    await vi.waitFor(async () => expect(await b.acquireLease('b', 30_000)).toBe(false))
    release()
    expect(await running).toEqual({ ran: true, value: 'done' })
    expect(await b.acquireLease('b', 30_000)).toBe(true)
    // A holder that vanished (a killed tab) does not block forever: taken once watched standing still for its length.
    expect(await a.acquireLease('a', 30_000)).toBe(false)
    clock.advance(30_001)
    expect(await a.acquireLease('a', 30_000)).toBe(true)
  })

  it('a busy lock makes the runner look again a little later', async () => {
    eventServer()
    const clock = fakeClock()
    const locks = fakeLocks()
    locks.held.add('borrower-outbox-replay')
    const outbox = makeOutbox(freshIdb(), clock)
    await outbox.enqueueEvent(eventCall(1), COMMON)
    const r = new Runner({ outbox, send: testSender(), locks, busyRetryMs: 3000 })
    expect(await r.replayAll('enqueue')).toBeNull()
    expect(clock.timers()).toEqual([clock.now() + 3000])
    locks.held.clear()
    clock.advance(3000)
    await vi.waitFor(() => expect(receivedBy('/service/event/save')).toHaveLength(1))
    r.stop()
  })
})

describe('Runner', () => {
  it('folds triggers that arrive during a pass into one more pass', async () => {
    const effects = eventServer()
    const outbox = makeOutbox(freshIdb())
    await outbox.enqueueEvent(eventCall(1), COMMON)
    const r = new Runner({ outbox, send: testSender(), locks: fakeLocks(), autoWake: false })
    const first = r.replayAll('start')
    expect(r.busy).toBe(true)
    await outbox.enqueueEvent(eventCall(2), COMMON)
    const second = r.replayAll('enqueue')
    expect(second).toBe(first)
    await first
    expect(effects.map((e) => e.moduleId)).toEqual(['1', '2'])
    expect(r.busy).toBe(false)
  })

  it('wakes itself when the backoff ends', async () => {
    const effects = eventServer()
    scenarios('event/save=500x1')
    const clock = fakeClock()
    const outbox = makeOutbox(freshIdb(), clock)
    await outbox.enqueueEvent(eventCall(1), COMMON)
    const r = new Runner({ outbox, send: testSender(), locks: fakeLocks(), random: () => 0 })
    const report = await r.replayAll('start')
    expect(report!.nextWakeAt).toBe(clock.now() + 1000)
    expect(clock.timers()).toEqual([clock.now() + 1000])
    clock.advance(1000)
    await vi.waitFor(() => expect(effects).toHaveLength(1))
    await vi.waitFor(async () => expect(await outbox.list()).toEqual([]))
    r.stop()
  })

  it('storage refused a pass (a full phone): looks again by itself after a growing wait, not only at the next trigger', async () => {
    const effects = eventServer()
    const clock = fakeClock()
    const outbox = makeOutbox(freshIdb(), clock)
    await outbox.enqueueEvent(eventCall(1), COMMON)
    const full = () => Promise.reject(quotaError())
    vi.spyOn(outbox, 'prune').mockImplementationOnce(full).mockImplementationOnce(full)
    const r = new Runner({ outbox, send: testSender(), locks: fakeLocks(), random: () => 0 })
    expect(await r.replayAll('enqueue')).toBeNull()
    expect(clock.timers()).toEqual([clock.now() + 1000])
    clock.advance(1000)
    // Refused again: the next look waits longer.
    await vi.waitFor(() => expect(clock.timers()).toEqual([clock.now() + 2000]))
    expect(effects).toEqual([])
    clock.advance(2000)
    await vi.waitFor(() => expect(effects.map((e) => e.moduleId)).toEqual(['1']))
    await vi.waitFor(async () => expect(await outbox.list()).toEqual([]))
    r.stop()
  })

  it('a trigger that comes while storage refuses a pass (space freed, back online) gets its pass at once', async () => {
    const effects = eventServer()
    const clock = fakeClock()
    const outbox = makeOutbox(freshIdb(), clock)
    await outbox.enqueueEvent(eventCall(1), COMMON)
    let refuse!: () => void
    vi.spyOn(outbox, 'prune').mockImplementationOnce(() => new Promise((_, reject) => (refuse = () => reject(quotaError()))))
    const r = new Runner({ outbox, send: testSender(), locks: fakeLocks(), autoWake: false })
    const pass = r.replayAll('enqueue')
    await vi.waitFor(() => expect(refuse).toBeTypeOf('function'))
    expect(r.replayAll('online')).toBe(pass)
    refuse()
    expect((await pass)?.events.sent).toBe(1)
    expect(effects.map((e) => e.moduleId)).toEqual(['1'])
  })

  it('answers null, not a crash, when storage is unavailable', async () => {
    const r = new Runner({ outbox: makeOutbox(null), send: testSender(), locks: null, autoWake: false })
    expect(await r.replayAll('online')).toBeNull()
  })
})
