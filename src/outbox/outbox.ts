import { randomUUID } from '../lib/uuid'
import { wireSettings, type WireSettings } from '../lender/wire'
import { boundEvents, droppedCount, pruneInTx } from './bounds'
import { toStoredImages, UnreadablePhoto } from './bytes'
import { realClock, type Clock } from './clock'
import { ENTRIES, META, openDb, storageError, transact } from './db'
import { newEntry, readEntry, unreadableEntry } from './format'
import { acquireLease, releaseLease } from './lease'
import { relationTo } from './relation'
import { readSession, writeSession, type OutboxSession } from './session'
import {
  bySeq,
  isPending,
  summarize,
  type ChangeChannel,
  type ComplaintEntry,
  type ComplaintInput,
  type EnqueueOptions,
  type EnqueueResult,
  type Entry,
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
  /** This context's wire settings (what a v1 entry without its own is sent with). */
  wire?: () => WireSettings
}

export type { ChangeChannel, ComplaintInput, EnqueueOptions, OutboxSession }

/** The persistent outbox: two ordered queues in IndexedDB, shared by tabs and the worker. */
export class Outbox {
  readonly clock: Clock
  private readonly factory: IDBFactory | null
  private readonly name: string | undefined
  private readonly uuid: () => string
  private readonly channel?: ChangeChannel
  private readonly wire: () => WireSettings
  private dbp: Promise<IDBDatabase> | null = null
  private readonly listeners = new Set<() => void>()

  constructor(opts: OutboxOptions = {}) {
    this.factory = opts.indexedDB === undefined ? (globalThis.indexedDB ?? null) : opts.indexedDB
    this.name = opts.dbName
    this.clock = opts.clock ?? realClock
    this.uuid = opts.uuid ?? randomUUID
    this.channel = opts.channel
    this.wire = opts.wire ?? wireSettings
  }

