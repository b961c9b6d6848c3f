import { IDBObjectStore } from 'fake-indexeddb'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { replayAll } from '../replay/replay'
import * as kit from '../testUtils'
import { ENTRIES, openDb, transact } from './db'
import { PHOTOS } from './photos'
import { type ComplaintEntry, type EventCall, LIMITS } from './types'

/*
 * What this phone keeps, for how long, and what a replay pass writes: photo bytes are written once
 * (in a store of their own) and deleted on upload; personal data goes by the wall clock.
 */

const HOUR = 3600_000
const DAY = 24 * HOUR

afterEach(() => vi.restoreAllMocks())

const setup = kit.replaySetup

/** Bytes of photo data (ArrayBuffers, inline or on their own) every IndexedDB put writes from now on. */
function countPhotoBytes() {
  const counter = { bytes: 0 }
  const put = IDBObjectStore.prototype.put
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
    counter.bytes += bufferBytes(value)
    return put.call(this, value, key)
  })
  return counter
}
function bufferBytes(x: unknown): number {
  if (Object.prototype.toString.call(x) === '[object ArrayBuffer]') return (x as ArrayBuffer).byteLength
  if (Array.isArray(x)) return x.reduce((n: number, v) => n + bufferBytes(v), 0)
  if (x && typeof x === 'object') return Object.values(x).reduce((n: number, v) => n + bufferBytes(v), 0)
  return 0
}

/** Every stored photo's key (META keys `photo:…`). */
function storedPhotoKeys(db: IDBDatabase): Promise<IDBValidKey[]> {
  return transact<IDBValidKey[]>(db, [PHOTOS], 'readonly', (tx, set) => {
    const req = tx.objectStore(PHOTOS).getAllKeys(IDBKeyRange.bound('photo:', 'photo:\uffff'))
    req.onsuccess = () => set(req.result)
  })
}

async function photoKeys(idb: IDBFactory): Promise<IDBValidKey[]> {
  const db = await openDb(idb)
  const keys = await storedPhotoKeys(db)
  db.close()
  return keys
}

const nine = () => Array.from({ length: 9 }, (_, i) => kit.image(i + 1, 50_000))

