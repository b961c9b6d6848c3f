import { createMigrate, type MigrationManifest, type PersistedState, type Storage } from 'redux-persist'

import { noteLeftOut } from '@src/lib/diagnosticNotes'
import * as v from '@src/lib/valid'

import { PERSIST_PLACE } from './persistPlace'

/** Bumped whenever the persisted shape changes; add a migration below with it. */
export const PERSIST_VERSION = 2

/**
 * Migrations of the persisted client state.
 * v1 kept session params flat ({ sessionId, deviceId, ... , lang }); v2 nests them.
 */
export const migrations: MigrationManifest = {
  2: (state: PersistedState) => {
    if (!state) return state
    const s = state as PersistedState & { session?: Record<string, unknown> }
    const old = s.session
    if (!old || 'params' in old) return state
    const { lang, productId, orderId, ...params } = old as Record<string, string>
    return {
      ...s,
      session: {
        params: { appVersion: '', deviceName: '', deviceId: '', osVersion: '', sessionId: '', advertisingId: '', extra: {}, ...params },
        ids: { productId: productId ?? '', orderId: orderId ?? '' },
        lang: lang === 'sw' ? 'sw' : 'en',
      },
    } as PersistedState
  },
}

const migrateVersions = createMigrate(migrations, { debug: false })

/**
 * The persisted slices' schemas, built on first use (the start's rehydration) instead of when the
 * module is evaluated: a page without persisted state never builds them.
 */
let schemas: Record<string, v.GenericSchema> | undefined
function persistedSchemas(): Record<string, v.GenericSchema> {
  if (schemas) return schemas
  const text = v.string()
  const textRecord = v.record(v.string(), v.string())

  /** The persisted session as the reducer needs it; `extra` and `headers` were absent in older versions (filled in empty). */
  const sessionSchema = v.object({
    params: v.object({
      appVersion: text,
      deviceName: text,
      deviceId: text,
      osVersion: text,
      sessionId: text,
      advertisingId: text,
      extra: v.optional(textRecord, {}),
      headers: v.optional(textRecord, {}),
      names: v.optional(textRecord, {}),
    }),
    ids: v.object({ productId: text, orderId: text }),
    lang: v.picklist(['en', 'sw']),
  })

  const nullableNumber = v.nullable(v.number())
  const repaymentInfoSchema = v.object({
    current: v.nullable(
      v.object({
        repayAmount: nullableNumber,
        delayInfo: v.nullable(v.object({ delayAmount: nullableNumber })),
        defDetail: v.object({
          logo: text,
          payCode: text,
          payNotice: v.record(v.string(), v.array(v.object({ name: text, steps: v.array(text) }))),
        }),
        savedAt: v.number(),
        owner: v.optional(text),
        orderId: v.optional(text),
      }),
    ),
  })
  schemas = { session: sessionSchema, repaymentInfo: repaymentInfoSchema }
  return schemas
}

/**
 * The persisted state as read, each persisted slice checked against its schema: one that does not
 * fit (a number for a string, a missing part, another app's data) is left out, so that slice starts
 * clean instead of crashing its reducer or a screen, and Copy diagnostics notes it (by name only).
 */
export function validatePersisted(state: PersistedState): PersistedState {
  if (!state || typeof state !== 'object') return state
  const out: Record<string, unknown> = { ...(state as Record<string, unknown>) }
  for (const [key, schema] of Object.entries(persistedSchemas())) {
    if (!(key in out)) continue
    const r = v.safeParse(schema, out[key])
    if (r.success) out[key] = r.output
    else {
      delete out[key]
      noteLeftOut(`stored ${key} did not fit its shape: started clean`)
    }
  }
  return out as PersistedState
}

/** Migrates the stored state to the current version, then validates it (validatePersisted). */
export const migrate = (state: PersistedState, currentVersion: number): Promise<PersistedState> =>
  migrateVersions(state, currentVersion).then(validatePersisted)

/** Opens (creating if need be) a database holding the object store `store`. */
function openStore(name: string, store: string, version?: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = version ? indexedDB.open(name, version) : indexedDB.open(name)
    req.onupgradeneeded = () => {
      if (!req.result.objectStoreNames.contains(store)) req.result.createObjectStore(store)
    }
    req.onsuccess = () => {
      const db = req.result
      if (db.objectStoreNames.contains(store)) return resolve(db)
      // A database of that name without our store: add it in a version bump.
      const next = db.version + 1
      db.close()
      openStore(name, store, next).then(resolve, reject)
    }
    req.onerror = () => reject(req.error)
  })
}

