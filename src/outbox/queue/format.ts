import { type AliasMap, identityAliases } from '../../config/aliases'
import type { WireSettings } from '../../lender/wire'
import {
  type ComplaintEntry,
  type EnqueueOptions,
  type Entry,
  ENTRY_VERSION,
  type EntryState,
  type EventEntry,
  type Failure,
  type Params,
  type StoredImage,
} from './types'

/**
 * The stored format: every entry carries `v`; newEntry builds one in the current version. Reading validates each one and migrates older
 * versions; whatever cannot be read becomes a failed entry "could not be read" (the borrower can
 * discard it) and never stops the rest of the outbox from working.
 *
 * v1: no `v`, no owner, `apiBase` optional, ages from `createdAt`.
 * v2: owner, wire settings, watched age, server-error count, lease, `unsure`.
 * v3: a photo's bytes in the photos store (`ref`), or removed by retention (`removed`). A v2 entry's
 *     inline bytes are read as they are and moved to the photos store on its next write (./entries).
 */

const STATES: readonly EntryState[] = ['waiting', 'sending', 'failed', 'notSent']

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x)
const isStr = (x: unknown): x is string => typeof x === 'string'
const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x)
const strRecord = (x: unknown): x is Record<string, string> => isObj(x) && Object.values(x).every(isStr)

function aliasesOf(x: unknown): AliasMap | null {
  if (x === undefined) return identityAliases
  return isObj(x) && strRecord(x.fields) && strRecord(x.paths) ? { fields: x.fields, paths: x.paths } : null
}

function wireOf(x: unknown, fallback: WireSettings): WireSettings | null {
  if (x === undefined) return fallback
  if (!isObj(x) || !isStr(x.apiBase) || !isStr(x.segment) || !isNum(x.timeoutMs) || typeof x.idempotencyKey !== 'boolean') return null
  const aliases = aliasesOf(x.aliases)
  if (!aliases) return null
  const p = x.poison
  const poison =
    isObj(p) && isNum(p.serverErrors) && isNum(p.maxAgeMs) ? { poison: { serverErrors: p.serverErrors, maxAgeMs: p.maxAgeMs } } : {}
  // The Accept-Language extra and the language of the page that queued the entry: a replay says what the page would.
  const language =
    typeof x.acceptLanguage === 'boolean' && isStr(x.language) ? { acceptLanguage: x.acceptLanguage, language: x.language } : {}
  return {
    apiBase: x.apiBase,
    segment: x.segment,
    aliases,
    timeoutMs: x.timeoutMs,
    idempotencyKey: x.idempotencyKey,
    ...poison,
    ...language,
  }
}

function imagesOf(x: unknown): StoredImage[] | null {
  if (!Array.isArray(x)) return null
  const out: StoredImage[] = []
  for (const i of x) {
    if (!isObj(i) || !isStr(i.name ?? '') || !isStr(i.type ?? '')) return null
    // Realm-independent check: bytes read back from IndexedDB may come from another realm.
    const bytes = Object.prototype.toString.call(i.bytes) === '[object ArrayBuffer]' ? (i.bytes as ArrayBuffer) : undefined
    const url = isStr(i.url) && i.url ? i.url : undefined
    const ref = isStr(i.ref) && i.ref ? i.ref : undefined
    const removed = i.removed === true
    if (!bytes && !url && !ref && !removed) return null
    out.push({
      name: (i.name as string | undefined) ?? '',
      type: (i.type as string | undefined) ?? '',
      ...(bytes ? { bytes } : {}),
      ...(ref && !bytes ? { ref } : {}),
      ...(url ? { url } : {}),
      ...(removed && !url ? { removed: true as const } : {}),
    })
  }
  return out
}

/** The owner a v1 entry gets: who its own parameters name (same rule as store/borrower.ts). */
export function ownerFromParams(p: Record<string, string>): string {
  const userId = p.user_id?.trim()
  if (userId) return `u:${userId}`
  const sessionId = p.session_id?.trim()
  return sessionId ? `s:${sessionId}` : ''
}

/**
 * The common fields of an entry being queued now, in the current version: waiting and due now, or
 * as the caller found it (already failed, or to retry later after a first attempt the page made).
 */
export function newEntry(opts: EnqueueOptions, commonParams: Params, { now, key, wire }: { now: number; key: string; wire: WireSettings }) {
  const base = {
    v: ENTRY_VERSION,
    id: key,
    key,
    createdAt: now,
    state: 'waiting' as EntryState,
    attempts: 0,
    nextAttemptAt: now,
    commonParams: { ...commonParams },
    owner: opts.owner ?? '',
    wire,
    elapsedMs: 0,
    seenAt: now,
    serverErrors: 0,
    ...(opts.doubt ? { doubt: opts.doubt } : {}),
  }
  if (opts.failed) return { ...base, state: 'failed' as EntryState, attempts: 1, lastError: opts.failed }
  if (opts.retry)
    return { ...base, attempts: 1, nextAttemptAt: opts.retry.at, lastError: opts.retry.failure, deferred: opts.retry.deferred ?? false }
  return base
}

