import { META, transact } from './db'

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
