import { randomUUID } from '../lib/uuid'
import { boundEvents, pruneInTx } from './bounds'
import { toStoredImages, type ComplaintImageInput } from './bytes'
import { realClock, type Clock } from './clock'
import { ENTRIES, META, openDb, storageError, transact } from './db'
import { acquireLease, releaseLease } from './lease'
import {
  isPending,
  summarize,
  type ChangeChannel,
  type ComplaintEntry,
  type ComplaintInput,
  type EnqueueOptions,
  type EnqueueResult,
  type Entry,
  type EntryState,
  type EventCall,
  type EventEntry,
  type OutboxSnapshot,
  type Params,
  type QueueName,
  type StoredImage,
} from './types'


export type OutboxOptions = {
  /** The IndexedDB factory; null means no storage (the caller is told on enqueue). */
  indexedDB?: IDBFactory | null
  dbName?: string
  clock?: Clock
  uuid?: () => string
  channel?: ChangeChannel
}

export type { ChangeChannel, ComplaintImageInput, ComplaintInput, EnqueueOptions }

const bySeq = (a: Entry, b: Entry) => a.seq - b.seq

/** The persistent outbox: two ordered queues in IndexedDB, shared by tabs and the worker. */
export class Outbox {
  readonly clock: Clock
  private readonly factory: IDBFactory | null
  private readonly name: string | undefined
  private readonly uuid: () => string
  private readonly channel?: ChangeChannel
  private dbp: Promise<IDBDatabase> | null = null
  private readonly listeners = new Set<() => void>()

  constructor(opts: OutboxOptions = {}) {
    this.factory = opts.indexedDB === undefined ? (globalThis.indexedDB ?? null) : opts.indexedDB
    this.name = opts.dbName
    this.clock = opts.clock ?? realClock
    this.uuid = opts.uuid ?? randomUUID
    this.channel = opts.channel
  }

  private db(): Promise<IDBDatabase> {
    if (!this.dbp) {
      const p = openDb(this.factory, this.name).then((db) => {
        const prev = db.onversionchange
        db.onversionchange = (ev) => {
          if (this.dbp === p) this.dbp = null
          prev?.call(db, ev)
        }
        return db
      })
      this.dbp = p
      // A failed open is retried on the next use: storage may come back (e.g. space freed).
      p.catch(() => {
        if (this.dbp === p) this.dbp = null
      })
    }
    return this.dbp
  }

  /** Whether the outbox can keep anything at all. */
  async available(): Promise<boolean> {
    return this.db().then(
      () => true,
      () => false,
    )
  }

  /** Queues a complaint (its images' bytes read now, outside the transaction). */
  async enqueueComplaint(input: ComplaintInput, commonParams: Params, opts: EnqueueOptions = {}): Promise<EnqueueResult> {
    let images: StoredImage[]
    try {
      images = await toStoredImages(input.images)
    } catch (e) {
      return { ok: false, reason: 'unavailable', detail: `could not read an image: ${String(e)}` }
    }
    const { problemType, problemSonType, problemDetail, orderNo } = input
    const entry: Omit<ComplaintEntry, 'seq'> = {
      ...this.fresh(opts, commonParams),
      queue: 'complaints',
      complaint: { problemType, problemSonType, problemDetail, orderNo },
      images,
    }
    return this.insert(entry)
  }

  /** Queues a tracking call; keeps the events queue within its bounds (oldest dropped, counted). */
  async enqueueEvent(call: EventCall, commonParams: Params, opts: EnqueueOptions = {}): Promise<EnqueueResult> {
    const entry: Omit<EventEntry, 'seq'> = { ...this.fresh(opts, commonParams), queue: 'events', call }
    return this.insert(entry)
  }

  private fresh(opts: EnqueueOptions, commonParams: Params) {
    const now = this.clock.now()
    const key = opts.id ?? this.uuid()
    const base = { id: key, key, createdAt: now, state: 'waiting' as EntryState, attempts: 0, nextAttemptAt: now, commonParams: { ...commonParams }, ...(opts.apiBase ? { apiBase: opts.apiBase } : {}) }
    if (opts.failed) return { ...base, state: 'failed' as EntryState, attempts: 1, lastError: opts.failed }
    if (opts.retry) return { ...base, attempts: 1, nextAttemptAt: opts.retry.at, lastError: opts.retry.failure, deferred: opts.retry.deferred ?? false }
    return base
  }

  private async insert(entry: Omit<Entry, 'seq'>): Promise<EnqueueResult> {
    try {
      const db = await this.db()
      const now = this.clock.now()
      await transact<void>(db, [ENTRIES, META], 'readwrite', (tx, _set, guard) => {
        const meta = tx.objectStore(META)
        const store = tx.objectStore(ENTRIES)
        const seqReq = meta.get('seq')
        seqReq.onsuccess = () =>
          guard(() => {
            const seq = (typeof seqReq.result === 'number' ? seqReq.result : 0) + 1
            meta.put(seq, 'seq')
            store.put({ ...entry, seq })
            if (entry.queue === 'events') boundEvents(tx, now, guard)
          })
      })
      this.emit()
      return { ok: true, id: entry.id }
    } catch (e) {
      const err = storageError(e)
      return { ok: false, reason: err.reason, detail: err.message }
    }
  }

