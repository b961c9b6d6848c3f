import { ENTRIES, META, transact } from './db'
import { LIMITS, bySeq, isPending, type Entry, type EventEntry } from './types'

type Guard = (fn: () => void) => void

function countDropped(tx: IDBTransaction, n: number, guard: Guard): void {
  const meta = tx.objectStore(META)
  const d = meta.get('dropped')
  d.onsuccess = () => guard(() => meta.put((typeof d.result === 'number' ? d.result : 0) + n, 'dropped'))
}

/** How many events the bounds have dropped, ever (shown to support staff). */
export function droppedCount(db: IDBDatabase): Promise<number> {
  return transact<number>(db, [META], 'readonly', (tx, set) => {
    const req = tx.objectStore(META).get('dropped')
    req.onsuccess = () => set(typeof req.result === 'number' ? req.result : 0)
  })
}

/**
 * Inside an enqueue's write: past 500 events, drops the oldest (and any past 24 h) and counts
 * them. A count first keeps the common case cheap; pruneInTx applies the age bound before each replay.
 */
export function boundEvents(tx: IDBTransaction, guard: Guard): void {
  const store = tx.objectStore(ENTRIES)
  const index = store.index('queue')
  const count = index.count('events')
  count.onsuccess = () =>
    guard(() => {
      if (count.result <= LIMITS.eventsMax) return
      const req = index.getAll('events')
      req.onsuccess = () =>
        guard(() => {
          const events = (req.result as EventEntry[]).sort(bySeq)
          const old = (e: EventEntry) => typeof e.elapsedMs === 'number' && e.elapsedMs > LIMITS.eventsMaxAgeMs
          const young = events.filter((e) => !old(e))
          const drop = [...events.filter(old), ...young.slice(0, Math.max(0, young.length - LIMITS.eventsMax))]
          for (const e of drop) store.delete(e.id)
          countDropped(tx, drop.length, guard)
        })
    })
}

/**
 * The most one look adds to an entry's watched age. A phone clock set a year ahead (or a phone
 * left off for a week) ages an entry by at most this much per look, and a clock set back adds nothing.
 */
export const MAX_AGE_STEP_MS = 6 * 3600_000

/** An entry's watched age advanced to `now` (see EntryBase.elapsedMs). */
export function aged<E extends Entry>(e: E, now: number): E {
  const step = Math.min(MAX_AGE_STEP_MS, Math.max(0, now - e.seenAt))
  return step === 0 && e.seenAt === now ? e : { ...e, elapsedMs: e.elapsedMs + step, seenAt: now }
}

/**
 * Inside a write: ages every entry, then drops events past 24 h (counted) and marks pending
 * complaints past 7 days 'not sent'. Photos are kept with the text: never dropped because of a clock.
 */
function pruneInTx(
  tx: IDBTransaction,
  now: number,
  set: (r: { dropped: number; expired: number }) => void,
  guard: Guard,
  read: (key: IDBValidKey, raw: unknown) => Entry,
): void {
  const store = tx.objectStore(ENTRIES)
  let dropped = 0
  let expired = 0
  set({ dropped, expired })
  const req = store.openCursor()
  req.onsuccess = () =>
    guard(() => {
      const cur = req.result
      if (!cur) {
        set({ dropped, expired })
        if (dropped) countDropped(tx, dropped, guard)
        return
      }
      const before = read(cur.primaryKey, cur.value)
      // An unreadable record stays as it is (the borrower sees it and may discard it).
      if (before.lastError?.kind !== 'unreadable') {
        const e = aged(before, now)
        if (e.queue === 'events' && e.elapsedMs > LIMITS.eventsMaxAgeMs) {
          cur.delete()
          dropped++
        } else if (e.queue === 'complaints' && isPending(e) && e.elapsedMs > LIMITS.complaintsMaxAgeMs) {
          cur.update({ ...e, state: 'notSent', lease: undefined })
          expired++
        } else if (e !== before) cur.update(e)
      }
      cur.continue()
    })
}

/** Applies the age bounds (pruneInTx) in one write over both stores. */
export function pruneEntries(
  db: IDBDatabase,
  now: number,
  read: (key: IDBValidKey, raw: unknown) => Entry,
): Promise<{ dropped: number; expired: number }> {
  return transact<{ dropped: number; expired: number }>(db, [ENTRIES, META], 'readwrite', (tx, set, guard) =>
    pruneInTx(tx, now, set, guard, read),
  )
}