/** A failed stand-in for an entry that could not be read (keeps its key so Discard removes it). */
export function unreadableEntry(id: string, now: number, raw: unknown): Entry {
  const r = isObj(raw) ? raw : {}
  const queue = r.queue === 'events' ? 'events' : 'complaints'
  const base = {
    v: ENTRY_VERSION,
    id,
    key: id,
    seq: isNum(r.seq) ? r.seq : Number.MAX_SAFE_INTEGER,
    createdAt: isNum(r.createdAt) ? r.createdAt : now,
    state: 'failed' as const,
    attempts: 0,
    nextAttemptAt: now,
    commonParams: {},
    // Nobody's: an unreadable entry is shown (to be discarded) but never sent.
    owner: isStr(r.owner) ? r.owner : '',
    wire: { apiBase: '', segment: '', aliases: identityAliases, timeoutMs: 1, idempotencyKey: false },
    elapsedMs: 0,
    seenAt: now,
    serverErrors: 0,
    lastError: { kind: 'unreadable', message: '' } satisfies Failure,
  }
  if (queue === 'events') return { ...base, queue, call: { method: 'GET', path: '' } }
  const c = isObj(r.complaint) ? r.complaint : {}
  return {
    ...base,
    queue,
    complaint: {
      problemType: isStr(c.problemType) ? c.problemType : '',
      problemSonType: '',
      problemDetail: isStr(c.problemDetail) ? c.problemDetail : '',
      orderNo: isStr(c.orderNo) ? c.orderNo : '',
    },
    images: [],
  }
}

/** The top-level fields this version reads (a write keeps every other field a newer version stored). */
const KNOWN = new Set([
  ...['v', 'id', 'key', 'seq', 'createdAt', 'state', 'attempts', 'nextAttemptAt', 'deferred', 'lastError', 'commonParams'],
  ...['owner', 'wire', 'elapsedMs', 'seenAt', 'serverErrors', 'firstServerErrorAt', 'unsure', 'lease', 'overdueFrom'],
  ...['expiredSession', 'provenSession', 'checks', 'doubt', 'queue', 'complaint', 'images', 'typeTitle', 'baseline'],
  ...['settle', 'call', 'apiBase'],
])

/**
 * What a write stores: the entry as this version knows it, over the fields of the stored record
 * this version does not know, and never a lower version than the stored one. A newer version's
 * entry (an update, then a rollback) is sent by this one and stays readable by its own version.
 */
export function overStored(raw: unknown, e: Entry): Entry {
  if (!isObj(raw)) return e
  const extra = Object.entries(raw).filter(([k]) => !KNOWN.has(k))
  const v = isNum(raw.v) && raw.v > e.v ? raw.v : e.v
  return extra.length || v !== e.v ? { ...Object.fromEntries(extra), ...e, v } : e
}

/**
 * Validates (and migrates) one stored record. `id` is its key in the store; `fallbackWire` the
 * settings of this context for v1 entries (which kept only the API base). Null: unreadable.
 * Read in two phases: the fields every entry has (migrating v1's), then its queue's own.
 */
export function readEntry(raw: unknown, fallbackWire: WireSettings, now: number): Entry | null {
  if (!isObj(raw)) return null
  const base = readCommon(raw, fallbackWire, now)
  if (!base) return null
  if (raw.queue === 'complaints') return readComplaint(raw, base)
  if (raw.queue === 'events') return readEvent(raw, base)
  return null
}

