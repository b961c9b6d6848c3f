import { createMigrate, type MigrationManifest, type PersistedState, type Storage } from 'redux-persist'

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

export const migrate = createMigrate(migrations, { debug: false })

/**
 * IndexedDB (via localforage) storage for redux-persist; falls back to memory if unavailable.
 * localforage (~8 KB gzip) is fetched when the storage is made, beside the screen's own chunk,
 * instead of before every screen's start: rehydration reads through it a moment later.
 */
export function localforageStorage(name = 'borrower-web'): Storage {
  const lf = import('localforage').then((m) => m.default.createInstance({ name, storeName: 'persist' }))
  // A failed load is handled where it is awaited (the memory fallback), never reported as unhandled.
  lf.catch(() => undefined)
  const memory = new Map<string, string>()
  let broken = false
  return {
    async getItem(key: string) {
      if (broken) return memory.get(key) ?? null
      try {
        return await (await lf).getItem<string>(key)
      } catch {
        broken = true
        return memory.get(key) ?? null
      }
    },
    async setItem(key: string, value: string) {
      memory.set(key, value)
      if (broken) throw new Error('storage unavailable')
      await (await lf).setItem(key, value)
    },
    async removeItem(key: string) {
      memory.delete(key)
      if (!broken) await lf.then((f) => f.removeItem(key)).catch(() => undefined)
    },
  }
}

/** A storage kept in memory (tests, and browsers with no usable IndexedDB). */
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
