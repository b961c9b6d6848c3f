import { boundEvents } from './bounds'
import { ENTRIES, META, transact } from './db'
import { bySeq, type Entry, type QueueName } from './types'

/*
 * The outbox's reads and writes of its two stores, one transaction each (the Outbox class in
 * ./outbox calls these and tells its listeners). The session, the replay lease and the bounds
 * keep their own records: ./session, ./lease, ./bounds.
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
        store.put({ ...entry, seq })
        if (entry.queue === 'events') boundEvents(tx, guard)
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

/** One entry read, changed and written (or deleted, when `change` returns null) in one transaction. */
export function updateEntry(db: IDBDatabase, read: Read, id: string, change: (e: Entry) => Entry | null): Promise<Entry | null> {
  return transact<Entry | null>(db, [ENTRIES], 'readwrite', (tx, set, guard) => {
    const store = tx.objectStore(ENTRIES)
    const req = store.get(id)
    req.onsuccess = () =>
      guard(() => {
        if (req.result === undefined) return set(null)
        const next = change(read(id, req.result))
        if (next) store.put(next)
        else store.delete(id)
        set(next)
      })
  })
}

/**
 * Deletes every record of `owner` and counts them. A record that does not name its owner (an
 * older format) is asked through `migrate`, the Outbox's reading of a raw record.
 */
export function deleteOwned(db: IDBDatabase, owner: string, migrate: (raw: unknown) => Entry | null): Promise<number> {
  return transact<number>(db, [ENTRIES], 'readwrite', (tx, set) => {
    let count = 0
    set(0)
    const req = tx.objectStore(ENTRIES).openCursor()
    req.onsuccess = () => {
      const cur = req.result
      if (!cur) return set(count)
      const raw = cur.value as { owner?: unknown; commonParams?: Record<string, string> } | null
      const o = typeof raw?.owner === 'string' ? raw.owner : raw?.commonParams ? migrate(raw)?.owner : undefined
      if (o === owner) {
        cur.delete()
        count++
      }
      cur.continue()
    }
  })
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

/**
 * Removes a sent entry and remembers the problem-list row that proved it sent, in one
 * transaction: a crash between the two would leave the row claimed and the entry still there,
 * which the next look-up would then find absent and send again.
 */
export async function removeClaiming(db: IDBDatabase, id: string, metaKey: string, keys: string[], max: number): Promise<void> {
  await transact<void>(db, [ENTRIES, META], 'readwrite', (tx, _set, guard) => {
    const meta = tx.objectStore(META)
    const req = meta.get(metaKey)
    req.onsuccess = () =>
      guard(() => {
        const before = Array.isArray(req.result) ? (req.result as string[]) : []
        meta.put([...before, ...keys].slice(-max), metaKey)
        tx.objectStore(ENTRIES).delete(id)
      })
  })
}