  /** Entries of one queue (or all), in queue order. */
  async list(queue?: QueueName): Promise<Entry[]> {
    const db = await this.db()
    const all = await transact<Entry[]>(db, [ENTRIES], 'readonly', (tx, set) => {
      const store = tx.objectStore(ENTRIES)
      const req = queue ? store.index('queue').getAll(queue) : store.getAll()
      req.onsuccess = () => set(req.result as Entry[])
    })
    return all.sort(bySeq)
  }

  async get(id: string): Promise<Entry | null> {
    const db = await this.db()
    return transact<Entry | null>(db, [ENTRIES], 'readonly', (tx, set) => {
      const req = tx.objectStore(ENTRIES).get(id)
      req.onsuccess = () => set((req.result as Entry | undefined) ?? null)
    })
  }

  /**
   * Reads, changes and writes one entry atomically. `change` returns the new entry, or null
   * to delete it. Resolves with the stored entry (null when deleted or missing).
   */
  async update(id: string, change: (e: Entry) => Entry | null): Promise<Entry | null> {
    const db = await this.db()
    const out = await transact<Entry | null>(db, [ENTRIES], 'readwrite', (tx, set, guard) => {
      const store = tx.objectStore(ENTRIES)
      const req = store.get(id)
      req.onsuccess = () =>
        guard(() => {
          const cur = req.result as Entry | undefined
          if (!cur) return set(null)
          const next = change(cur)
          if (next) store.put(next)
          else store.delete(id)
          set(next)
        })
    })
    this.emit()
    return out
  }

  async remove(id: string): Promise<void> {
    await this.update(id, () => null)
  }

  /**
   * The borrower chose Retry on a failed entry: it goes back in line, due now, under a new
   * Idempotency-Key (the old key's stored answer is the rejection). Uploaded images keep their URLs.
   */
  async retry(id: string): Promise<Entry | null> {
    const now = this.clock.now()
    return this.update(id, (e) => (e.state === 'failed' ? { ...e, key: this.uuid(), state: 'waiting', attempts: 0, nextAttemptAt: now, deferred: false, lastError: undefined } : e))
  }

  /** The borrower chose Discard (failed or not-sent entries only; a waiting one is still on its way). */
  async discard(id: string): Promise<boolean> {
    let removed = false
    await this.update(id, (e) => {
      if (isPending(e)) return e
      removed = true
      return null
    })
    return removed
  }

  /** Applies the age bounds: old events are dropped (counted); week-old complaints become 'not sent'. */
  async prune(): Promise<{ dropped: number; expired: number }> {
    const db = await this.db()
    const now = this.clock.now()
    const result = await transact<{ dropped: number; expired: number }>(db, [ENTRIES, META], 'readwrite', (tx, set, guard) => pruneInTx(tx, now, set, guard))
    if (result.dropped || result.expired) this.emit()
    return result
  }

  /** How many events were dropped by the bounds, ever (shown to support staff). */
  async droppedCount(): Promise<number> {
    const db = await this.db()
    return transact<number>(db, [META], 'readonly', (tx, set) => {
      const req = tx.objectStore(META).get('dropped')
      req.onsuccess = () => set(typeof req.result === 'number' ? req.result : 0)
    })
  }

  async hasPending(queue: QueueName): Promise<boolean> {
    return (await this.list(queue)).some(isPending)
  }

  /** What Redux mirrors: summaries only. */
  async snapshot(): Promise<OutboxSnapshot> {
    const [all, dropped] = await Promise.all([this.list(), this.droppedCount()])
    return {
      complaints: all.filter((e) => e.queue === 'complaints').map(summarize),
      events: all.filter((e) => e.queue === 'events').map(summarize),
      dropped,
    }
  }

  /** The fallback replay lease (where Web Locks are absent): taken atomically, with an expiry. */
  async acquireLease(owner: string, ttlMs: number): Promise<boolean> {
    return acquireLease(await this.db(), owner, ttlMs, this.clock.now())
  }

  async releaseLease(owner: string): Promise<void> {
    return releaseLease(await this.db(), owner)
  }

  /** Subscribes to changes made here or (through the channel) in another tab or the worker. */
  onChange(cb: () => void): () => void {
    this.listeners.add(cb)
    const unsub = this.channel?.subscribe(cb)
    return () => {
      this.listeners.delete(cb)
      unsub?.()
    }
  }

  private emit(): void {
    for (const l of this.listeners) l()
    this.channel?.post()
  }

  /** Closes the connection (tests; a new version taking over). */
  async close(): Promise<void> {
    const p = this.dbp
    this.dbp = null
    if (p) (await p.catch(() => null))?.close()
  }
}

