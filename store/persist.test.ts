import { afterEach, describe, expect, it, vi } from 'vitest'

import { makeStore, startPersistence } from './index'
import { type EarlyRead, idbStorage, memoryStorage, migrate, PERSIST_VERSION } from './persist'
import { repaymentInfoSaved } from './repaymentInfo'
import { idsUpdated, paramsUpdated } from './session'
import { toastShown } from './ui'

function rehydrated(store: ReturnType<typeof makeStore>) {
  return new Promise<void>((resolve) => startPersistence(store, resolve))
}

const info = { repayAmount: 1620000, delayInfo: null, defDetail: { logo: '/l.svg', payCode: '998877', payNotice: {} }, savedAt: 1 }

describe('persistence', () => {
  it('keeps session and repaymentInfo, never the API cache or toasts', async () => {
    const storage = memoryStorage()
    const store = makeStore({ storage })
    await rehydrated(store)
    store.dispatch(paramsUpdated({ sessionId: 'sess-1' }))
    store.dispatch(repaymentInfoSaved(info))
    store.dispatch(toastShown('hello'))
    await expect.poll(() => storage.dump()['persist:root'] ?? '', { timeout: 3000 }).toContain('998877')
    const saved = JSON.parse(storage.dump()['persist:root'])
    expect(Object.keys(saved).sort()).toEqual(['_persist', 'repaymentInfo', 'session'])
    expect(JSON.parse(saved.session).params.sessionId).toBe('sess-1')

    const again = makeStore({ storage })
    await rehydrated(again)
    expect(again.getState().session.params.sessionId).toBe('sess-1')
    expect(again.getState().repaymentInfo.current?.defDetail.payCode).toBe('998877')
    expect(again.getState().ui.toasts).toEqual([])
  })

  it('writes repayment info at once, without waiting for the throttle', async () => {
    const storage = memoryStorage()
    const store = makeStore({ storage })
    await rehydrated(store)
    await new Promise((r) => setTimeout(r, 300))
    store.dispatch(repaymentInfoSaved({ ...info, defDetail: { ...info.defDetail, payCode: 'NOW-1' } }))
    await new Promise((r) => setTimeout(r, 20))
    expect(storage.dump()['persist:root'] ?? '').toContain('NOW-1')
  })

  it('writes the session at once too: a reload right after saving the order ids keeps them', async () => {
    const storage = memoryStorage()
    const store = makeStore({ storage })
    await rehydrated(store)
    await new Promise((r) => setTimeout(r, 300))
    store.dispatch(idsUpdated({ productId: 'P1002', orderId: 'ORD-NOW' }))
    await new Promise((r) => setTimeout(r, 20))
    expect(storage.dump()['persist:root'] ?? '').toContain('ORD-NOW')
  })

  it('migrates the flat v1 session to the current shape', async () => {
    const v1 = {
      session: { sessionId: 'old-s', deviceId: 'old-d', lang: 'sw', productId: 'P9' },
      repaymentInfo: { current: null },
      _persist: { version: 1, rehydrated: false },
    }
    const out = (await migrate(v1 as never, PERSIST_VERSION)) as unknown as {
      session: { params: Record<string, string>; ids: Record<string, string>; lang: string }
    }
    expect(out.session.params.sessionId).toBe('old-s')
    expect(out.session.params.deviceId).toBe('old-d')
    expect(out.session.ids.productId).toBe('P9')
    expect(out.session.lang).toBe('sw')
  })

  it('rehydrates a stored v1 state through the migration', async () => {
    const stored = {
      session: JSON.stringify({ sessionId: 'old-s', lang: 'en' }),
      repaymentInfo: JSON.stringify({ current: null }),
      _persist: JSON.stringify({ version: 1, rehydrated: true }),
    }
    const storage = memoryStorage({ 'persist:root': JSON.stringify(stored) })
    const store = makeStore({ storage })
    await rehydrated(store)
    expect(store.getState().session.params.sessionId).toBe('old-s')
  })

  it('keeps working and notes it when storage writes fail', async () => {
    const storage = {
      getItem: async () => null,
      setItem: async () => Promise.reject(new Error('QuotaExceededError')),
      removeItem: async () => undefined,
    }
    const store = makeStore({ storage })
    await rehydrated(store)
    store.dispatch(paramsUpdated({ sessionId: 's2' }))
    await expect.poll(() => store.getState().ui.persistFailed, { timeout: 2000 }).toBe(true)
    expect(store.getState().session.params.sessionId).toBe('s2')
  })

  it('stores on IndexedDB', async () => {
    const storage = idbStorage('test-db')
    await storage.setItem('k', 'v')
    expect(await storage.getItem('k')).toBe('v')
    await storage.removeItem('k')
    expect(await storage.getItem('k')).toBeNull()
  })

  it('reads what localforage wrote before the switch (same database and store), and survives a database without the store', async () => {
    // localforage 1.x kept string values under their key in object store 'persist' of database 'borrower-web'.
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.open('lf-compat', 1)
      req.onupgradeneeded = () => req.result.createObjectStore('persist')
      req.onsuccess = () => {
        const tx = req.result.transaction('persist', 'readwrite')
        tx.objectStore('persist').put('{"session":"{}"}', 'persist:root')
        tx.oncomplete = () => (req.result.close(), resolve())
        tx.onerror = () => reject(tx.error)
      }
    })
    expect(await idbStorage('lf-compat').getItem('persist:root')).toBe('{"session":"{}"}')
    const other = idbStorage('lf-compat', 'another')
    await other.setItem('k', 'v')
    expect(await other.getItem('k')).toBe('v')
  })

  describe("the page's early read (public/boot-check.js)", () => {
    /** A database holding `value` under persist:root, and an early read of it as boot-check.js makes one. */
    async function withSaved(db: string, value: string): Promise<EarlyRead> {
      const connection = new Promise<IDBDatabase>((resolve) => {
        const req = indexedDB.open(db)
        req.onupgradeneeded = () => req.result.createObjectStore('persist')
        req.onsuccess = () => resolve(req.result)
      })
      const d = await connection
      await new Promise<void>((resolve) => {
        const tx = d.transaction('persist', 'readwrite')
        tx.objectStore('persist').put(value, 'persist:root')
        tx.oncomplete = () => resolve()
      })
      const read = new Promise<{ value: unknown }>((resolve) => {
        const tx = d.transaction('persist', 'readonly')
        const get = tx.objectStore('persist').get('persist:root')
        tx.oncomplete = () => resolve({ value: get.result })
      })
      return { db, store: 'persist', key: 'persist:root', connection, read }
    }
    const countOpens = () => {
      const open = vi.spyOn(indexedDB, 'open')
      return () => open.mock.calls.length
    }
    afterEach(() => vi.restoreAllMocks())

    it('the first read of the key is the early value, and writes use its connection: the app opens nothing itself', async () => {
      const early = await withSaved('early-1', '{"session":"1"}')
      const opens = countOpens()
      const storage = idbStorage('early-1', 'persist', early)
      expect(await storage.getItem('persist:root')).toBe('{"session":"1"}')
      await storage.setItem('persist:root', '{"session":"2"}')
      expect(await storage.getItem('persist:root')).toBe('{"session":"2"}')
      expect(opens()).toBe(0)
    })

    it('a store started with a real early read rehydrates the saved session', async () => {
      const early = await withSaved(
        'early-2',
        JSON.stringify({
          session: JSON.stringify({
            params: { sessionId: 'from-early', appVersion: '', deviceName: '', deviceId: '', osVersion: '', advertisingId: '', extra: {} },
            ids: { productId: '', orderId: '' },
            lang: 'sw',
          }),
          _persist: JSON.stringify({ version: PERSIST_VERSION, rehydrated: true }),
        }),
      )
      const store = makeStore({ storage: idbStorage('early-2', 'persist', early) })
      await rehydrated(store)
      expect(store.getState().session.params.sessionId).toBe('from-early')
      expect(store.getState().session.lang).toBe('sw')
    })

    it('is not used for another database, after a write, or when it failed: the database is read as before', async () => {
      const early = await withSaved('early-3', '{"old":true}')
      expect(await idbStorage('another-db', 'persist', early).getItem('persist:root')).toBeNull()
      const written = idbStorage('early-3', 'persist', early)
      await written.setItem('persist:root', '{"new":true}')
      expect(await written.getItem('persist:root')).toBe('{"new":true}')
      const failed = { ...(await withSaved('early-4', '{"stored":true}')), read: Promise.resolve(undefined) }
      expect(await idbStorage('early-4', 'persist', failed).getItem('persist:root')).toBe('{"stored":true}')
      const noConnection = {
        ...(await withSaved('early-5', '{"five":true}')),
        connection: Promise.resolve(null),
        read: Promise.reject(new Error('x')),
      }
      expect(await idbStorage('early-5', 'persist', noConnection).getItem('persist:root')).toBe('{"five":true}')
    })
  })
})
