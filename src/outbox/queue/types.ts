/**
 * The outbox's data model. Plain data only (structured-clone safe), so an entry written by a
 * page can be replayed by the service worker and the other way round.
 */
import type { OkCodes, WireSettings } from '../../lender/wire'

export type QueueName = 'complaints' | 'events'

/** waiting -> sending -> (gone when sent) | failed (kept with the server's reason) | notSent (expired). */
export type EntryState = 'waiting' | 'sending' | 'failed' | 'notSent'

/**
 * `unreadable`: a stored entry that failed validation (shown as "could not be read").
 * `unchecked`: the look-up before a resend kept failing (or could not tell): the borrower decides.
 */
export type FailureKind = 'network' | 'timeout' | 'http' | 'business' | 'malformed' | 'unreadable' | 'unchecked'
/** Why the last attempt did not succeed. `message` is the server's text when it gave one. */
export type Failure = { kind: FailureKind; message: string; status?: number; code?: string }

export type Params = Record<string, string>

/** The stored format's version; src/outbox/queue/format.ts validates and migrates on every read. */
export const ENTRY_VERSION = 3

type EntryBase = {
  /** ENTRY_VERSION when written by this version. */
  v: number
  /** A UUID made when queued; the entry's identity. */
  id: string
  /**
   * The Idempotency-Key sent on every attempt (per image: `${key}-img-${index}`). It is the id
   * at first; only the borrower's Retry of a rejected entry starts a new key, because the
   * server keeps the rejection as the stored answer for the old one.
   */
  key: string
  /** Position in the queue (monotonic across contexts: it is allocated inside the write). */
  seq: number
  createdAt: number
  state: EntryState
  attempts: number
  /** Not attempted again before this time (backoff), unless connectivity just changed. */
  nextAttemptAt: number
  /** A 409 defers only this entry; the entries behind it still go. */
  deferred?: boolean
  lastError?: Failure
  /** The common client parameters the page had when it queued the request. */
  commonParams: Params
  /** Whose it is (store/borrower.ts borrowerKey): sent and shown only under that borrower's session. */
  owner: string
  /** The page's API base, segment, alias map, timeout and Idempotency-Key switch: a worker replay sends what the page would. */
  wire: WireSettings
  /**
   * Age as the queue has watched it pass (ms), not `now - createdAt`: each look adds the time since
   * the last look, capped, so a phone clock set a year ahead or back neither expires nor parks an entry.
   */
  elapsedMs: number
  /** The clock when `elapsedMs` was last advanced. */
  seenAt: number
  /** Server errors (5xx, 408, 429, unreadable answers) so far, and `elapsedMs` at the first one. */
  serverErrors: number
  firstServerErrorAt?: number
  /** A send whose outcome is unknown (timeout, lost connection, 5xx, killed page): reconcile before sending again. */
  unsure?: boolean
  /**
   * Who is sending it now, until when by the wall clock (read only by an earlier version), its
   * length when taken, and its heartbeat (counted up while the attempt runs; ../replay/locks.ts).
   */
  lease?: { owner: string; until: number; ms?: number; beat?: number }
  /** The watched age at which retention first found it past its date (./bounds RETENTION_GRACE_MS). */
  overdueFrom?: number
  /** Rejected as an expired session: waits until a session id other than this one arrives. */
  expiredSession?: string
  /** The session under which the lender proved it this borrower's (src/outbox/identity/owner.ts). */
  provenSession?: string
  /** Look-ups (problem-list) that failed or could not be read since the last answer. */
  checks?: number
  /** How doubt is handled, as the page configured it (config.outboxDoubt) when it was queued. */
  doubt?: Doubt
}

/**
 * After how many failed look-ups the borrower is asked; the settle window after an unsure save,
 * over which a look-up that finds nothing proves nothing (0: twice the request timeout).
 */
export type Doubt = { checkLimit: number; settleMs: number }

