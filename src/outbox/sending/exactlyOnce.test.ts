import { HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'

import { call, ok } from '@sandbox/kit'
import { server } from '@sandbox/node'

import { sendOrQueueComplaint } from '../page'
import { ENTRIES, openDb, transact } from '../queue/db'
import { type ComplaintEntry, ENTRY_VERSION } from '../queue/types'
import { attemptEntry } from '../replay/attempt'
import { discardEntry, leaseMs } from '../replay/locks'
import { replayAll, replayQueue } from '../replay/replay'
import {
  COMMON,
  complaint,
  complaintServer,
  image,
  makeOutbox,
  queuedInFlight,
  receivedBy,
  replaySetup,
  scenarios,
  sendDeps,
  storedBytes,
  TEST_WIRE,
  testSender,
} from '../testUtils'

/*
 * The outbox's state machine against a server that does NOT honour Idempotency-Key (the sandbox's
 * `no-idempotency` mode): the complaint must reach it exactly once whatever goes wrong, with a
 * fake clock and fake-indexeddb.
 */

const DAY = 24 * 3600_000
const USER = { ...COMMON, user_id: 'U-1001' }
const setup = replaySetup
const saves = () => receivedBy('/problem-save')

describe('exactly once without the server honouring Idempotency-Key', () => {
  it('timeout after storing: no replay straight away; the next attempt finds it in problem-list and does not send it again', async () => {
    const effects = complaintServer()
    scenarios('no-idempotency', 'problem-save=timeout-after@1')
    const s = setup()
    const res = await sendOrQueueComplaint(complaint([image(1)]), sendDeps(s))
    expect(res.status).toBe('queued')
    expect(effects.saves).toHaveLength(1)
    const [e] = await s.outbox.list()
    expect(e).toMatchObject({ state: 'waiting', unsure: true, lastError: { kind: 'timeout' } })

    // Straight after (even on a connectivity trigger): not due, nothing sent.
    await replayAll(s.deps, { connectivityChanged: true })
    expect(saves()).toHaveLength(1)

    s.clock.advance(5 * 60_000)
    const report = await replayAll(s.deps)
    expect(report.complaints.sent).toBe(1)
    // One look before the save (the baseline), one after the unsure save.
    expect(receivedBy('/problem-list')).toHaveLength(2)
    expect(saves()).toHaveLength(1)
    expect(effects.saves).toHaveLength(1)
    expect(await s.outbox.list()).toEqual([])
  })

  it('a save tried while the device says it is offline never left: no doubt, so the next pass sends it at once, once', async () => {
    const effects = complaintServer()
    scenarios('no-idempotency', 'problem-save=network@1')
    const s = setup()
    expect((await sendOrQueueComplaint(complaint([]), sendDeps(s, { online: () => false }))).status).toBe('queued')
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await replayAll(s.deps)
    offline.mockRestore()
    const [after] = await s.outbox.list()
    expect(after).toMatchObject({ state: 'waiting', lastError: { kind: 'network' } })
    expect(after.queue === 'complaints' && after.unsure).toBeFalsy()
    // Back online, after the network backoff only (not a settle window): sent, and stored once.
    s.clock.advance(60_000)
    await replayAll(s.deps)
    expect(effects.saves).toHaveLength(1)
    expect(await s.outbox.list()).toEqual([])
  })

  for (const { what, save, stored } of [
    { what: 'answer lost after storing (cut mid-answer): reconciled on the next attempt, stored once', save: 'network-after', stored: 1 },
    { what: 'a timeout before the server stored it: the reconcile finds nothing, so it is sent, once', save: 'timeout', stored: 0 },
  ])
    it(what, async () => {
      const effects = complaintServer()
      scenarios('no-idempotency', `problem-save=${save}@1`)
      const s = setup()
      const images = [image(1), image(2)]
      expect((await sendOrQueueComplaint(complaint(images), sendDeps(s))).status).toBe('queued')
      expect(effects.saves).toHaveLength(stored)
      s.clock.advance(5 * 60_000)
      await replayAll(s.deps)
      expect(effects.saves).toHaveLength(1)
      expect(effects.uploads).toHaveLength(images.length)
      expect(await s.outbox.list()).toEqual([])
    })

  it('an entry being sent is not taken by a second replayer before its lease ends; the lease outlasts the request timeout', async () => {
    const effects = complaintServer()
    scenarios('no-idempotency', 'problem-save=slow:150')
    const s = setup()
    const tab2 = makeOutbox(s.idb, s.clock)
    await s.outbox.enqueueComplaint(complaint([image(1)]), COMMON)
    // Two replayers at once, without Web Locks (replayQueue takes no cross-context lock).
    const [a, b] = await Promise.all([
      replayQueue('complaints', s.deps, {}, null),
      replayQueue('complaints', { ...s.deps, outbox: tab2 }, {}, null),
    ])
    expect(a.sent + b.sent).toBe(1)
    expect(effects.saves).toHaveLength(1)
    const e = {
      wire: TEST_WIRE,
      queue: 'complaints',
      images: [
        { name: 'a', type: '' },
        { name: 'b', type: '' },
      ],
    } as unknown as ComplaintEntry
    expect(leaseMs(e)).toBeGreaterThan(TEST_WIRE.timeoutMs * 4)
  })

  it('a sender that died mid-save (lease over): the next one reconciles first and does not store it twice', async () => {
    const effects = complaintServer()
    scenarios('no-idempotency')
    const s = setup()
    // The dead page: it noted the baseline (no matching row), its save reached the server, then the page was killed before removing the entry.
    await queuedInFlight(s.outbox, { owner: 'dead-tab', until: s.clock.now() + 500, ms: 500 }, { unsure: true, baseline: [] })
    await testSender()(
      { url: '/user-problem/problem-save', body: { ...complaint(), problemImage: '' } as unknown as Record<string, string>, ok: [0] },
      { settings: TEST_WIRE, commonParams: COMMON },
    )
    // Before its heartbeat has stood still for the lease's length nobody takes it; after, it is reconciled and found.
    expect((await replayAll(s.deps)).complaints.sent).toBe(0)
    s.clock.advance(501)
    expect((await replayAll(s.deps)).complaints.sent).toBe(1)
    expect(effects.saves).toHaveLength(1)
  })

  it('a sender killed during its uploads (a reload, lease over): nothing was saved, so no doubt: no look-up, sent once', async () => {
    const effects = complaintServer()
    scenarios('no-idempotency')
    const s = setup()
    // The dead page never reached its save (which is marked unsure just before it is sent).
    await queuedInFlight(s.outbox, { owner: 'reloaded-tab', until: s.clock.now() + 500, ms: 500 }, {}, complaint([image(1)]))
    // The next pass watches its heartbeat stand still for the lease's length, then takes it.
    expect((await replayAll(s.deps)).complaints.sent).toBe(0)
    s.clock.advance(501)
    scenarios('problem-list=networkx9')
    expect((await replayAll(s.deps)).complaints.sent).toBe(1)
    expect(receivedBy('/problem-list')).toHaveLength(1)
    expect(effects.saves).toHaveLength(1)
  })
})

describe('no poison line', () => {
  it('a complaint that keeps getting 5xx goes to the failed list after N errors; the one behind it is sent at once', async () => {
    const effects = complaintServer()
    // The lender fails on this one complaint only (e.g. a text its database chokes on).
    server.use(
      call('post', '/user-problem/problem-save', ({ body }) => {
        if (body.problemDetail.startsWith('Poison')) return HttpResponse.json({ message: 'boom' }, { status: 500 })
        effects.saves.push(body)
        return ok(null)
      }),
    )
    const s = setup()
    await s.outbox.enqueueComplaint(complaint([], 'Poison: seva inajibu 500 kila mara.'), COMMON)
    await s.outbox.enqueueComplaint(complaint([], 'Good: nimelipa lakini deni bado lipo.'), COMMON)
    scenarios('no-idempotency')
    const deps = { ...s.deps, poison: { serverErrors: 3, maxAgeMs: DAY } }
    await replayAll(deps)
    // The good one did not wait behind the poison one.
    expect(effects.saves.map((b) => b.problemDetail)).toEqual(['Good: nimelipa lakini deni bado lipo.'])
    for (let i = 0; i < 4; i++) {
      s.clock.advance(10 * 60_000)
      await replayAll(deps)
    }
    const left = await s.outbox.snapshot()
    // A 5xx may come after storing: its last save is in doubt, so the borrower is asked, never told "Not sent".
    expect(left.complaints.map((c) => [c.state, c.unchecked, c.complaint?.problemDetail])).toEqual([
      ['failed', true, 'Poison: seva inajibu 500 kila mara.'],
    ])
    expect(receivedBy('/problem-save').filter((r) => r.body.problemDetail.startsWith('Poison'))).toHaveLength(3)
    expect(effects.saves).toHaveLength(1)
  })

  it('gives up after 24 h of server errors even below N; a network error alone never gives up', async () => {
    complaintServer()
    scenarios('no-idempotency', 'problem-save=500')
    const s = setup()
    const q = await s.outbox.enqueueComplaint(complaint(), COMMON)
    const deps = { ...s.deps, poison: { serverErrors: 1000, maxAgeMs: DAY } }
    await replayAll(deps)
    await s.outbox.update(q.ok ? q.id : '', (e) => ({ ...e, elapsedMs: e.elapsedMs + DAY, seenAt: s.clock.now() + 10 * 60_000 }))
    s.clock.advance(10 * 60_000)
    await replayAll(deps)
    expect((await s.outbox.list())[0]).toMatchObject({ state: 'failed', serverErrors: 2, unsure: true, lastError: { kind: 'unchecked' } })
  })
})

describe('owners and sessions', () => {
  it("another borrower's entries are never sent nor shown", async () => {
    const effects = complaintServer()
    const s = setup()
    await s.outbox.enqueueComplaint(complaint(), USER, { owner: 'u:U-1001' })
    await s.outbox.setSession({
      owner: 'u:U-2002',
      sessionId: 'sess-99',
      commonParams: { ...COMMON, session_id: 'sess-99', user_id: 'U-2002' },
    })
    await replayAll(s.deps)
    expect(effects.saves).toHaveLength(0)
    const other = { owner: 'u:U-2002', sessionId: 'sess-99', commonParams: { ...COMMON, session_id: 'sess-99', user_id: 'U-2002' } }
    expect(await s.outbox.snapshot(other)).toMatchObject({ complaints: [], parked: 1 })
    expect((await s.outbox.snapshot({ owner: 'u:U-1001', sessionId: 'sess-77', commonParams: USER })).complaints).toHaveLength(1)
    expect(await s.outbox.clearOwner('u:U-1001')).toBe(1)
    expect(await s.outbox.list()).toEqual([])
  })

  it('an expired session: waits (not failed) until a new session of the same borrower, then goes with its parameters', async () => {
    const effects = complaintServer()
    scenarios('no-idempotency', 'problem-save=code:401:Session expired@1')
    const s = setup()
    const res = await sendOrQueueComplaint(complaint(), sendDeps(s, { commonParams: USER, owner: 'u:U-1001' }))
    expect(res).toMatchObject({ status: 'queued', needsSession: true })
    expect((await s.outbox.snapshot({ owner: 'u:U-1001', sessionId: 'sess-77', commonParams: USER })).complaints[0]).toMatchObject({
      state: 'waiting',
      needsSession: true,
    })
    // The same old session: not sent again.
    await s.outbox.setSession({ owner: 'u:U-1001', sessionId: 'sess-77', commonParams: USER })
    await replayAll(s.deps, { connectivityChanged: true })
    expect(saves()).toHaveLength(1)
    // A new session of the same borrower.
    await s.outbox.setSession({ owner: 'u:U-1001', sessionId: 'sess-88', commonParams: { ...USER, session_id: 'sess-88' } })
    await replayAll(s.deps)
    expect(saves()).toHaveLength(2)
    expect(saves()[1].query.session_id).toBe('sess-88')
    expect(effects.saves).toHaveLength(1)
  })
})

describe('stored format and clocks', () => {
  it('an unreadable entry becomes failed "could not be read"; the rest keep working; it can be discarded', async () => {
    const effects = complaintServer()
    const s = setup()
    await s.outbox.enqueueComplaint(complaint(), COMMON)
    const db = await openDb(s.idb)
    await transact<void>(
      db,
      [ENTRIES],
      'readwrite',
      (tx) => void tx.objectStore(ENTRIES).put({ id: 'broken-1', v: 2, queue: 'complaints', seq: 0, images: 'not a list' }),
    )
    db.close()
    await replayAll(s.deps)
    expect(effects.saves).toHaveLength(1)
    const snap = await s.outbox.snapshot({ owner: 's:sess-77', sessionId: 'sess-77', commonParams: COMMON })
    expect(snap.complaints).toEqual([expect.objectContaining({ id: 'broken-1', state: 'failed', unreadable: true })])
    expect(await discardEntry(s.outbox, 'broken-1')).toBe(true)
    expect(await s.outbox.list()).toEqual([])
  })

  it('migrates a v1 entry (the first stored format): owner from its parameters, sent with its own API base', async () => {
    const effects = complaintServer()
    const s = setup()
    const db = await openDb(s.idb)
    const v1 = {
      id: 'old-1',
      key: 'old-1',
      seq: 1,
      createdAt: s.clock.now(),
      state: 'waiting',
      attempts: 0,
      nextAttemptAt: 0,
      commonParams: COMMON,
      apiBase: '/api',
      queue: 'complaints',
      complaint: { problemType: '1', problemSonType: '12', problemDetail: 'Kutoka toleo la zamani.', orderNo: 'ORD174001' },
      images: [],
    }
    await transact<void>(db, [ENTRIES], 'readwrite', (tx) => void tx.objectStore(ENTRIES).put(v1))
    db.close()
    expect((await s.outbox.list())[0]).toMatchObject({ v: ENTRY_VERSION, owner: 's:sess-77' })
    await replayAll(s.deps)
    expect(effects.saves.map((b) => b.problemDetail)).toEqual(['Kutoka toleo la zamani.'])
  })

  it('clock forward one year: not expired at once, photos kept; clock back one year: not parked for a year', async () => {
    complaintServer()
    scenarios('no-idempotency', 'upload-problem-img=network')
    const s = setup()
    await s.outbox.enqueueComplaint(complaint([image(1)]), COMMON)
    await replayAll(s.deps)
    s.clock.advance(365 * DAY)
    await replayAll(s.deps)
    let [e] = (await s.outbox.list()) as ComplaintEntry[]
    expect(e.state).toBe('waiting')
    expect((await storedBytes(s.outbox, e.images[0]))?.byteLength).toBe(1001)
    expect(e.elapsedMs).toBeLessThanOrEqual(7 * 3600_000)
    // Back a year: the due time now lies a year ahead; it counts as due, not as a year's wait.
    const uploads = () => receivedBy('/upload-problem-img').length
    const before = uploads()
    s.clock.advance(-365 * DAY)
    await replayAll(s.deps)
    expect(uploads()).toBe(before + 1)
    ;[e] = (await s.outbox.list()) as ComplaintEntry[]
    expect(e.state).toBe('waiting')
    expect((await storedBytes(s.outbox, e.images[0]))?.byteLength).toBe(1001)
  })

  it('a direct attempt by the page and the replay run the same code: one claim at a time', async () => {
    complaintServer()
    const s = setup()
    const q = await s.outbox.enqueueComplaint(complaint(), COMMON)
    await s.outbox.update(q.ok ? q.id : '', (x) => ({ ...x, state: 'sending', lease: { owner: 'worker', until: s.clock.now() + 500 } }))
    expect(await attemptEntry(q.ok ? q.id : '', s.deps, { session: null })).toEqual({ kind: 'skipped' })
    expect(saves()).toHaveLength(0)
  })
})