describe('write size: photo bytes are written once', () => {
  it('a 9-photo complaint: kept with its bytes once; a pass with nothing new to upload writes no photo bytes', async () => {
    kit.complaintServer()
    kit.scenarios('no-idempotency', 'upload-problem-img=network')
    const s = setup()
    const counter = countPhotoBytes()
    await s.outbox.enqueueComplaint(kit.complaint(nine()), kit.COMMON)
    expect(counter.bytes).toBe(9 * 50_000)
    for (let pass = 0; pass < 5; pass++) {
      counter.bytes = 0
      s.clock.advance(10 * 60_000)
      await replayAll(s.deps, { connectivityChanged: true })
      expect(counter.bytes).toBe(0)
    }
    const [e] = (await s.outbox.list('complaints')) as ComplaintEntry[]
    expect(e.state).toBe('waiting')
    expect(kit.receivedBy('/upload-problem-img').length).toBeGreaterThanOrEqual(5)
    expect(await photoKeys(s.idb)).toHaveLength(9)
  })

  it('uploads delete each photo as its URL arrives; once sent nothing of it is left', async () => {
    const effects = kit.complaintServer()
    kit.scenarios('no-idempotency')
    const s = setup()
    await s.outbox.enqueueComplaint(kit.complaint([kit.image(1), kit.image(2)]), kit.COMMON)
    const counter = countPhotoBytes()
    expect((await replayAll(s.deps)).complaints.sent).toBe(1)
    expect(counter.bytes).toBe(0)
    expect(effects.uploads.map((u) => u.size)).toEqual([1001, 1002])
    expect(await s.outbox.list()).toEqual([])
    expect(await photoKeys(s.idb)).toEqual([])
  })

  it('an entry an earlier version stored with its bytes inline is still delivered; its bytes move out once, then no pass writes them', async () => {
    const effects = kit.complaintServer()
    kit.scenarios('no-idempotency', 'upload-problem-img=network')
    const s = setup()
    await s.outbox.enqueueComplaint(kit.complaint([kit.image(1, 3000)]), kit.COMMON)
    // Rewritten as the previous format kept it: v2, the bytes inside the entry.
    const [stored] = (await s.outbox.list('complaints')) as ComplaintEntry[]
    const bytes = await kit.storedBytes(s.outbox, stored.images[0])
    const db = await openDb(s.idb)
    const refs = await storedPhotoKeys(db)
    await transact<void>(db, [ENTRIES, PHOTOS], 'readwrite', (tx) => {
      for (const ref of refs) tx.objectStore(PHOTOS).delete(ref)
      tx.objectStore(ENTRIES).put({ ...stored, v: 2, images: [{ name: 'photo-1.jpg', type: 'image/jpeg', bytes }] })
    })
    db.close()
    const counter = countPhotoBytes()
    await replayAll(s.deps, { connectivityChanged: true })
    expect(counter.bytes).toBe(3000)
    counter.bytes = 0
    s.clock.advance(10 * 60_000)
    await replayAll(s.deps, { connectivityChanged: true })
    expect(counter.bytes).toBe(0)
    kit.scenarios('no-idempotency')
    s.clock.advance(10 * 60_000)
    expect((await replayAll(s.deps, { connectivityChanged: true })).complaints.sent).toBe(1)
    expect(effects.uploads.map((u) => u.size)).toEqual([3000])
    expect(effects.saves).toHaveLength(1)
    expect(await photoKeys(s.idb)).toEqual([])
  })
})