/**
 * One complaint image. The bytes are kept as an ArrayBuffer (a Blob's contents) because some
 * WebViews cannot store Blobs in IndexedDB; the Blob and FormData are rebuilt at send time.
 * Stored, the bytes live in the photos store under `ref` (written once, never with the entry's
 * updates); `bytes` inline is an entry being built, or one stored by an earlier version (moved to
 * the photos store on its next write). Once uploaded, the URL is kept and the bytes are deleted,
 * so an image is never uploaded twice. `removed`: a complaint that will not be sent any more had
 * its photo deleted from this phone (the retention rule in ./bounds).
 */
export type StoredImage = { name: string; type: string; bytes?: ArrayBuffer; ref?: string; url?: string; removed?: true }

export type ComplaintFields = { problemType: string; problemSonType: string; problemDetail: string; orderNo: string }

/** `typeTitle`: the question type's title as the list shows it (reconciling matches on it). */
export type ComplaintEntry = EntryBase & {
  queue: 'complaints'
  complaint: ComplaintFields
  images: StoredImage[]
  typeTitle?: string
  /** problem-list rows that already matched before the save now on the wire (src/outbox/sending/reconcile.ts); absent: not taken. */
  baseline?: string[]
  /** The unsure save's settle watch (../replay/settleWatch.ts): absent, none is running. */
  settle?: SettleWatch
}

/**
 * The watch over an unsure save: which save (the attempt that sent it), the longest time any
 * context has watched pass since it on its own monotonic clock, and the look-ups that found nothing so far.
 */
export type SettleWatch = { save: string; watchedMs: number; reads: number }

export type { OkCodes }

/** A tracking call as the app would make it (path without the /api base, like the base query). */
export type EventCall = { method: 'GET' | 'POST'; path: string; params?: Params; body?: Params; ok?: OkCodes }

export type EventEntry = EntryBase & { queue: 'events'; call: EventCall }

export type Entry = ComplaintEntry | EventEntry

/** What the UI and Redux see of an entry: no bytes, no phone numbers, no session parameters. */
export type OutboxItem = {
  id: string
  queue: QueueName
  state: EntryState
  createdAt: number
  attempts: number
  /** When the next automatic attempt is due (waiting entries only). */
  nextAttemptAt: number | null
  /** The server's message for failed entries ('' when it gave none). */
  reason?: string
  /** Failed because the stored entry could not be read. */
  unreadable?: boolean
  /** Waiting for a new session of the same borrower (the last one expired). */
  needsSession?: boolean
  /** Sent once with an unknown outcome: it is looked up before anything is sent again. */
  checking?: boolean
  /** The look-up could not tell: the borrower is asked (Send it again / Discard). */
  unchecked?: boolean
  /** Waiting because the lender said it is unavailable for now (429, 503): retried, never given up for it. */
  unavailable?: boolean
  /** A complaint that is not sent any more (failed, not sent): when this phone deletes it (./bounds retention). */
  deleteAt?: number
  /** Events: the call's path. Complaints: the question type. */
  label: string
  /** `removedCount`: photos deleted from this phone because the complaint will not be sent any more. */
  complaint?: ComplaintFields & { imageCount: number; uploadedCount: number; removedCount: number }
}

/** `parked`: complaints on this phone whose owner is not proven to be this borrower (counted, never shown). */
export type OutboxSnapshot = { complaints: OutboxItem[]; events: OutboxItem[]; dropped: number; parked: number }

/**
 * Bounds: events at most 500 and 24 h; complaints 7 days, then 'not sent' (ages as `elapsedMs`
 * counts them). Retention of personal data goes by the wall clock too (./bounds): every event (it
 * carries the device's identifiers) at most `eventsMaxAgeMs` after it was written; a complaint
 * that is not sent any more (failed, not sent) at most `complaintsKeptMs` after it was written
 * (one the borrower can still act on, after a grace of watched time), its photos deleted as soon
 * as it is 'not sent'.
 */
export const LIMITS = {
  eventsMax: 500,
  eventsMaxAgeMs: 24 * 3600_000,
  complaintsMaxAgeMs: 7 * 24 * 3600_000,
  complaintsKeptMs: 30 * 24 * 3600_000,
} as const

