import { describe, expect, it } from 'vitest'

import { call, ok } from '@sandbox/kit'
import { server } from '@sandbox/node'

import { sendOrQueueComplaint } from '../sending/sendOrQueue'
import { COMMON, complaint, complaintServer, fakeLocks, image, makeOutbox, replaySetup, scenarios, sendDeps } from '../testUtils'
import { attemptEntry } from './attempt'
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

describe.each([
  ['ten minutes ahead', 10 * 60_000],
  ['an hour back', -3600_000],
])('the clock set %s during a direct send', (_name, jump) => {
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
    const effects = complaintServer()
    scenarios('no-idempotency')
    const save = slowSave(effects)
    const s = replaySetup()
    const locks = fakeLocks()
    const q = await s.outbox.enqueueComplaint(complaint(), COMMON)
    const id = q.ok ? q.id : ''
    const first = attemptEntry(id, { ...s.deps, locks }, { session: null })
    await save.started
    s.clock.jump(jump)
    expect(await attemptEntry(id, { ...s.deps, locks }, { session: null })).toEqual({ kind: 'skipped' })
    save.release()
    expect(await first).toEqual({ kind: 'sent' })
    expect(effects.saves).toHaveLength(1)
  })
})

describe('a sender that died', () => {
  it('is taken over once its heartbeat has stood still for the lease length on the watcher’s own clock, not by the wall clock', async () => {
    const effects = complaintServer()
    scenarios('no-idempotency')
    const s = replaySetup()
    const q = await s.outbox.enqueueComplaint(complaint(), COMMON)
    const id = q.ok ? q.id : ''
    await s.outbox.update(id, (x) => ({
      ...x,
      state: 'sending',
      lease: { owner: 'dead-tab', until: s.clock.now() + 1000, ms: 1000, beat: 3 },
    }))
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