describe('retention by the wall clock', () => {
  const click: EventCall = {
    method: 'GET',
    path: '/api/v2/{segment}/promotion/track-click',
    params: { page_id: '7', phone: '0754123456' },
    ok: 'any',
  }
  const visit: EventCall = { method: 'GET', path: '/api/v2/{segment}/promotion/track-visit', params: { page_id: '7' }, ok: 'any' }

  it('every event (a phone number, and always the device identifiers) is deleted a day after it was written, however few looks the queue had', async () => {
    const s = setup()
    await s.outbox.enqueueEvent(click, kit.COMMON, { failed: { kind: 'http', status: 400, message: '' } })
    await s.outbox.enqueueEvent(visit, kit.COMMON, { failed: { kind: 'http', status: 400, message: '' } })
    // Nobody opened the app for 60 days: one look then adds at most 6 h of watched age.
    s.clock.advance(60 * DAY)
    expect(await s.outbox.prune()).toMatchObject({ dropped: 2 })
    expect(await s.outbox.list('events')).toEqual([])
  })

  it('an event younger than a day is kept', async () => {
    const s = setup()
    await s.outbox.enqueueEvent(click, kit.COMMON, { failed: { kind: 'http', status: 400, message: '' } })
    s.clock.advance(LIMITS.eventsMaxAgeMs - HOUR)
    expect(await s.outbox.prune()).toMatchObject({ dropped: 0 })
    expect(await s.outbox.list('events')).toHaveLength(1)
  })

  it('a complaint not sent (refused) is deleted with its photos 30 days after it was written; the list said when', async () => {
    const s = setup()
    await s.outbox.enqueueComplaint(kit.complaint([kit.image(1)]), kit.COMMON, { failed: { kind: 'business', code: '01', message: 'No' } })
    const [item] = (await s.outbox.snapshot()).complaints
    expect(item.deleteAt).toBe(s.clock.now() + LIMITS.complaintsKeptMs)
    s.clock.advance(LIMITS.complaintsKeptMs - HOUR)
    expect(await s.outbox.prune()).toMatchObject({ deleted: 0 })
    expect(await photoKeys(s.idb)).toHaveLength(1)
    // Past its date: the borrower can still Retry it, so it waits out a day of the phone's watched time.
    s.clock.advance(2 * HOUR)
    expect(await s.outbox.prune()).toMatchObject({ deleted: 0 })
    for (let h = 0; h < 23; h++) {
      s.clock.advance(HOUR)
      expect(await s.outbox.prune()).toMatchObject({ deleted: 0 })
    }
    s.clock.advance(HOUR)
    expect(await s.outbox.prune()).toMatchObject({ deleted: 1 })
    expect(await s.outbox.list()).toEqual([])
    expect(await photoKeys(s.idb)).toEqual([])
  })

  it('a failed complaint survives a clock set a year ahead, and one set an hour back, with its photo; the clock set right again keeps it', async () => {
    const s = setup()
    await s.outbox.enqueueComplaint(kit.complaint([kit.image(1)]), kit.COMMON, { failed: { kind: 'http', status: 400, message: 'No' } })
    s.clock.jump(365 * DAY)
    expect(await s.outbox.prune()).toMatchObject({ deleted: 0 })
    s.clock.advance(10 * 60_000)
    expect(await s.outbox.prune()).toMatchObject({ deleted: 0 })
    // Set right again (back a year and an hour: earlier than it was written).
    s.clock.jump(-365 * DAY - HOUR)
    expect(await s.outbox.prune()).toMatchObject({ deleted: 0 })
    // A day later on the right clock, it is nowhere near its date: still there.
    for (let h = 0; h < 30; h++) {
      s.clock.advance(HOUR)
      expect(await s.outbox.prune()).toMatchObject({ deleted: 0 })
    }
    const [e] = (await s.outbox.list('complaints')) as ComplaintEntry[]
    expect(e).toMatchObject({ state: 'failed' })
    expect(e.overdueFrom).toBeUndefined()
    expect((await kit.storedBytes(s.outbox, e.images[0]))?.byteLength).toBe(1001)
  })

  it('an unsure complaint past its 7 days asks the borrower (Check again / Send it again / Discard) with its photos, never "not sent"', async () => {
    const s = setup()
    const q = await s.outbox.enqueueComplaint(kit.complaint([kit.image(1)]), kit.COMMON)
    await s.outbox.update(q.ok ? q.id : '', (x) => ({ ...x, unsure: true, baseline: [] }))
    for (let h = 0; h <= LIMITS.complaintsMaxAgeMs / (6 * HOUR); h++) {
      s.clock.advance(6 * HOUR)
      await s.outbox.prune()
    }
    const [item] = (await s.outbox.snapshot()).complaints
    expect(item).toMatchObject({ state: 'failed', unchecked: true })
    expect(await photoKeys(s.idb)).toHaveLength(1)
  })

  it("a complaint still waiting is not deleted by a clock set a year ahead (it goes 'not sent' only by watched age)", async () => {
    const s = setup()
    await s.outbox.enqueueComplaint(kit.complaint([kit.image(1)]), kit.COMMON)
    s.clock.advance(365 * DAY)
    expect(await s.outbox.prune()).toEqual({ dropped: 0, expired: 0, deleted: 0 })
    const [e] = (await s.outbox.list('complaints')) as ComplaintEntry[]
    expect(e.state).toBe('waiting')
    expect((await kit.storedBytes(s.outbox, e.images[0]))?.byteLength).toBe(1001)
  })

  it("'not sent' after 7 days watched: its photos are deleted at once, its text kept to copy until day 30", async () => {
    const s = setup()
    await s.outbox.enqueueComplaint(kit.complaint([kit.image(1), kit.image(2)], 'Maneno yangu.'), kit.COMMON)
    let expired = 0
    for (let h = 0; h <= LIMITS.complaintsMaxAgeMs / HOUR; h++) {
      s.clock.advance(HOUR)
      expired += (await s.outbox.prune()).expired
    }
    expect(expired).toBe(1)
    expect(await photoKeys(s.idb)).toEqual([])
    const [item] = (await s.outbox.snapshot()).complaints
    expect(item).toMatchObject({ state: 'notSent', complaint: { problemDetail: 'Maneno yangu.', imageCount: 2, removedCount: 2 } })
    s.clock.advance(LIMITS.complaintsKeptMs)
    expect(await s.outbox.prune()).toMatchObject({ deleted: 1 })
    expect(await s.outbox.list()).toEqual([])
  })

  it('an event record this version cannot read (it still carries the device identifiers) goes a day after it was written, at once without a readable time; an unreadable complaint stays for the borrower', async () => {
    const s = setup()
    const written = s.clock.now()
    const db = await openDb(s.idb)
    await transact<void>(db, [ENTRIES], 'readwrite', (tx) => {
      const store = tx.objectStore(ENTRIES)
      store.put({ id: 'event-dated', v: 3, queue: 'events', seq: 1, createdAt: written, call: 'not a call', commonParams: kit.COMMON })
      store.put({ id: 'event-undated', v: 3, queue: 'events', seq: 2, call: 'not a call', commonParams: kit.COMMON })
      store.put({ id: 'complaint-broken', v: 3, queue: 'complaints', seq: 3, createdAt: written, images: 'not a list' })
    })
    db.close()
    expect(await s.outbox.prune()).toMatchObject({ dropped: 1 })
    expect((await s.outbox.list()).map((e) => e.id)).toEqual(['event-dated', 'complaint-broken'])
    s.clock.advance(LIMITS.eventsMaxAgeMs + HOUR)
    expect(await s.outbox.prune()).toMatchObject({ dropped: 1 })
    expect((await s.outbox.list()).map((e) => e.id)).toEqual(['complaint-broken'])
  })

  it('past 500 events, an enqueue drops every event past a day by the wall clock, not only the oldest', async () => {
    const s = setup()
    await s.outbox.enqueueEvent(visit, kit.COMMON)
    const [first] = await s.outbox.list('events')
    // 500 events written two days ago by the phone's clock, in a week the queue watched only an hour of.
    const db = await openDb(s.idb)
    await transact<void>(db, [ENTRIES], 'readwrite', (tx) => {
      for (let i = 0; i < LIMITS.eventsMax; i++)
        tx.objectStore(ENTRIES).put({
          ...first,
          id: `old-${i}`,
          key: `old-${i}`,
          seq: -i,
          createdAt: s.clock.now() - 2 * DAY,
          elapsedMs: HOUR,
        })
    })
    db.close()
    await s.outbox.enqueueEvent(click, kit.COMMON)
    expect((await s.outbox.list('events')).filter((e) => e.id.startsWith('old-'))).toEqual([])
    expect(await s.outbox.list('events')).toHaveLength(2)
  })

  it('photos whose entry is gone (an older version deleted it alone) are swept', async () => {
    const s = setup()
    await s.outbox.enqueueComplaint(kit.complaint([kit.image(1)]), kit.COMMON)
    const db = await openDb(s.idb)
    await transact<void>(db, [ENTRIES], 'readwrite', (tx) => void tx.objectStore(ENTRIES).clear())
    db.close()
    expect(await photoKeys(s.idb)).toHaveLength(1)
    await s.outbox.prune()
    expect(await photoKeys(s.idb)).toEqual([])
  })
})

