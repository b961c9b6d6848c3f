import { boundEvents } from './bounds'
import { ENTRIES, META, transact } from './db'
import { overStored } from './format'
import { dropPhotos, dropUnused, storedForm } from './photos'
import { bySeq, type Entry, type QueueName } from './types'

/*
 * The outbox's reads and writes of its stores, one transaction each (the Outbox class in
 * ./queue calls these and tells its listeners), and the replay lease's record (below). The session
 * and the bounds keep their own records: ./session, ./bounds. A complaint's photo bytes are written
 * once, with the entry that first carries them, and deleted with it (./photos).
 */

/** A stored record as an entry: the Outbox's reading (validated, migrated, or a stand-in). */
type Read = (key: IDBValidKey, raw: unknown) => Entry

/** Stores a new entry under the next sequence number; keeps the events queue within its bounds. */
export async function insertEntry(db: IDBDatabase, entry: Omit<Entry, 'seq'>): Promise<void> {
  await transact<void>(db, [ENTRIES, META], 'readwrite', (tx, _set, guard) => {
    const meta = tx.objectStore(META)
    const store = tx.objectStore(ENTRIES)
    const seqReq = meta.get('seq')
    seqReq.onsuccess = () =>
      guard(() => {
        const seq = (typeof seqReq.result === 'number' ? seqReq.result : 0) + 1
        meta.put(seq, 'seq')
        store.put(storedForm(tx, { ...entry, seq } as Entry))
        if (entry.queue === 'events') boundEvents(tx, guard, entry.createdAt)
      })
  })
}

/** Entries of one queue (or all), in queue order. */
export async function listEntries(db: IDBDatabase, read: Read, queue?: QueueName): Promise<Entry[]> {
  const all = await transact<Entry[]>(db, [ENTRIES], 'readonly', (tx, set) => {
    const out: Entry[] = []
    set(out)
    // A cursor, not getAll: each record is read on its own, so one bad record cannot hide the rest.
    const req = tx.objectStore(ENTRIES).openCursor()
    req.onsuccess = () => {
      const cur = req.result
      if (!cur) return
      const e = read(cur.primaryKey, cur.value)
      if (!queue || e.queue === queue) out.push(e)
      cur.continue()
    }
  })
  return all.sort(bySeq)
}

export function getEntry(db: IDBDatabase, read: Read, id: string): Promise<Entry | null> {
  return transact<Entry | null>(db, [ENTRIES], 'readonly', (tx, set) => {
    const req = tx.objectStore(ENTRIES).get(id)
    req.onsuccess = () => set(req.result === undefined ? null : read(id, req.result))
  })
}

/**
 * One entry read, changed and written (or deleted, when `change` returns null) in one transaction.
 * An entry given back unchanged is not written; photos it no longer points at are deleted with it.
 */
export function updateEntry(db: IDBDatabase, read: Read, id: string, change: (e: Entry) => Entry | null): Promise<Entry | null> {
  return transact<Entry | null>(db, [ENTRIES, META], 'readwrite', (tx, set, guard) => {
    const store = tx.objectStore(ENTRIES)
    const req = store.get(id)
    req.onsuccess = () =>
      guard(() => {
        if (req.result === undefined) return set(null)
        const before = read(id, req.result)
        const next = change(before)
        if (!next) {
          store.delete(id)
          dropPhotos(tx, id)
          return set(null)
        }
        if (next === before && !refsInline(before)) return set(next)
        const stored = storedForm(tx, overStored(req.result, next))
        store.put(stored)
        dropUnused(tx, before, stored)
        set(stored)
      })
  })
}

/** Stored by an earlier version with its photo bytes inline: its next write moves them out. */
const refsInline = (e: Entry) => e.queue === 'complaints' && e.images.some((i) => i.bytes)

/**
 * Deletes every record of one borrower and counts them: every record that names one of `labels`
 * (its owner, its session id `s:…` or user id `u:…`, the session that proved it), and every record
 * written in a session one of those was written in (one session is one borrower). A record that
 * does not name its owner (an older format) is asked through `migrate`, the Outbox's reading of it.
 * With `attributed` (the labels linked to some user id), every record no user id claims goes too:
 * no `user_id` of its own and none of its labels linked to one.
 */
export function deleteBorrower(
  db: IDBDatabase,
  labels: readonly string[],
  migrate: (raw: unknown) => Entry | null,
  attributed: ReadonlySet<string> | null = null,
): Promise<number> {
  return transact<number>(db, [ENTRIES, META], 'readwrite', (tx, set) => {
    set(0)
    const store = tx.objectStore(ENTRIES)
    const req = store.getAll()
    req.onsuccess = () => {
      const records = (req.result as unknown[]).flatMap((raw) => {
        const e = migrate(raw)
        return e ? [{ id: e.id, labels: labelsOf(e), session: e.commonParams.session_id?.trim(), uid: e.commonParams.user_id?.trim() }] : []
      })
      const theirs = new Set(labels.filter(Boolean))
      const gone = new Set<string>()
      if (attributed) for (const r of records) if (!r.uid && !r.labels.some((l) => attributed.has(l))) gone.add(r.id)
      // Until nothing more joins: a record of theirs brings the session it was written in.
      for (let grew = true; grew;) {
        grew = false
        for (const r of records) {
          if (gone.has(r.id) || !r.labels.some((l) => theirs.has(l))) continue
          gone.add(r.id)
          if (r.session && !theirs.has(`s:${r.session}`)) theirs.add(`s:${r.session}`)
          grew = true
        }
      }
      for (const id of gone) {
        store.delete(id)
        dropPhotos(tx, id)
      }
      set(gone.size)
    }
  })
}

