import { type WireSettings, wireSettings } from '../../lender/wire'
import { randomUUID } from '../../lib/uuid'
import { droppedCount, type Pruned, pruneEntries } from './bounds'
import { discardable, resent, retried } from './choices'
import { type Clock, realClock } from './clock'
import { connection, storageError } from './db'
import {
  deleteBorrower,
  getEntry,
  insertEntry,
  listEntries,
  type MetaAppend,
  readMeta,
  removeNoting,
  updateEntry,
  writeMeta,
} from './entries'
import { acquireLease, leaseWatcher, releaseLease } from './entries'
import { newEntry, readEntry, unreadableEntry } from './format'
import { readPhoto, toStoredImages, UnreadablePhoto } from './photos'
import { type OutboxSession, readSession, unlinkBorrower, userLinkedLabels, writeSession } from './session'
import { snapshotOf } from './snapshot'
import {
  type ChangeChannel,
  type ChangeNotice,
  type ComplaintEntry,
  type ComplaintInput,
  type EnqueueOptions,
  type EnqueueResult,
  type Entry,
  type EventCall,
  type EventEntry,
  isPending,
  type OutboxSnapshot,
  type Params,
  type QueueName,
  SENT_KEY,
  type StoredImage,
} from './types'

/** An enqueue's refusal (here: a photo that cannot be read, or images that cannot be read at all). */
type Refused = Extract<EnqueueResult, { ok: false }>

/**
 * A complaint as the outbox keeps it, its images' bytes read now, outside the transaction; or why
 * it cannot be queued. `fresh` (the new entry's common fields, ./format newEntry) is asked once the
 * images are read.
 */
async function complaintEntry(
  input: ComplaintInput,
  fresh: () => ReturnType<typeof newEntry>,
): Promise<Omit<ComplaintEntry, 'seq'> | Refused> {
  let images: StoredImage[]
  try {
    images = await toStoredImages(input.images)
  } catch (e) {
    if (e instanceof UnreadablePhoto) return { ok: false, reason: 'photo', index: e.index }
    return { ok: false, reason: 'unavailable', detail: `could not read an image: ${String(e)}` }
  }
  const { problemType, problemSonType, problemDetail, orderNo } = input
  return {
    ...fresh(),
    queue: 'complaints',
    complaint: { problemType, problemSonType, problemDetail, orderNo },
    images,
    ...(input.typeTitle ? { typeTitle: input.typeTitle } : {}),
  }
}

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

export type { ChangeChannel, ChangeNotice, ComplaintInput, EnqueueOptions, OutboxSession }

/** The persistent outbox: two ordered queues in IndexedDB, shared by tabs and the worker. */
export class Outbox {
  readonly clock: Clock
  private readonly uuid: () => string
  private readonly channel?: ChangeChannel
  private readonly wire: () => WireSettings
  private readonly conn: ReturnType<typeof connection>
  private readonly listeners = new Set<(notice: ChangeNotice) => void>()
  /** How this context watches other replayers' leases (no wall clock: ./entries.ts leaseWatcher). */
  private readonly staleLease: ReturnType<typeof leaseWatcher>

  constructor(opts: OutboxOptions = {}) {
    this.conn = connection(opts.indexedDB === undefined ? (globalThis.indexedDB ?? null) : opts.indexedDB, opts.dbName)
    this.clock = opts.clock ?? realClock
    this.uuid = opts.uuid ?? randomUUID
    this.channel = opts.channel
    this.wire = opts.wire ?? wireSettings
    this.staleLease = leaseWatcher(() => this.clock.mono())
  }

  /** A stored record as an entry: validated, migrated, or a failed "could not be read" stand-in. */
  private readonly read = (key: IDBValidKey, raw: unknown): Entry => {
    const now = this.clock.now()
    return readEntry(raw, this.wire(), now) ?? unreadableEntry(String(key), now, raw)
  }

