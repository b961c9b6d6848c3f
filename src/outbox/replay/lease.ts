import { META, transact } from '../queue/db'

/** The replay lease where Web Locks are absent: one holder at a time, until it expires. */
type Lease = { owner: string; expiresAt: number }

/** Takes (or renews) the lease atomically if it is free, expired or already ours. */
export function acquireLease(db: IDBDatabase, owner: string, ttlMs: number, now: number): Promise<boolean> {
  return transact<boolean>(db, [META], 'readwrite', (tx, set, guard) => {
    const meta = tx.objectStore(META)
    const req = meta.get('lease')
    req.onsuccess = () =>
      guard(() => {
        const lease = req.result as Lease | undefined
        const free = !lease || lease.expiresAt <= now || lease.owner === owner
        if (free) meta.put({ owner, expiresAt: now + ttlMs } satisfies Lease, 'lease')
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