/** The labels that name whose a record is (store/borrower.ts borrowerKey's forms). */
function labelsOf(e: Entry): string[] {
  const out = [e.owner]
  const sid = e.commonParams.session_id?.trim()
  const uid = e.commonParams.user_id?.trim()
  if (sid) out.push(`s:${sid}`)
  if (uid) out.push(`u:${uid}`)
  if (e.provenSession) out.push(`s:${e.provenSession}`)
  return out.filter(Boolean)
}

/** A small record kept beside the queues, by key. */
export function readMeta<T>(db: IDBDatabase, key: string): Promise<T | undefined> {
  return transact<T | undefined>(db, [META], 'readonly', (tx, set) => {
    const req = tx.objectStore(META).get(key)
    req.onsuccess = () => set(req.result as T | undefined)
  })
}

export async function writeMeta(db: IDBDatabase, key: string, value: unknown): Promise<void> {
  await transact<void>(db, [META], 'readwrite', (tx) => void tx.objectStore(META).put(value, key))
}

/** Items appended to a META list, which keeps its newest `max`. */
export type MetaAppend = { key: string; items: unknown[]; max: number }

/**
 * Removes a sent entry and appends what proves it sent to META lists (the problem-list row it
 * made, or the record of a save whose row is not known), in one transaction: a crash between the
 * two would leave the row claimed and the entry still there, which the next look-up would then
 * find absent and send again.
 */
export async function removeNoting(db: IDBDatabase, id: string, notes: readonly MetaAppend[]): Promise<void> {
  await transact<void>(db, [ENTRIES, META], 'readwrite', (tx, _set, guard) => {
    const meta = tx.objectStore(META)
    for (const note of notes) {
      const req = meta.get(note.key)
      req.onsuccess = () =>
        guard(() => {
          const before = Array.isArray(req.result) ? (req.result as unknown[]) : []
          meta.put([...before, ...note.items].slice(-note.max), note.key)
        })
    }
    tx.objectStore(ENTRIES).delete(id)
    dropPhotos(tx, id)
  })
}

/*
 * The replay lease where Web Locks are absent: one replayer at a time, judged without the wall
 * clock, as the per-entry lease is (../replay/locks.ts). Each renewal counts the holder's `beat` up;
 * another context takes the lease only once it has watched the same beat for the lease's whole
 * length on its own monotonic clock. A wall clock set ten minutes ahead never ends a live holder's
 * lease, and one set an hour back never keeps a dead holder's. `expiresAt` (the wall clock's end)
 * is still written for an earlier version's reader.
 */
export type Lease = { owner: string; expiresAt: number; beat?: number; ms?: number }

/** Whether a lease another context holds has stood still for its whole length, as this context watched it. */
export type Stale = (lease: Lease, ttlMs: number) => boolean

/** Takes (or renews, counting its beat up) the lease atomically if it is free, stale or already ours. */
export function acquireLease(db: IDBDatabase, owner: string, ttlMs: number, now: number, stale: Stale): Promise<boolean> {
  return transact<boolean>(db, [META], 'readwrite', (tx, set, guard) => {
    const meta = tx.objectStore(META)
    const req = meta.get('lease')
    req.onsuccess = () =>
      guard(() => {
        const lease = req.result as Lease | undefined
        const free = !lease || lease.owner === owner || stale(lease, ttlMs)
        const beat = lease?.owner === owner ? (lease.beat ?? 0) + 1 : 0
        if (free) meta.put({ owner, expiresAt: now + ttlMs, beat, ms: ttlMs } satisfies Lease, 'lease')
        set(free)
      })
  })
}

/** Gives the lease back, if it is still ours. */
export async function releaseLease(db: IDBDatabase, owner: string): Promise<void> {
  await transact<void>(db, [META], 'readwrite', (tx, _set, guard) => {
    const meta = tx.objectStore(META)
    const req = meta.get('lease')
    req.onsuccess = () => guard(() => void ((req.result as Lease | undefined)?.owner === owner && meta.delete('lease')))
  })
}

/**
 * A watcher of other holders' replay leases for one context: a lease (holder, beat) first seen
 * counts as just renewed; it is stale once this context's monotonic clock has seen it unchanged
 * for its length (`ms`, else the length asked for).
 */
export function leaseWatcher(mono: () => number): Stale {
  let seen: { sig: string; since: number } | null = null
  return (lease, ttlMs) => {
    const sig = `${lease.owner}|${lease.beat ?? 0}|${lease.expiresAt}`
    const t = mono()
    if (!seen || seen.sig !== sig) {
      seen = { sig, since: t }
      return false
    }
    return t - seen.since >= (lease.ms ?? ttlMs)
  }
}