describe('logout forgets every session of the borrower on this phone', () => {
  it("entries of the borrower's earlier sessions go with the current one's; another borrower's stay", async () => {
    const s = setup()
    const a1 = { ...kit.COMMON, session_id: 'sess-a1', user_id: 'A' }
    const a2 = { ...kit.COMMON, session_id: 'sess-a2', user_id: 'A' }
    const b1 = { ...kit.COMMON, session_id: 'sess-b1' }
    await s.outbox.setSession({ owner: 'u:A', sessionId: 'sess-a1', commonParams: a1 })
    // Written before the shell gave the user id: owned by the session alone.
    await s.outbox.enqueueComplaint(
      kit.complaint([kit.image(1)], 'Ya kwanza.'),
      { ...kit.COMMON, session_id: 'sess-a1' },
      { owner: 's:sess-a1' },
    )
    await s.outbox.enqueueEvent(click(), a1, { owner: 'u:A' })
    await s.outbox.setSession({ owner: 's:sess-b1', sessionId: 'sess-b1', commonParams: b1 })
    await s.outbox.enqueueComplaint(kit.complaint([], 'Ya mkopaji B.'), b1, { owner: 's:sess-b1' })
    await s.outbox.setSession({ owner: 'u:A', sessionId: 'sess-a2', commonParams: a2 })
    await s.outbox.enqueueComplaint(kit.complaint([], 'Ya pili.'), a2, { owner: 'u:A' })
    expect(await s.outbox.clearOwner('u:A')).toBe(3)
    const left = (await s.outbox.list()) as ComplaintEntry[]
    expect(left.map((e) => e.complaint.problemDetail)).toEqual(['Ya mkopaji B.'])
    expect(await photoKeys(s.idb)).toEqual([])
  })

  it('a logout of a session without a user id forgets the entries written in sessions proven to be the same borrower', async () => {
    const s = setup()
    await s.outbox.enqueueComplaint(
      kit.complaint([], 'Kikao cha zamani.'),
      { ...kit.COMMON, session_id: 'sess-old' },
      { owner: 's:sess-old' },
    )
    const other = await s.outbox.enqueueComplaint(
      kit.complaint([], 'Kilithibitishwa.'),
      { ...kit.COMMON, session_id: 'sess-old' },
      {
        owner: 's:sess-old',
      },
    )
    // The lender proved the second one this borrower's under the new session: the old session is theirs.
    await s.outbox.update(other.ok ? other.id : '', (e) => ({ ...e, owner: 's:sess-new', provenSession: 'sess-new' }))
    expect(await s.outbox.clearOwner('s:sess-new')).toBe(2)
    expect(await s.outbox.list()).toEqual([])
  })

  it('a logout under a shell that sends no user id forgets every entry no user id claims (earlier sessions nothing links), and keeps those of a known user', async () => {
    const s = setup()
    const known = { ...kit.COMMON, session_id: 'sess-k', user_id: 'K' }
    await s.outbox.setSession({ owner: 'u:K', sessionId: 'sess-k', commonParams: known })
    await s.outbox.enqueueComplaint(kit.complaint([], 'Ya K.'), known, { owner: 'u:K' })
    // Written in the same session before its user id came: linked to K, so K's.
    await s.outbox.enqueueComplaint(
      kit.complaint([], 'Ya K bila kitambulisho.'),
      { ...kit.COMMON, session_id: 'sess-k' },
      { owner: 's:sess-k' },
    )
    await s.outbox.enqueueComplaint(
      kit.complaint([kit.image(1)], 'Kikao kisichojulikana.'),
      { ...kit.COMMON, session_id: 'sess-x' },
      { owner: 's:sess-x' },
    )
    await s.outbox.enqueueComplaint(
      kit.complaint([], 'Kikao cha sasa.'),
      { ...kit.COMMON, session_id: 'sess-now' },
      { owner: 's:sess-now' },
    )
    expect(await s.outbox.clearOwner('s:sess-now')).toBe(2)
    const left = (await s.outbox.list()) as ComplaintEntry[]
    expect(left.map((e) => e.complaint.problemDetail).sort()).toEqual(['Ya K bila kitambulisho.', 'Ya K.'])
    expect(await photoKeys(s.idb)).toEqual([])
  })
})

function click(): EventCall {
  return { method: 'GET', path: '/api/v2/{segment}/promotion/track-click', params: { phone: '0754123456' }, ok: 'any' }
}