  private db(): Promise<IDBDatabase> {
    return this.conn.get()
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
    const entry = await complaintEntry(input, () => this.fresh(opts, commonParams))
    return 'ok' in entry ? entry : this.insert(entry)
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
      await insertEntry(await this.db(), entry)
      this.emit()
      return { ok: true, id: entry.id }
    } catch (e) {
      const err = storageError(e)
      return { ok: false, reason: err.reason, detail: err.message }
    }
  }

  /** Entries of one queue (or all), in queue order. */
  async list(queue?: QueueName): Promise<Entry[]> {
    return listEntries(await this.db(), this.read, queue)
  }

  async get(id: string): Promise<Entry | null> {
    return getEntry(await this.db(), this.read, id)
  }

  /** A stored photo's bytes (./photos); null when it is not there any more. */
  async photo(ref: string): Promise<ArrayBuffer | null> {
    return readPhoto(await this.db(), ref)
  }

  /**
   * Reads, changes and writes one entry atomically. `change` returns the new entry, or null
   * to delete it. Resolves with the stored entry (null when deleted or missing).
   */
  async update(id: string, change: (e: Entry) => Entry | null): Promise<Entry | null> {
    const out = await updateEntry(await this.db(), this.read, id, change)
    this.emit()
    return out
  }

  /** Removes an entry; `sent`: it left because the lender has it (every context is told, ChangeNotice). */
  async remove(id: string, sent?: QueueName): Promise<void> {
    await updateEntry(await this.db(), this.read, id, () => null)
    this.emit({ sent })
  }

  /** A sent entry removed and META lists told what proves it sent, in one transaction. */
  async removeNoting(id: string, notes: readonly MetaAppend[], sent: QueueName): Promise<void> {
    await removeNoting(await this.db(), id, notes)
    this.emit({ sent })
  }

  /** The borrower chose Retry on a failed entry: back in line, due now, under a new key (./choices). */
  async retry(id: string): Promise<Entry | null> {
    const now = this.clock.now()
    return this.update(id, (e) => retried(e, now, () => this.uuid()))
  }

  /** The borrower, asked because the look-up could not tell, chose "Send it again" (./choices). */
  async resend(id: string): Promise<Entry | null> {
    const now = this.clock.now()
    return this.update(id, (e) => resent(e, now, () => this.uuid()))
  }

  /**
   * The borrower chose Discard: removed unless it is being sent right now (./choices). `held`
   * tells whether its sender is alive, as the per-entry lease does (../replay/locks.ts
   * `discardEntry`: its Web Lock or a watched heartbeat, never the wall clock).
   */
  async discard(id: string, held: (e: Entry) => boolean): Promise<boolean> {
    let removed = false
    await this.update(id, (e) => {
      if (!discardable(e, held(e))) return e
      removed = true
      return null
    })
    return removed
  }

  /**
   * Forgets every entry of one borrower (logout, account deletion, another borrower signing in):
   * of every session of theirs this phone has seen (./session.ts links), not only the current one.
   */
  async clearOwner(owner: string): Promise<number> {
    const db = await this.db()
    // A shell that sends no user id: nothing tells this borrower's earlier sessions from another's,
    // so every entry no user id claims goes too (the safe reading: a shared phone keeps no one's words).
    const attributed = owner.startsWith('u:') ? null : await userLinkedLabels(db)
    const labels = await unlinkBorrower(db, owner)
    const n = await deleteBorrower(db, labels, (raw) => readEntry(raw, this.wire(), this.clock.now()), attributed)
    // The texts of sent complaints kept to tell rows apart: whoever they were, they go too.
    await writeMeta(db, SENT_KEY, [])
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
    return readMeta<T>(await this.db(), key)
  }

  async writeMeta(key: string, value: unknown): Promise<void> {
    return writeMeta(await this.db(), key, value)
  }

  /**
   * Applies the age bounds and the retention rules (./bounds): old events are dropped (counted);
   * week-old complaints become 'not sent', their photos deleted; complaints not sent are deleted 30 days after they were written.
   */
  async prune(): Promise<Pruned> {
    const db = await this.db()
    const result = await pruneEntries(db, this.clock.now(), this.read)
    if (result.dropped || result.expired || result.deleted) this.emit()
    return result
  }

  /** How many events were dropped by the bounds, ever (shown to support staff). */
  async droppedCount(): Promise<number> {
    return droppedCount(await this.db())
  }

  async hasPending(queue: QueueName): Promise<boolean> {
    return (await this.list(queue)).some(isPending)
  }

  /** What Redux mirrors (./snapshot): this session's borrower's entries, summarized; the others' complaints only counted. */
  async snapshot(session?: OutboxSession | null): Promise<OutboxSnapshot> {
    const [listed, dropped] = await Promise.all([this.list(), this.droppedCount()])
    return snapshotOf(listed, dropped, session)
  }

  /** The fallback replay lease (where Web Locks are absent): taken atomically; another's only once watched standing still (./entries.ts). */
  async acquireLease(owner: string, ttlMs: number): Promise<boolean> {
    return acquireLease(await this.db(), owner, ttlMs, this.clock.now(), this.staleLease)
  }

  async releaseLease(owner: string): Promise<void> {
    return releaseLease(await this.db(), owner)
  }

  /** Subscribes to changes made here or (through the channel) in another tab or the worker. */
  onChange(cb: (notice: ChangeNotice) => void): () => void {
    this.listeners.add(cb)
    const unsub = this.channel?.subscribe(cb)
    return () => {
      this.listeners.delete(cb)
      unsub?.()
    }
  }

  private emit(notice: ChangeNotice = {}): void {
    for (const l of this.listeners) l(notice)
    this.channel?.post(notice)
  }

  /** Closes the connection (tests; a new version taking over). */
  async close(): Promise<void> {
    return this.conn.close()
  }
}
