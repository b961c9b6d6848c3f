/**
 * The outbox's IndexedDB, through the raw API (it must run in the service worker too).
 * Stores: `entries` (keyPath id, index queue) and `meta` (the seq counter, the dropped
 * counter, the replay lease, and a complaint photo's bytes under `photo:<entryId>/<index>`: see
 * ./photos). Upgrades only ever add stores, so a new app version never loses what an older one
 * queued; keeping the version as it is lets an app rolled back open it too.
 */
export const DB_NAME = 'borrower-outbox'
export const DB_VERSION = 1
export const ENTRIES = 'entries'
export const META = 'meta'

/** Storage could not be used at all (no IndexedDB, private mode, blocked) or is full. */
export class StorageError extends Error {
  constructor(
    readonly reason: 'unavailable' | 'full',
    detail: string,
  ) {
    super(detail)
    this.name = 'StorageError'
  }
}

function isQuota(e: unknown): boolean {
  const name = (e as { name?: string } | null)?.name ?? ''
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED'
}

/** Maps an IndexedDB failure to a StorageError the caller can act on. */
export function storageError(e: unknown): StorageError {
  if (e instanceof StorageError) return e
  const msg = e instanceof Error ? `${e.name}: ${e.message}` : String(e)
  return new StorageError(isQuota(e) ? 'full' : 'unavailable', msg)
}

/** Opens (and creates or upgrades) the database; rejects with a StorageError. */
export function openDb(factory: IDBFactory | null | undefined, name = DB_NAME, timeoutMs = 5000): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (!factory) return reject(new StorageError('unavailable', 'no IndexedDB'))
    let settled = false
    const done = (fn: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      fn()
    }
    // A request that never answers (an old tab holding the old version) must not hang the app.
    const timer = setTimeout(() => done(() => reject(new StorageError('unavailable', 'IndexedDB open timed out'))), timeoutMs)
    let req: IDBOpenDBRequest
    try {
      req = factory.open(name, DB_VERSION)
    } catch (e) {
      return done(() => reject(storageError(e)))
    }
    req.onupgradeneeded = () => {
      const db = req.result
      if (!db.objectStoreNames.contains(ENTRIES)) db.createObjectStore(ENTRIES, { keyPath: 'id' }).createIndex('queue', 'queue')
      if (!db.objectStoreNames.contains(META)) db.createObjectStore(META)
    }
    req.onsuccess = () =>
      done(() => {
        const db = req.result
        // A newer version (a new service worker) wants to upgrade: step aside, reopen on next use.
        db.onversionchange = () => db.close()
        resolve(db)
      })
    req.onerror = () => done(() => reject(storageError(req.error)))
    req.onblocked = () => undefined
  })
}

/**
 * Runs `body` in one transaction and resolves with what it set once the transaction commits.
 * `body` must only chain IndexedDB request callbacks (old WebViews end a transaction on any
 * other await), hence the callback style throughout; callbacks wrap their work in `guard` so
 * a throw (e.g. a quota error on put) aborts the transaction and rejects with that error.
 */
export function transact<T>(
  db: IDBDatabase,
  stores: string[],
  mode: IDBTransactionMode,
  body: (tx: IDBTransaction, set: (v: T) => void, guard: (fn: () => void) => void) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let value: T | undefined
    let thrown: unknown = null
    let tx: IDBTransaction
    try {
      tx = db.transaction(stores, mode)
    } catch (e) {
      return reject(storageError(e))
    }
    const guard = (fn: () => void) => {
      try {
        fn()
      } catch (e) {
        thrown ??= e
        try {
          tx.abort()
        } catch {
          // Already finished.
        }
      }
    }
    tx.oncomplete = () => resolve(value as T)
    tx.onerror = () => reject(storageError(thrown ?? tx.error))
    tx.onabort = () => reject(storageError(thrown ?? tx.error ?? new Error('transaction aborted')))
    guard(() => body(tx, (v) => (value = v), guard))
    if (thrown) reject(storageError(thrown))
  })
}

/**
 * The outbox's one connection, opened on first use. A failed open, or a newer version asking
 * this one to step aside, leaves it to be opened again on the next use.
 */
export function connection(factory: IDBFactory | null, name: string | undefined) {
  let dbp: Promise<IDBDatabase> | null = null
  return {
    get(): Promise<IDBDatabase> {
      if (!dbp) {
        const p = openDb(factory, name).then((db) => {
          const prev = db.onversionchange
          db.onversionchange = (ev) => {
            if (dbp === p) dbp = null
            prev?.call(db, ev)
          }
          return db
        })
        dbp = p
        // A failed open is retried on the next use: storage may come back (e.g. space freed).
        p.catch(() => {
          if (dbp === p) dbp = null
        })
      }
      return dbp
    },
    async close(): Promise<void> {
      const p = dbp
      dbp = null
      if (p) (await p.catch(() => null))?.close()
    },
  }
}