function request<T>(db: IDBDatabase, store: string, mode: IDBTransactionMode, run: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(store, mode)
    const req = run(tx.objectStore(store))
    tx.oncomplete = () => resolve(req.result)
    tx.onerror = tx.onabort = () => reject(tx.error ?? req.error)
  })
}

/**
 * What public/boot-check.js began reading while the app's scripts downloaded: its
 * connection to the database and the read of one key. Without it the app would open IndexedDB
 * only once its scripts have run, and the screen's first call waits for the session it holds.
 */
export type EarlyRead = {
  db: string
  store: string
  key: string
  connection: Promise<IDBDatabase | null>
  /** `{ value }` as stored (undefined when absent), or undefined when the read failed. */
  read: Promise<{ value: unknown } | undefined>
  /** Set when the connection was closed for another's upgrade before the app took it. */
  closed?: boolean
}

const earlyRead = (): EarlyRead | undefined => (globalThis as { __persistEarly?: EarlyRead }).__persistEarly

const asText = (v: unknown): string | null => (typeof v === 'string' ? v : v === undefined || v === null ? null : JSON.stringify(v))

/**
 * IndexedDB storage for redux-persist, written here instead of taking localforage (fetched on every
 * start, last released 2021: docs/performance.md, 'Libraries not taken'). It reads and writes the
 * database and object store localforage writes (`borrower-web` / `persist`, string values under
 * `persist:root`), so a session saved by a version that used localforage is still read; the
 * redux-persist migrations above still apply.
 * Falls back to memory when IndexedDB is missing or broken (private modes, old WebViews).
 * It takes over the page's early read (EarlyRead) of the same place: its connection, and its value
 * for the first read of that key, as long as nothing was written before.
 */
export function idbStorage(
  name: string = PERSIST_PLACE.db,
  store: string = PERSIST_PLACE.store,
  early: EarlyRead | undefined = earlyRead(),
): Storage {
  let db: Promise<IDBDatabase> | null = null
  const mine = early && early.db === name && early.store === store ? early : undefined
  let earlyConnection = mine?.connection
  let earlyValue = mine ? { key: mine.key, read: mine.read } : undefined
  const connect = (): Promise<IDBDatabase> => {
    const given = earlyConnection
    earlyConnection = undefined
    if (!given) return openStore(name, store)
    return given.then(
      (d) => {
        if (d && !mine?.closed && d.objectStoreNames.contains(store)) return d
        d?.close()
        return openStore(name, store)
      },
      () => openStore(name, store),
    )
  }
  const open = () =>
    (db ??=
      typeof indexedDB === 'undefined'
        ? Promise.reject(new Error('no indexedDB'))
        : connect().then((d) => {
            // Another tab or storage upgrading the database: let it, and reopen on next use.
            d.onversionchange = () => {
              d.close()
              db = null
            }
            return d
          }))
  const memory = new Map<string, string>()
  let broken = false
  return {
    async getItem(key: string) {
      if (broken) return memory.get(key) ?? null
      const first = earlyValue?.key === key ? earlyValue : undefined
      if (first) earlyValue = undefined
      const got = first && (await first.read.catch(() => undefined))
      if (got) return asText(got.value)
      try {
        return asText(await request(await open(), store, 'readonly', (s) => s.get(key) as IDBRequest<unknown>))
      } catch {
        broken = true
        return memory.get(key) ?? null
      }
    },
    async setItem(key: string, value: string) {
      earlyValue = undefined
      memory.set(key, value)
      if (broken) throw new Error('storage unavailable')
      await request(await open(), store, 'readwrite', (s) => s.put(value, key))
    },
    async removeItem(key: string) {
      earlyValue = undefined
      memory.delete(key)
      if (!broken)
        await open()
          .then((d) => request(d, store, 'readwrite', (s) => s.delete(key)))
          .catch(() => undefined)
    },
  }
}

/**
 * A storage kept in memory, for tests.
 * @internal
 */
export function memoryStorage(initial: Record<string, string> = {}): Storage & { dump(): Record<string, string> } {
  const m = new Map(Object.entries(initial))
  return {
    getItem: async (k: string) => m.get(k) ?? null,
    setItem: async (k: string, v: string) => {
      m.set(k, v)
    },
    removeItem: async (k: string) => {
      m.delete(k)
    },
    dump: () => Object.fromEntries(m),
  }
}
