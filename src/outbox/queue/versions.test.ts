import { describe, expect, it } from 'vitest'

import { sendOrQueueComplaint } from '../page'
import { replayAll } from '../replay/replay'
import * as last from '../testing/lastReleaseFormat'
import {
  COMMON,
  complaint,
  complaintServer,
  eventServer,
  image,
  makeOutbox,
  replaySetup,
  scenarios,
  sendDeps,
  TEST_WIRE,
} from '../testUtils'
import { ENTRIES, openDb, transact } from './db'
import { readEntry } from './format'
import { ENTRY_VERSION } from './types'

/*
 * An update and its rollback keep the queue readable: the previous release's reader (a frozen
 * copy) reads what this release stores, this release reads what the previous one stored, and an
 * entry a newer release stored is read by the fields this one knows and keeps the rest.
 */

async function rawRecords(idb: IDBFactory): Promise<Record<string, unknown>[]> {
  const db = await openDb(idb)
  const all = await transact<Record<string, unknown>[]>(db, [ENTRIES], 'readonly', (tx, set) => {
    const req = tx.objectStore(ENTRIES).getAll()
    req.onsuccess = () => set(req.result as Record<string, unknown>[])
  })
  db.close()
  return all
}

async function putRaw(idb: IDBFactory, record: Record<string, unknown>): Promise<void> {
  const db = await openDb(idb)
  await transact<void>(db, [ENTRIES], 'readwrite', (tx) => void tx.objectStore(ENTRIES).put(record))
  db.close()
}

describe('the stored format across an update and a rollback', () => {
  it("the previous release's reader reads every entry this release stores: waiting, unsure with a heartbeat lease, failed past its date", async () => {
    complaintServer()
    scenarios('no-idempotency', 'problem-save=timeout-after@1')
    const s = replaySetup()
    await s.outbox.enqueueEvent({ method: 'POST', path: '/service/event/save', body: { moduleId: '1' } }, COMMON)
    await sendOrQueueComplaint(complaint([image(1)], 'Lost answer.'), sendDeps(s))
    const q = await s.outbox.enqueueComplaint(complaint([image(2)], 'Refused.'), COMMON, {
      failed: { kind: 'http', status: 400, message: 'No' },
    })
    await s.outbox.update(q.ok ? q.id : '', (x) => ({ ...x, overdueFrom: 5, lease: { owner: 'tab', until: 1, ms: 10, beat: 4 } }))
    const records = await rawRecords(s.idb)
    expect(records).toHaveLength(3)
    for (const raw of records) {
      const old = last.readEntry(raw, TEST_WIRE, s.clock.now())
      const now = readEntry(raw, TEST_WIRE, s.clock.now())
      expect(old).not.toBeNull()
      // What the previous release reads is what this one reads, but for the fields it does not know.
      const { overdueFrom: _o, settle: _s, ...rest } = now as unknown as Record<string, unknown> & { lease?: object }
      expect(old).toEqual({ ...rest, ...(rest.lease ? { lease: { ...rest.lease, beat: undefined } } : {}) })
    }
  })

  it('this release reads and sends what the previous release stored', async () => {
    const effects = complaintServer()
    eventServer()
    const s = replaySetup()
    const made = last.newEntry({ id: 'old-1', owner: 's:sess-77' }, COMMON, { now: s.clock.now(), key: 'old-1', wire: TEST_WIRE })
    await putRaw(s.idb, {
      ...made,
      seq: 1,
      queue: 'complaints',
      complaint: { problemType: '1', problemSonType: '', problemDetail: 'From the last release.', orderNo: 'ORD1' },
      images: [],
    })
    expect(readEntry((await rawRecords(s.idb))[0], TEST_WIRE, s.clock.now())).not.toBeNull()
    await s.outbox.setSession({ owner: 's:sess-77', sessionId: 'sess-77', commonParams: COMMON })
    await replayAll(s.deps)
    expect(effects.saves.map((b) => b.problemDetail)).toEqual(['From the last release.'])
  })

  it('an entry a newer release stored is read by the fields this one knows, sent, and its other fields and version kept on every write', async () => {
    const s = replaySetup()
    const q = await s.outbox.enqueueComplaint(complaint([], 'Written by the next release.'), COMMON)
    const [raw] = await rawRecords(s.idb)
    await putRaw(s.idb, { ...raw, v: ENTRY_VERSION + 1, future: { kept: true } })
    // Two writes of this release: the age bounds and a Retry-like update.
    await s.outbox.prune()
    await s.outbox.update(q.ok ? q.id : '', (x) => ({ ...x, attempts: 1 }))
    const [after] = await rawRecords(s.idb)
    expect(after).toMatchObject({ v: ENTRY_VERSION + 1, future: { kept: true }, attempts: 1 })
    expect((await s.outbox.snapshot()).complaints).toEqual([expect.objectContaining({ state: 'waiting' })])
    // Another outbox on the same database (a tab of the rolled-back version) sends it.
    const effects = complaintServer()
    const other = makeOutbox(s.idb, s.clock)
    await other.setSession({ owner: 's:sess-77', sessionId: 'sess-77', commonParams: COMMON })
    await replayAll({ ...s.deps, outbox: other })
    expect(effects.saves.map((b) => b.problemDetail)).toEqual(['Written by the next release.'])
  })
})
