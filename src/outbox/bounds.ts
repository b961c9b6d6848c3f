import { ENTRIES, META } from './db'
import { LIMITS, isPending, type Entry, type EventEntry } from './types'

type Guard = (fn: () => void) => void

const bySeq = (a: Entry, b: Entry) => a.seq - b.seq

function countDropped(tx: IDBTransaction, n: number, guard: Guard): void {
  const meta = tx.objectStore(META)
  const d = meta.get('dropped')
  d.onsuccess = () => guard(() => meta.put((typeof d.result === 'number' ? d.result : 0) + n, 'dropped'))
}

/**
 * Inside an enqueue's write: past 500 events, drops the oldest (and any past 24 h) and counts
 * them. A count first keeps the common case cheap; pruneInTx applies the age bound before each replay.
 */
export function boundEvents(tx: IDBTransaction, now: number, guard: Guard): void {
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
          const young = events.filter((e) => now - e.createdAt <= LIMITS.eventsMaxAgeMs)
          const drop = [...events.filter((e) => now - e.createdAt > LIMITS.eventsMaxAgeMs), ...young.slice(0, Math.max(0, young.length - LIMITS.eventsMax))]
          for (const e of drop) store.delete(e.id)
          countDropped(tx, drop.length, guard)
        })
    })
}

/** Inside a write: events past 24 h are dropped (counted); pending complaints past 7 days become 'not sent'. */
export function pruneInTx(tx: IDBTransaction, now: number, set: (r: { dropped: number; expired: number }) => void, guard: Guard): void {
  const store = tx.objectStore(ENTRIES)
  const req = store.getAll()
  req.onsuccess = () =>
    guard(() => {
      let dropped = 0
      let expired = 0
      for (const e of req.result as Entry[]) {
        const age = now - e.createdAt
        if (e.queue === 'events' && age > LIMITS.eventsMaxAgeMs) {
          store.delete(e.id)
          dropped++
        } else if (e.queue === 'complaints' && isPending(e) && age > LIMITS.complaintsMaxAgeMs) {
          // The text stays so the borrower can copy it; the image bytes are let go.
          store.put({ ...e, state: 'notSent', images: e.images.map(({ bytes: _b, ...rest }) => rest) })
          expired++
        }
      }
      set({ dropped, expired })
      if (dropped) countDropped(tx, dropped, guard)
    })
}
