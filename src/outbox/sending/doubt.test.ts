import { IDBObjectStore } from 'fake-indexeddb'
import { HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'

import { call, ok } from '@sandbox/kit'
import { server } from '@sandbox/node'

import { sendOrQueueComplaint } from '../page'
import { replayAll } from '../replay/replay'
import {
  COMMON,
  complaint,
  complaintServer,
  image,
  makeOutbox,
  receivedBy,
  replaySetup,
  scenarios,
  sendDeps,
  TEST_WIRE,
} from '../testUtils'
import { resetUnkeptDoubt } from './unkeptDoubt'

/*
 * A save whose outcome is unknown, against a lender that ignores Idempotency-Key and answers its
 * errors as HTTP 200 with a code: whatever the look-up before a resend answers short of a readable
 * list, the complaint stays in doubt and is never sent again by itself.
 */

const setup = replaySetup

describe('a refused look-up is doubt, whatever its HTTP status', () => {
  it('problem-list answering 200 {code 500, System busy} keeps the complaint unsure; the next readable list settles it; stored once', async () => {
    const effects = complaintServer()
    // Call 1 of problem-list is the baseline before the save; call 2 the check after the lost answer.
    scenarios('no-idempotency', 'problem-save=timeout-after@1', 'problem-list=code:500:System busy@2')
    const s = setup()
    expect((await sendOrQueueComplaint(complaint(), sendDeps(s))).status).toBe('queued')
    s.clock.advance(5 * 60_000)
    await replayAll(s.deps)
    const [e] = await s.outbox.list()
    expect(e).toMatchObject({ state: 'waiting', unsure: true, checks: 1 })
    // The borrower's Retry on a waiting entry changes nothing; the next pass looks it up again.
    await s.outbox.retry(e.id)
    s.clock.advance(10 * 60_000)
    await replayAll(s.deps)
    expect(await s.outbox.list()).toEqual([])
    expect(receivedBy('/problem-save')).toHaveLength(1)
    expect(effects.saves).toHaveLength(1)
  })

  it('a look-up refused every time ends with the borrower asked, never with "not sent" nor a resend', async () => {
    const effects = complaintServer()
    scenarios('no-idempotency', 'problem-save=timeout-after@1', 'problem-list=code:500:System busy')
    const s = setup()
    await sendOrQueueComplaint(complaint(), sendDeps(s))
    for (let i = 0; i < 6; i++) {
      s.clock.advance(10 * 60_000)
      await replayAll(s.deps)
    }
    const snap = await s.outbox.snapshot()
    expect(snap.complaints).toEqual([expect.objectContaining({ state: 'failed', unchecked: true })])
    expect(effects.saves).toHaveLength(1)
  })
})

describe('a lease keeps its own length', () => {
  it('a replay pass during a direct send with photos, once the photos are up, does not save it again', async () => {
    const effects = complaintServer()
    scenarios('no-idempotency')
    let saveStarted = () => undefined as void
    const started = new Promise<void>((r) => (saveStarted = r))
    server.use(
      call('post', '/user-problem/problem-save', async ({ body }) => {
        saveStarted()
        await new Promise((r) => setTimeout(r, 150))
        effects.saves.push(body)
        return ok(null)
      }),
    )
    const s = setup()
    const direct = sendOrQueueComplaint(complaint([image(1), image(2), image(3)]), sendDeps(s))
    await started
    // Moments later, with the save on the wire: a second sender (the worker, another tab) replays.
    s.clock.advance(100)
    expect((await replayAll(s.deps)).complaints.sent).toBe(0)
    expect(await direct).toEqual({ status: 'sent' })
    expect(effects.uploads).toHaveLength(3)
    expect(effects.saves).toHaveLength(1)
  })
})

describe('claim and delete in one transaction', () => {
  it('a crash between remembering the row and deleting the entry leaves neither: the next pass finds the row again, nothing is sent twice', async () => {
    const effects = complaintServer()
    scenarios('no-idempotency', 'problem-save=timeout-after@1')
    const s = setup()
    expect((await sendOrQueueComplaint(complaint(), sendDeps(s))).status).toBe('queued')
    s.clock.advance(5 * 60_000)
    // The page dies as the entry is deleted after the look-up found its row.
    const del = vi.spyOn(IDBObjectStore.prototype, 'delete').mockImplementationOnce(() => {
      throw new Error('the tab was killed')
    })
    await replayAll(s.deps).catch(() => undefined)
    del.mockRestore()
    expect(await s.outbox.list()).toHaveLength(1)
    // The next passes watch the dead attempt's heartbeat stand still for the lease's length, then take it.
    await replayAll(s.deps)
    s.clock.advance(10 * 60_000)
    await replayAll(s.deps)
    expect(await s.outbox.list()).toEqual([])
    expect(receivedBy('/problem-save')).toHaveLength(1)
    expect(effects.saves).toHaveLength(1)
  })
})

describe('Send always answers', () => {
  it('a full phone: a write after the complaint was kept fails (QuotaExceededError); Send answers "kept, storage full", and the replay sends it once', async () => {
    const effects = complaintServer()
    scenarios('no-idempotency')
    const s = setup()
    const update = s.outbox.update.bind(s.outbox)
    let writes = 0
    // The claim goes through; the write of the first photo's URL finds the phone full.
    vi.spyOn(s.outbox, 'update').mockImplementation((id, change) =>
      ++writes === 2 ? Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')) : update(id, change),
    )
    const res = await sendOrQueueComplaint(complaint([image(1)]), sendDeps(s))
    expect(res).toMatchObject({ status: 'queued', storage: 'full' })
    vi.mocked(s.outbox.update).mockRestore()
    const [e] = await s.outbox.list()
    // A pass watches the dead attempt's heartbeat stand still for the lease's length, then takes it.
    await replayAll(s.deps)
    s.clock.advance(e.lease!.ms! + 1)
    await replayAll(s.deps)
    expect(await s.outbox.list()).toEqual([])
    expect(effects.saves).toHaveLength(1)
  })

  it('offline: kept without a try, and said so', async () => {
    complaintServer()
    const s = setup()
    expect(await sendOrQueueComplaint(complaint(), { ...sendDeps(s), online: () => false })).toMatchObject({
      status: 'queued',
      offline: true,
    })
  })
})

describe('a maintenance window', () => {
  it('503 with Retry-After 3600 for hours: the complaint waits the hour each time and is never given up; sent once the lender is back', async () => {
    const effects = complaintServer()
    let down = true
    server.use(
      call('post', '/user-problem/problem-save', ({ body }) => {
        if (down) return HttpResponse.json({ message: 'Maintenance' }, { status: 503, headers: { 'Retry-After': '3600' } })
        effects.saves.push(body)
        return ok(null)
      }),
    )
    const s = setup()
    await s.outbox.enqueueComplaint(complaint(), COMMON)
    const deps = { ...s.deps, poison: { serverErrors: 3, maxAgeMs: 24 * 3600_000 } }
    await replayAll(deps)
    let [e] = await s.outbox.list()
    expect(e.nextAttemptAt - s.clock.now()).toBe(3600_000)
    for (let i = 0; i < 30; i++) {
      s.clock.advance(3600_000)
      await replayAll(deps)
    }
    ;[e] = await s.outbox.list()
    expect(e).toMatchObject({ state: 'waiting', serverErrors: 0 })
    expect((await s.outbox.snapshot()).complaints[0]).toMatchObject({ state: 'waiting', unavailable: true })
    down = false
    s.clock.advance(3600_000)
    await replayAll(deps)
    expect(await s.outbox.list()).toEqual([])
    expect(effects.saves).toHaveLength(1)
  })
})

describe('no storage (private mode)', () => {
  /** A page with no storage, the lender in `scenario`s: its send deps under `key`; the doubt of a save in this tab forgotten. */
  function privateMode(key: string, ...scenario: string[]) {
    const effects = complaintServer()
    scenarios(...scenario)
    resetUnkeptDoubt()
    const s = setup()
    return { effects, s, deps: { ...sendDeps(s), outbox: makeOutbox(null, s.clock), idempotencyKey: key } }
  }

  it('a save whose answer is lost is "unsure", not "could not be sent"; Send again under the same key looks it up first: stored once', async () => {
    const { effects, deps } = privateMode('key-private-1', 'no-idempotency', 'problem-save=timeout-after@1')
    expect(await sendOrQueueComplaint(complaint(), deps)).toMatchObject({ status: 'failed', reason: 'unsure' })
    expect(await sendOrQueueComplaint(complaint(), deps)).toEqual({ status: 'sent' })
    expect(receivedBy('/problem-save')).toHaveLength(1)
    expect(effects.saves).toHaveLength(1)
  })

  it('the doubt survives a reload of the tab (sessionStorage): Send again after it looks the save up first; stored once', async () => {
    const { effects, deps } = privateMode('key-private-3', 'no-idempotency', 'problem-save=timeout-after@1')
    expect(await sendOrQueueComplaint(complaint(), deps)).toMatchObject({ status: 'failed', reason: 'unsure' })
    // The page reloads: its memory is gone, the tab's sessionStorage is not.
    resetUnkeptDoubt(true)
    expect(await sendOrQueueComplaint(complaint(), deps)).toEqual({ status: 'sent' })
    expect(effects.saves).toHaveLength(1)
    resetUnkeptDoubt()
  })

  it('Send again while the list may still be late (nothing in it yet) is still "unsure" and sends nothing; once the settle window has passed since the save, it is sent', async () => {
    const { effects, s, deps } = privateMode('key-private-4', 'no-idempotency', 'problem-save=timeout@1')
    expect(await sendOrQueueComplaint(complaint(), deps)).toMatchObject({ status: 'failed', reason: 'unsure' })
    // The wall clock set ahead changes nothing: the window is watched on the page's monotonic clock.
    s.clock.jump(10 * 60_000)
    expect(await sendOrQueueComplaint(complaint(), deps)).toMatchObject({ status: 'failed', reason: 'unsure' })
    expect(receivedBy('/problem-save')).toHaveLength(1)
    s.clock.advance(2 * TEST_WIRE.timeoutMs)
    expect(await sendOrQueueComplaint(complaint(), deps)).toEqual({ status: 'sent' })
    expect(receivedBy('/problem-save')).toHaveLength(2)
    expect(effects.saves).toHaveLength(1)
    resetUnkeptDoubt()
  })

  it('a failure before the save is still "could not be sent": nothing can have been stored', async () => {
    const { deps } = privateMode('key-private-2', 'upload-problem-img=network')
    expect(await sendOrQueueComplaint(complaint([image(1)]), deps)).toMatchObject({ status: 'failed', reason: 'notKept' })
    expect(receivedBy('/problem-save')).toHaveLength(0)
  })
})
