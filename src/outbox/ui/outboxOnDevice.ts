import { useEffect, useState } from 'react'

/** The outbox's database name (src/outbox/queue/db.ts DB_NAME; a test keeps them equal). Importing it would put a chunk on the start path. */
export const OUTBOX_DB_NAME = 'borrower-outbox'

type WithDatabases = IDBFactory & { databases?: () => Promise<{ name?: string }[]> }

/**
 * Whether this device may hold outbox entries: true once the outbox's database exists (something
 * was queued here once, by this page or the service worker). Listing databases opens none, so it
 * never creates the outbox's database behind its back. Without `indexedDB.databases` (older
 * WebViews) or on any error the answer is "maybe": true, and the outbox loads after the start.
 */
export async function outboxOnDevice(
  factory: WithDatabases | undefined = typeof indexedDB === 'undefined' ? undefined : indexedDB,
): Promise<boolean> {
  if (!factory?.databases) return true
  try {
    return (await factory.databases()).some((d) => d.name === OUTBOX_DB_NAME)
  } catch {
    return true
  }
}

/**
 * The outbox's runner and status line (docs/performance.md, 'The outbox's code, off the start')
 * are needed at start only when something may be queued. A send or tracking event loads the
 * outbox's code on first use by itself; what it queues offline is replayed by the service worker,
 * or here once the connection returns or the page is shown again (both re-check).
 */
export function useOutboxOnDevice(enabled: boolean): boolean {
  const [onDevice, setOnDevice] = useState(false)
  useEffect(() => {
    if (!enabled || onDevice) return
    let alive = true
    const check = () => void outboxOnDevice().then((yes) => alive && yes && setOnDevice(true))
    check()
    window.addEventListener('online', check)
    document.addEventListener('visibilitychange', check)
    return () => {
      alive = false
      window.removeEventListener('online', check)
      document.removeEventListener('visibilitychange', check)
    }
  }, [enabled, onDevice])
  return onDevice
}