/** An entry's common fields, with a v1 entry's migrated; null when one is missing or malformed. */
function readCommon(raw: Record<string, unknown>, fallbackWire: WireSettings, now: number) {
  const v = raw.v ?? 1
  // A newer version's entry is read by the fields this one knows (../queue/entries keeps the rest on a write).
  if (v !== 1 && v !== 2 && !(typeof v === 'number' && Number.isInteger(v) && v >= ENTRY_VERSION)) return null
  if (
    !isStr(raw.id) ||
    !raw.id ||
    !isStr(raw.key) ||
    !isNum(raw.seq) ||
    !isNum(raw.createdAt) ||
    !isNum(raw.attempts) ||
    !isNum(raw.nextAttemptAt)
  )
    return null
  if (!STATES.includes(raw.state as EntryState) || !strRecord(raw.commonParams)) return null
  const lastError =
    raw.lastError === undefined ? undefined : isObj(raw.lastError) && isStr(raw.lastError.kind) ? (raw.lastError as Failure) : null
  if (lastError === null) return null
  const v1Wire = v === 1 && isStr(raw.apiBase) && raw.apiBase ? { ...fallbackWire, apiBase: raw.apiBase } : fallbackWire
  const wire = wireOf(v === 1 ? undefined : raw.wire, v1Wire)
  if (!wire || (v !== 1 && (!isStr(raw.owner) || !isNum(raw.elapsedMs) || !isNum(raw.seenAt) || !isNum(raw.serverErrors)))) return null
  const lease = leaseOf(raw.lease)
  return {
    v: Math.max(v as number, ENTRY_VERSION),
    id: raw.id,
    key: raw.key,
    seq: raw.seq,
    createdAt: raw.createdAt,
    state: raw.state as EntryState,
    attempts: raw.attempts,
    nextAttemptAt: raw.nextAttemptAt,
    ...(raw.deferred === true ? { deferred: true } : {}),
    ...(lastError ? { lastError } : {}),
    commonParams: raw.commonParams,
    owner: v === 1 ? ownerFromParams(raw.commonParams) : (raw.owner as string),
    wire,
    // A v1 entry starts its watched age now: its createdAt may come from a wrong clock.
    elapsedMs: v === 1 ? 0 : (raw.elapsedMs as number),
    seenAt: v === 1 ? now : (raw.seenAt as number),
    serverErrors: v === 1 ? 0 : (raw.serverErrors as number),
    ...(isNum(raw.firstServerErrorAt) ? { firstServerErrorAt: raw.firstServerErrorAt } : {}),
    // A v1 entry that was being sent may have reached the server.
    ...(raw.unsure === true || (v === 1 && raw.state === 'sending') ? { unsure: true } : {}),
    ...(lease ? { lease } : {}),
    ...(isStr(raw.expiredSession) ? { expiredSession: raw.expiredSession } : {}),
    ...(isStr(raw.provenSession) ? { provenSession: raw.provenSession } : {}),
    ...(isNum(raw.checks) ? { checks: raw.checks } : {}),
    ...(isNum(raw.overdueFrom) ? { overdueFrom: raw.overdueFrom } : {}),
    ...(isObj(raw.doubt) && isNum(raw.doubt.checkLimit) && isNum(raw.doubt.settleMs)
      ? { doubt: { checkLimit: raw.doubt.checkLimit, settleMs: raw.doubt.settleMs } }
      : {}),
  }
}

type Common = NonNullable<ReturnType<typeof readCommon>>

/** A stored lease, when it has its owner and end; anything else reads as no lease. */
function leaseOf(lease: unknown) {
  if (!isObj(lease) || !isStr(lease.owner) || !isNum(lease.until)) return undefined
  return {
    owner: lease.owner,
    until: lease.until,
    ...(isNum(lease.ms) ? { ms: lease.ms } : {}),
    ...(isNum(lease.beat) ? { beat: lease.beat } : {}),
  }
}

/** A complaint's own fields: the complaint, its images, and what its settling and look-ups kept. */
function readComplaint(raw: Record<string, unknown>, base: Common): ComplaintEntry | null {
  const c = raw.complaint
  if (!isObj(c) || !isStr(c.problemType) || !isStr(c.problemDetail) || !isStr(c.orderNo) || !isStr(c.problemSonType ?? '')) return null
  const images = imagesOf(raw.images)
  if (!images) return null
  return {
    ...base,
    queue: 'complaints',
    complaint: {
      problemType: c.problemType,
      problemSonType: (c.problemSonType as string | undefined) ?? '',
      problemDetail: c.problemDetail,
      orderNo: c.orderNo,
    },
    images,
    ...(isStr(raw.typeTitle) ? { typeTitle: raw.typeTitle } : {}),
    ...(Array.isArray(raw.baseline) && raw.baseline.every(isStr) ? { baseline: raw.baseline as string[] } : {}),
    ...(isObj(raw.settle) && isStr(raw.settle.save) && isNum(raw.settle.watchedMs) && isNum(raw.settle.reads)
      ? { settle: { save: raw.settle.save, watchedMs: raw.settle.watchedMs, reads: raw.settle.reads } }
      : {}),
  }
}

/** A tracking event's own field: its call, as the lender's descriptor had it. */
function readEvent(raw: Record<string, unknown>, base: Common): EventEntry | null {
  const call = raw.call
  if (!isObj(call) || (call.method !== 'GET' && call.method !== 'POST') || !isStr(call.path)) return null
  if ((call.params !== undefined && !strRecord(call.params)) || (call.body !== undefined && !strRecord(call.body))) return null
  const ok =
    call.ok === undefined || call.ok === 'any' || (Array.isArray(call.ok) && call.ok.every((x) => isStr(x) || isNum(x)))
      ? (call.ok as EventEntry['call']['ok'])
      : null
  if (ok === null) return null
  return {
    ...base,
    queue: 'events',
    call: {
      method: call.method,
      path: call.path,
      ...(call.params ? { params: call.params as Record<string, string> } : {}),
      ...(call.body ? { body: call.body as Record<string, string> } : {}),
      ...(ok !== undefined ? { ok } : {}),
    },
  }
}
