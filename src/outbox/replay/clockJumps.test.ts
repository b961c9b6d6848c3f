import { describe, expect, it, vi } from 'vitest'

import { call, ok } from '@sandbox/kit'
import { server } from '@sandbox/node'

import { sendOrQueueComplaint } from '../page'
import {
  COMMON,
  complaint,
  complaintServer,
  fakeClock,
  fakeLocks,
  freshIdb,
  heldReplayLease,
  image,
  makeOutbox,
  queuedInFlight,
  replaySetup,
  scenarios,
  sendDeps,
} from '../testUtils'
import { attemptEntry } from './attempt'
import { discardEntry } from './locks'
import { replayAll } from './replay'

/*
 * The phone's clock set forward or back while a complaint is being sent: another sender (the
 * worker, another tab) must not save it again. Without Web Locks the lease is judged by its
 * heartbeat on the watcher's monotonic clock; with them, by the entry's own lock.
 */

/** A save the lender takes a moment over; `started` resolves when it is on the wire. */
function slowSave(effects: ReturnType<typeof complaintServer>) {
  let release = () => undefined as void
  let onStart = () => undefined as void
  const started = new Promise<void>((r) => (onStart = r))
  const gate = new Promise<void>((r) => (release = r))
  server.use(
    call('post', '/user-problem/problem-save', async ({ body }) => {
      onStart()
      await gate
      effects.saves.push(body)
      return ok(null)
    }),
  )
  return { started, release }
}

/** The wall clock moved while something waits: set ten minutes ahead, or an hour back. */
const CLOCK_JUMPS = [
  ['ten minutes ahead', 10 * 60_000],
  ['an hour back', -3600_000],
] as const

describe.each(CLOCK_JUMPS)('the clock set %s during a direct send', (_name, jump) => {
  it('without Web Locks: another tab replaying meanwhile does not save it again; it is saved once', async () => {
    const effects = complaintServer()
    scenarios('no-idempotency')
    const save = slowSave(effects)
    const s = replaySetup()
    const direct = sendOrQueueComplaint(complaint([image(1)]), sendDeps(s))
    await save.started
    s.clock.jump(jump)
    // Another tab on the same database, watching for longer than the lease would last by the wall clock.
    const other = makeOutbox(s.idb, s.clock)
    const deps = { ...s.deps, outbox: other, locks: null }
    expect((await replayAll(deps)).complaints.sent).toBe(0)
    s.clock.advance(100)
    expect((await replayAll(deps)).complaints.sent).toBe(0)
    save.release()
    expect(await direct).toEqual({ status: 'sent' })
    expect(await replayAll(deps)).toMatchObject({ complaints: { sent: 0 } })
    expect(effects.saves).toHaveLength(1)
    expect(await s.outbox.list()).toEqual([])
  })

  it('with Web Locks: the entry is locked while it is sent; another attempt is skipped whatever the clock says', async () => {
    const { effects, save, s, locks, id } = await queuedWithLocks()
    const first = attemptEntry(id, { ...s.deps, locks }, { session: null })
    await save.started
    s.clock.jump(jump)
    expect(await attemptEntry(id, { ...s.deps, locks }, { session: null })).toEqual({ kind: 'skipped' })
    save.release()
    expect(await first).toEqual({ kind: 'sent' })
    expect(effects.saves).toHaveLength(1)
  })
})

/** One complaint queued against a lender whose save waits for the test, with Web Locks. */
async function queuedWithLocks() {
  const effects = complaintServer()
  scenarios('no-idempotency')
  const save = slowSave(effects)
  const s = replaySetup()
  const locks = fakeLocks()
  const q = await s.outbox.enqueueComplaint(complaint(), COMMON)
  return { effects, save, s, locks, id: q.ok ? q.id : '' }
}

describe('a sender that died', () => {
  it('is taken over once its heartbeat has stood still for the lease length on the watcher’s own clock, not by the wall clock', async () => {
    const effects = complaintServer()
    scenarios('no-idempotency')
    const s = replaySetup()
    await queuedInFlight(s.outbox, { owner: 'dead-tab', until: s.clock.now() + 1000, ms: 1000, beat: 3 })
    const deps = { ...s.deps, locks: null }
    // A year ahead on the wall clock: nothing has been watched yet, so nobody takes it.
    s.clock.jump(365 * 24 * 3600_000)
    expect((await replayAll(deps)).complaints.sent).toBe(0)
    s.clock.advance(500)
    expect((await replayAll(deps)).complaints.sent).toBe(0)
    s.clock.advance(501)
    expect((await replayAll(deps)).complaints.sent).toBe(1)
    expect(effects.saves).toHaveLength(1)
  })
})