/** META key of accepted saves whose problem-list row is not known (../sending/ownRow.ts); personal text, forgotten on logout. */
export const SENT_KEY = 'sentSaves'

/** The wall-clock age that retention reads: the phone's clock, or the watched age where that is longer (a clock set back). */
export function keptAge(e: Pick<EntryBase, 'createdAt' | 'elapsedMs'>, now: number): number {
  return Math.max(e.elapsedMs, now - e.createdAt)
}

/**
 * What changed: `sent` names the queue an entry left because the lender has it (the explicit
 * "sent" notice: a page refreshes the complaint list on it); absent for any other change.
 */
export type ChangeNotice = { sent?: QueueName }

/** Tells other contexts (tabs, the worker) that the outbox changed. */
export type ChangeChannel = { post(notice: ChangeNotice): void; subscribe(cb: (notice: ChangeNotice) => void): () => void }

/** A complaint as a screen hands it over: images still as Blobs, or already uploaded. */
export type ComplaintInput = ComplaintFields & {
  images: ({ blob: Blob; name: string } | { url: string; name?: string })[]
  typeTitle?: string
}

export type EnqueueOptions = {
  /** The id (and Idempotency-Key) the caller already used for a direct attempt. */
  id?: string
  /** Whose it is (borrowerKey of the session that queued it). */
  owner?: string
  /** The page's wire settings (defaults to this context's). */
  wire?: WireSettings
  /** The page's doubt settings (config.outboxDoubt). */
  doubt?: Doubt
  /** The direct attempt was rejected: keep it in the failed list (nothing is dropped silently). */
  failed?: Failure
  /** The direct attempt failed in a retryable way: due again at `at`. */
  retry?: { failure: Failure; at: number; deferred?: boolean }
}

/** The result of queueing: the caller is told when storage could not keep it. */
export type EnqueueResult =
  | { ok: true; id: string }
  | { ok: false; reason: 'unavailable' | 'full'; detail?: string }
  | { ok: false; reason: 'photo'; index: number; detail?: string }

/** Queue order: the order entries were queued in. */
export const bySeq = (a: Pick<Entry, 'seq'>, b: Pick<Entry, 'seq'>) => a.seq - b.seq

export function isPending(e: Pick<Entry, 'state'>): boolean {
  return e.state === 'waiting' || e.state === 'sending'
}

/** The Redux/UI view of an entry. */
export function summarize(e: Entry): OutboxItem {
  const base = {
    id: e.id,
    queue: e.queue,
    state: e.state,
    createdAt: e.createdAt,
    attempts: e.attempts,
    // Being sent elsewhere: look again when that sender's lease ends (it may have died with the page).
    nextAttemptAt: e.state === 'waiting' ? e.nextAttemptAt : e.state === 'sending' && e.lease ? e.lease.until + 1 : null,
    ...(e.state === 'failed' ? { reason: e.lastError?.message ?? '' } : {}),
    ...(e.lastError?.kind === 'unreadable' ? { unreadable: true } : {}),
    ...(e.expiredSession !== undefined && isPending(e) ? { needsSession: true } : {}),
    ...(e.unsure && isPending(e) ? { checking: true } : {}),
    ...(e.state === 'failed' && e.lastError?.kind === 'unchecked' ? { unchecked: true } : {}),
    ...(isPending(e) && e.lastError?.kind === 'http' && (e.lastError.status === 429 || e.lastError.status === 503)
      ? { unavailable: true }
      : {}),
    ...(e.queue === 'complaints' && (e.state === 'failed' || e.state === 'notSent')
      ? { deleteAt: e.createdAt + LIMITS.complaintsKeptMs }
      : {}),
  }
  if (e.queue === 'events') return { ...base, label: e.call.path }
  return {
    ...base,
    label: e.complaint.problemType,
    complaint: {
      ...e.complaint,
      imageCount: e.images.length,
      uploadedCount: e.images.filter((i) => i.url).length,
      removedCount: e.images.filter((i) => i.removed).length,
    },
  }
}