  /** A stored record as an entry: validated, migrated, or a failed "could not be read" stand-in. */
  private read(key: IDBValidKey, raw: unknown): Entry {
    const now = this.clock.now()
    return readEntry(raw, this.wire(), now) ?? unreadableEntry(String(key), now, raw)
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
      if (e instanceof UnreadablePhoto) return { ok: false, reason: 'photo', index: e.index }
      return { ok: false, reason: 'unavailable', detail: `could not read an image: ${String(e)}` }
    }
    const { problemType, problemSonType, problemDetail, orderNo } = input
    const entry: Omit<ComplaintEntry, 'seq'> = {
      ...this.fresh(opts, commonParams),
      queue: 'complaints',
      complaint: { problemType, problemSonType, problemDetail, orderNo },
      images,
      ...(input.typeTitle ? { typeTitle: input.typeTitle } : {}),
    }
    return this.insert(entry)
  }

  /** Queues a tracking call; keeps the events queue within its bounds (oldest dropped, counted). */
  async enqueueEvent(call: EventCall, commonParams: Params, opts: EnqueueOptions = {}): Promise<EnqueueResult> {
    const entry: Omit<EventEntry, 'seq'> = { ...this.fresh(opts, commonParams), queue: 'events', call }
    return this.insert(entry)
  }

  private fresh(opts: EnqueueOptions, commonParams: Params) {
    return newEntry(opts, commonParams, { now: this.clock.now(), key: opts.id ?? this.uuid(), wire: opts.wire ?? this.wire() })
  }

  private async insert(entry: Omit<Entry, 'seq'>): Promise<EnqueueResult> {
    try {
      const db = await this.db()
      await transact<void>(db, [ENTRIES, META], 'readwrite', (tx, _set, guard) => {
        const meta = tx.objectStore(META)
        const store = tx.objectStore(ENTRIES)
        const seqReq = meta.get('seq')
        seqReq.onsuccess = () =>
          guard(() => {
            const seq = (typeof seqReq.result === 'number' ? seqReq.result : 0) + 1
            meta.put(seq, 'seq')
            store.put({ ...entry, seq })
            if (entry.queue === 'events') boundEvents(tx, guard)
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
      const out: Entry[] = []
      set(out)
      // A cursor, not getAll: each record is read on its own, so one bad record cannot hide the rest.
      const req = tx.objectStore(ENTRIES).openCursor()
      req.onsuccess = () => {
        const cur = req.result
        if (!cur) return
        const e = this.read(cur.primaryKey, cur.value)
        if (!queue || e.queue === queue) out.push(e)
        cur.continue()
      }
    })
    return all.sort(bySeq)
  }

  async get(id: string): Promise<Entry | null> {
    const db = await this.db()
    return transact<Entry | null>(db, [ENTRIES], 'readonly', (tx, set) => {
      const req = tx.objectStore(ENTRIES).get(id)
      req.onsuccess = () => set(req.result === undefined ? null : this.read(id, req.result))
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
          if (req.result === undefined) return set(null)
          const next = change(this.read(id, req.result))
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
   * An unsure one stays unsure: it is looked up before it is sent again.
   */
  async retry(id: string): Promise<Entry | null> {
    const now = this.clock.now()
    return this.update(id, (e) =>
      e.state === 'failed' && e.lastError?.kind !== 'unreadable'
        ? { ...e, key: this.uuid(), state: 'waiting', attempts: 0, nextAttemptAt: now, deferred: false, lastError: undefined, serverErrors: 0, firstServerErrorAt: undefined, checks: 0 }
        : e,
    )
  }

  /**
   * The borrower, asked because the look-up could not tell, chose "Send it again": sent without
   * another look-up (a new baseline is taken before the save, as for any first save).
   */
  async resend(id: string): Promise<Entry | null> {
    const now = this.clock.now()
    return this.update(id, (e) =>
      e.state === 'failed' && e.lastError?.kind === 'unchecked' && e.queue === 'complaints'
        ? { ...e, key: this.uuid(), state: 'waiting', attempts: 0, nextAttemptAt: now, deferred: false, lastError: undefined, unsure: false, baseline: undefined, checks: 0 }
        : e,
    )
  }

  /**
   * The borrower chose Discard: any entry except one being sent right now (its request is on
   * the wire; once it settles the entry is waiting or gone and can be discarded).
   */
  async discard(id: string): Promise<boolean> {
    let removed = false
    const now = this.clock.now()
    await this.update(id, (e) => {
      if (e.state === 'sending' && e.lease && e.lease.until > now) return e
      removed = true
      return null
    })
    return removed
  }

  /** Forgets every entry of one borrower (logout, account deletion, another borrower signing in). */
  async clearOwner(owner: string): Promise<number> {
    const db = await this.db()
    const n = await transact<number>(db, [ENTRIES], 'readwrite', (tx, set) => {
      let count = 0
      set(0)
      const req = tx.objectStore(ENTRIES).openCursor()
      req.onsuccess = () => {
        const cur = req.result
        if (!cur) return set(count)
        const raw = cur.value as { owner?: unknown; commonParams?: Record<string, string> } | null
        const o = typeof raw?.owner === 'string' ? raw.owner : raw?.commonParams ? readEntry(raw, this.wire(), this.clock.now())?.owner : undefined
        if (o === owner) {
          cur.delete()
          count++
        }
        cur.continue()
      }
    })
    if (n) this.emit()
    return n
  }

  /** Tells every replayer (tabs, the worker) which borrower's session is current, and its parameters. */
  async setSession(session: OutboxSession): Promise<void> {
    return writeSession(await this.db(), session)
  }

  /** The current session as the page last told it; null before any page did. */
  async getSession(): Promise<OutboxSession | null> {
    return readSession(await this.db())
  }

  /** A small record kept beside the queues (a proof of ownership, the rows reconciling has used). */
  async readMeta<T>(key: string): Promise<T | undefined> {
    return transact<T | undefined>(await this.db(), [META], 'readonly', (tx, set) => {
      const req = tx.objectStore(META).get(key)
      req.onsuccess = () => set(req.result as T | undefined)
    })
  }

  async writeMeta(key: string, value: unknown): Promise<void> {
    await transact<void>(await this.db(), [META], 'readwrite', (tx) => void tx.objectStore(META).put(value, key))
  }

  /** Applies the age bounds: old events are dropped (counted); week-old complaints become 'not sent'. */
  async prune(): Promise<{ dropped: number; expired: number }> {
    const db = await this.db()
    const now = this.clock.now()
    const result = await transact<{ dropped: number; expired: number }>(db, [ENTRIES, META], 'readwrite', (tx, set, guard) => pruneInTx(tx, now, set, guard, (k, raw) => this.read(k, raw)))
    if (result.dropped || result.expired) this.emit()
    return result
  }

  /** How many events were dropped by the bounds, ever (shown to support staff). */
  async droppedCount(): Promise<number> {
    return droppedCount(await this.db())
  }

  async hasPending(queue: QueueName): Promise<boolean> {
    return (await this.list(queue)).some(isPending)
  }

  /**
   * What Redux mirrors: summaries only, and only entries proven this session's borrower's (plus
   * unreadable ones, which show nothing but "could not be read" and can be discarded). The other
   * complaints are only counted (`parked`): their text stays private on a shared phone.
   */
  async snapshot(session?: OutboxSession | null): Promise<OutboxSnapshot> {
    const [listed, dropped] = await Promise.all([this.list(), this.droppedCount()])
    const mine = (e: Entry) => !session || relationTo(e, session) === 'same' || (e.lastError?.kind === 'unreadable' && e.owner === '')
    const all = listed.filter(mine)
    return {
      complaints: all.filter((e) => e.queue === 'complaints').map(summarize),
      events: all.filter((e) => e.queue === 'events').map(summarize),
      dropped,
      parked: listed.filter((e) => e.queue === 'complaints' && !mine(e) && e.lastError?.kind !== 'unreadable').length,
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