describe('the replay lease without Web Locks', () => {
  const JUMPS = [10 * 60_000, -3600_000]

  it('a live replayer keeps it whatever the wall clock does; it is free once released', async () => {
    const clock = fakeClock()
    const { b, running, release } = heldReplayLease(clock)
    await vi.waitFor(() => expect(clock.timers()).toHaveLength(1))
    for (const jump of JUMPS) {
      clock.jump(jump)
      expect(await b.acquireLease('b', 30_000)).toBe(false)
      // The holder renews (its beat moves) every 10 s of its own time.
      clock.advance(20_000)
      await vi.waitFor(async () => expect(await b.acquireLease('b', 30_000)).toBe(false))
    }
    release()
    expect(await running).toMatchObject({ ran: true })
    expect(await b.acquireLease('b', 30_000)).toBe(true)
  })

  it.each(JUMPS)(
    'a replayer that died is taken one lease length after another first sees it, not by the wall clock (jump %d ms)',
    async (jump) => {
      const clock = fakeClock()
      const idb = freshIdb()
      const dead = makeOutbox(idb, clock)
      const b = makeOutbox(idb, clock)
      expect(await dead.acquireLease('dead-tab', 30_000)).toBe(true)
      clock.jump(jump)
      expect(await b.acquireLease('b', 30_000)).toBe(false)
      clock.advance(29_000)
      expect(await b.acquireLease('b', 30_000)).toBe(false)
      clock.advance(1_000)
      expect(await b.acquireLease('b', 30_000)).toBe(true)
    },
  )
})

describe.each(CLOCK_JUMPS)('Discard with the clock set %s', (_name, jump) => {
  it('without Web Locks: refused while the sender beats; a dead sender’s entry goes once its beat stood still for the lease length', async () => {
    const s = replaySetup()
    const lease = (beat: number) => ({ owner: 'other-tab', until: s.clock.now() + 1000, ms: 1000, beat })
    const id = await queuedInFlight(s.outbox, lease(1))
    s.clock.jump(jump)
    expect(await discardEntry(s.outbox, id, null)).toBe(false)
    s.clock.advance(900)
    await s.outbox.update(id, (x) => ({ ...x, lease: lease(2) }))
    s.clock.advance(900)
    expect(await discardEntry(s.outbox, id, null)).toBe(false)
    // The sender died: its beat stays at 2, first seen just now; the clock set right again changes nothing.
    s.clock.jump(-jump)
    s.clock.advance(999)
    expect(await discardEntry(s.outbox, id, null)).toBe(false)
    s.clock.advance(2)
    expect(await discardEntry(s.outbox, id, null)).toBe(true)
    expect(await s.outbox.list()).toEqual([])
  })

  it('with Web Locks: refused while an attempt holds the entry, whatever the clock says; it goes once the attempt is over', async () => {
    const { effects, save, s, locks, id } = await queuedWithLocks()
    await s.outbox.update(id, (x) => ({ ...x, nextAttemptAt: s.clock.now() + 60_000 }))
    const first = attemptEntry(id, { ...s.deps, locks }, { session: null })
    await save.started
    s.clock.jump(jump)
    expect(await discardEntry(s.outbox, id, locks)).toBe(false)
    save.release()
    expect(await first).toEqual({ kind: 'sent' })
    expect(effects.saves).toHaveLength(1)
    // A stale 'sending' record whose holder is gone (its lock free) can be discarded at once.
    const q2 = await s.outbox.enqueueComplaint(complaint(), COMMON)
    const id2 = q2.ok ? q2.id : ''
    await s.outbox.update(id2, (x) => ({ ...x, state: 'sending', lease: { owner: 'dead', until: s.clock.now() + 3600_000, ms: 3600_000 } }))
    expect(await discardEntry(s.outbox, id2, locks)).toBe(true)
  })
})
