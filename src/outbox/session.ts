import { META, transact } from './db'
import type { Params } from './types'

/** The session the page has now, as it tells every replayer (the worker cannot read Redux). */
export type OutboxSession = { owner: string; sessionId: string; commonParams: Params }

/** Records which borrower's session is current, and its parameters, for every replayer (tabs, the worker). */
export async function writeSession(db: IDBDatabase, session: OutboxSession): Promise<void> {
  await transact<void>(db, [META], 'readwrite', (tx) => void tx.objectStore(META).put(session, 'session'))
}

/** The current session as the page last told it; null before any page did (or when the record is not one). */
export function readSession(db: IDBDatabase): Promise<OutboxSession | null> {
  return transact<OutboxSession | null>(db, [META], 'readonly', (tx, set) => {
    const req = tx.objectStore(META).get('session')
    req.onsuccess = () => {
      const s = req.result as Partial<OutboxSession> | undefined
      set(s && typeof s.owner === 'string' && typeof s.sessionId === 'string' && s.commonParams && typeof s.commonParams === 'object' ? (s as OutboxSession) : null)
    }
  })
}
