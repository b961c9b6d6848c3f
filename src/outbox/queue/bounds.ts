import { ENTRIES, META, transact } from './db'
import { overStored } from './format'
import { dropPhotos, dropUnused, storedForm, sweepOrphans } from './photos'
import { bySeq, type ComplaintEntry, type Entry, type EventEntry, isPending, keptAge, LIMITS } from './types'

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
export function boundEvents(tx: IDBTransaction, guard: Guard, now: number): void {
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
          // The wall-clock rule, as at every pass: the phone's clock or the watched age, whichever is longer.
          const old = (e: EventEntry) => typeof e.elapsedMs === 'number' && keptAge(e, now) > LIMITS.eventsMaxAgeMs
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

/** What the age bounds did in one look. */
export type Pruned = { dropped: number; expired: number; deleted: number }

/** A complaint that will not be sent any more keeps its text (to copy), not its photos. */
function withoutPhotos(e: ComplaintEntry): ComplaintEntry {
  return {
    ...e,
    images: e.images.map((img) => (img.url ? img : { name: img.name, type: img.type, removed: true as const })),
  }
}

/**
 * How long the phone's own watched time must see a complaint the borrower can still act on
 * (failed: Retry, or "Send it again") past its retention date before it is deleted: a wall clock
 * set ahead alone never deletes it, and one set right again within the day keeps it.
 */
export const RETENTION_GRACE_MS = 24 * 3600_000

/** A complaint the borrower can still act on (Retry, Send it again, Check again): never deleted by the wall clock alone. */
const actionable = (e: Entry) => e.queue === 'complaints' && e.state === 'failed'

/**
 * Inside a write: ages every entry, then
 * - drops events past 24 h by the wall clock or the watched age, whichever is longer (counted):
 *   every event carries the device's identifiers, kept no longer because nobody opened the app;
 * - a pending complaint past 7 days of watched age (a clock jump never does this): an unsure one
 *   (the lender may have it) asks the borrower (Check again / Send it again / Discard, photos
 *   kept); any other becomes 'not sent' and loses its photos;
 * - deletes complaints that are not sent any more 30 days after they were written, by the wall
 *   clock or the watched age, whichever is longer (`deleted`); a failed one the borrower can
 *   still act on only after the watched age has also run `RETENTION_GRACE_MS` past that date;
 * - moves photo bytes an earlier version kept inside an entry to the photos store (once), and
 *   deletes photos whose entry is gone.
 */
function pruneInTx(
  tx: IDBTransaction,
  now: number,
  set: (r: Pruned) => void,
  guard: Guard,
  read: (key: IDBValidKey, raw: unknown) => Entry,
): void {
  const store = tx.objectStore(ENTRIES)
  const r: Pruned = { dropped: 0, expired: 0, deleted: 0 }
  const ids = new Set<string>()
  set({ ...r })
  const req = store.openCursor()
  req.onsuccess = () =>
    guard(() => {
      const cur = req.result
      if (!cur) {
        set({ ...r })
        if (r.dropped) countDropped(tx, r.dropped, guard)
        sweepOrphans(tx, ids)
        return
      }
      const before = read(cur.primaryKey, cur.value)
      ids.add(String(cur.primaryKey))
      // An unreadable record stays as it is (the borrower sees it and may discard it), but for an
      // event: never sent, it still carries the device's identifiers, so the wall-clock rule takes it.
      if (before.lastError?.kind === 'unreadable') {
        if (before.queue === 'events' && unreadableEventOld(cur.value, now)) {
          cur.delete()
          r.dropped++
        }
      } else {
        let e = aged(before, now)
        const age = keptAge(e, now)
        const overdue = e.queue === 'complaints' && !isPending(e) && age > LIMITS.complaintsKeptMs
        // Past its date by the wall clock: a complaint the borrower can act on waits out the grace in watched time.
        const from = overdue && actionable(e) ? (e.overdueFrom ?? e.elapsedMs) : null
        if (e.queue === 'events' && age > LIMITS.eventsMaxAgeMs) {
          cur.delete()
          r.dropped++
        } else if (overdue && (from === null || e.elapsedMs - from >= RETENTION_GRACE_MS)) {
          cur.delete()
          dropPhotos(tx, e.id)
          r.deleted++
        } else {
          if (from !== null && e.overdueFrom !== from) e = { ...e, overdueFrom: from }
          // The clock set right again: the date is not reached after all.
          if (from === null && e.overdueFrom !== undefined) e = { ...e, overdueFrom: undefined }
          if (e.queue === 'complaints' && isPending(e) && e.elapsedMs > LIMITS.complaintsMaxAgeMs) {
            e = e.unsure
              ? { ...e, state: 'failed', lease: undefined, lastError: { kind: 'unchecked', message: '' } }
              : { ...e, state: 'notSent', lease: undefined }
            r.expired++
          }
          if (e.queue === 'complaints' && e.state === 'notSent' && e.images.some((i) => i.bytes || i.ref)) e = withoutPhotos(e)
          if (e !== before || (e.queue === 'complaints' && e.images.some((i) => i.bytes))) {
            const stored = storedForm(tx, overStored(cur.value, e))
            cur.update(stored)
            dropUnused(tx, before, stored)
          }
        }
      }
      cur.continue()
    })
}

/**
 * An event record this version cannot read is past the wall-clock rule a day after the time it
 * says it was written; one that says no readable time is corrupt (every version writes one) and
 * goes at once. Its watched age cannot be read, so a clock set back keeps it until it is right again.
 */
function unreadableEventOld(raw: unknown, now: number): boolean {
  const at = raw && typeof raw === 'object' ? (raw as { createdAt?: unknown }).createdAt : undefined
  return typeof at !== 'number' || !Number.isFinite(at) || now - at > LIMITS.eventsMaxAgeMs
}

/** Applies the age bounds (pruneInTx) in one write over every store. */
export function pruneEntries(db: IDBDatabase, now: number, read: (key: IDBValidKey, raw: unknown) => Entry): Promise<Pruned> {
  return transact<Pruned>(db, [ENTRIES, META], 'readwrite', (tx, set, guard) => pruneInTx(tx, now, set, guard, read))
}
