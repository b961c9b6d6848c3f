/*
 * The offline queue has one entry for the page and one for the service worker (./worker.ts, all
 * that sw/sw.ts imports); outside src/outbox nothing imports any other of its files but the two
 * named below (.dependency-cruiser.cjs, `npm run deps`).
 *
 * This is the page's entry: the page's Send (send now or keep in the queue, below), the queue
 * (IndexedDB, replay, runner) and its types.
 * Load it lazily, `import('@src/outbox/page')`, after the screen has started; `import type` from
 * it anywhere (types are erased, so the start path stays without the queue).
 *
 * The page's surface has two more parts, both free of the queue's code, that screens import
 * statically:
 * - ./eventCalls.ts: the tracking calls as queueable calls, which a screen builds on the start
 *   path and hands to the lazily loaded queue;
 * - ./ui/: the outbox's screen parts (its runner, status, waiting complaints, the
 *   saved-offline dialog, the words the borrower reads, the hooks that load this entry on use).
 */

import { config } from '../config/env'
import { type WireSettings, wireSettings } from '../lender/wire'
import { randomUUID } from '../lib/uuid'
import { getOutbox, getSender, requestReplay } from './contextOutbox'
import { storageError } from './queue/db'
import { ownerFromParams } from './queue/format'
import { toStoredImages, UnreadablePhoto } from './queue/photos'
import type { ComplaintInput, EnqueueOptions, Outbox, OutboxSession } from './queue/queue'
import { type ComplaintEntry, type Doubt, ENTRY_VERSION, type EventCall, type Failure, type Params } from './queue/types'
import { attemptEntry } from './replay/attempt'
import { backoffDelay } from './replay/backoff'
import type { AttemptResult } from './replay/outcome'
import type { Trigger } from './replay/replay'
import { settleWindowMs } from './replay/settleWatch'
import { contextOf, eventRequest, sendComplaint } from './sending/deliver'
import { judge, lookUp, matchingKeys } from './sending/reconcile'
import type { Outcome, Sender } from './sending/sender'
import { loadUnkept, saveUnkept, unkeptClaimed, unkeptDoubt, unkeptWatch } from './sending/unkeptDoubt'

export { getOutbox, getRunner, requestReplay, setReplayRequester } from './contextOutbox'
export { ownerFromParams } from './queue/format'
export type { ComplaintInput, Outbox, OutboxSession } from './queue/queue'
export type { EventCall, OutboxItem, OutboxSnapshot, QueueName } from './queue/types'
export { discardEntry } from './replay/locks'
export type { Trigger } from './replay/replay'

/** An error as a send reports it (src/lender/errors ApiError fits this shape). */
export type DirectError = { kind: string; message: string; status?: number; code?: string }

/** What became of a send: gone to the server, kept for later, or refused / not kept. */
export type QueueResult =
  | { status: 'sent' }
  /**
   * `needsSession`: the session expired; it goes once the shell gives a new session of the same borrower.
   * `offline`: kept without a try (the phone is offline). `storage`: kept, but a later write on this
   * phone failed (`full`: no space left); what is stored is sent by the replay when it can.
   */
  | { status: 'queued'; id: string; needsSession?: boolean; offline?: boolean; storage?: 'full' | 'unavailable' }
  /**
   * rejected: the server refused it (message is the server's; `error` as the send reported it).
   * notKept: it could neither be sent nor kept on the phone.
   * unsure: no storage, and its save went without a readable answer: the lender may have it. A
   * Send again under the same key looks it up first (this page's memory), never saves it blindly.
   */
  | { status: 'failed'; reason: 'rejected' | 'notKept' | 'unsure'; message: string; error?: DirectError }
  /** A photo could not be read (`photo`: its index): nothing was kept or sent; the screen keeps the draft. */
  | { status: 'failed'; reason: 'photo'; photo: number; message: string }

export type OutboxDeps = {
  /** The session's common parameters at the time of the send (store/requestContext.ts). */
  commonParams: Params
  /** borrowerKey(state.session.params): whose entry it is; by default the same rule applied to commonParams. */
  owner?: string
  /** config.apiBase as the page sees it (overrides the wire settings' base). */
  apiBase?: string
  /** The page's wire settings (API base, segment, aliases, timeout, header switch); defaults to this context's. */
  wire?: WireSettings
  outbox?: Outbox
  send?: Sender
  online?: () => boolean
  /** Asks for a replay after something was queued. */
  kick?: (t: Trigger) => void
  uuid?: () => string
  random?: () => number
  /** The id (and Idempotency-Key, where sent) to use: a screen keeps one per complaint across resends. */
  idempotencyKey?: string
  /** Told as each image gets its URL (the screen's tiles). */
  onImageUploaded?: (index: number, url: string) => void
  /** How doubt about a save is handled (config.outboxDoubt). */
  doubt?: Doubt
  /** `navigator.storage.persist` where it exists (tests pass a fake). */
  persist?: (() => Promise<boolean>) | null
}

const wireOf = (deps: OutboxDeps): WireSettings => ({
  ...(deps.wire ?? wireSettings()),
  ...(deps.apiBase ? { apiBase: deps.apiBase } : {}),
})

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false

function toError(f: Failure): DirectError {
  // A rejection is final even when its kind alone (malformed) would look retryable.
  return {
    kind: f.kind === 'malformed' ? 'business' : f.kind,
    message: f.message,
    ...(f.status !== undefined ? { status: f.status } : {}),
    ...(f.code !== undefined ? { code: f.code } : {}),
  }
}

let persistAsked = false
/** Asks once per page for persistent storage, so the browser does not evict what the borrower queued. */
function askPersist(persist: OutboxDeps['persist']): void {
  if (persistAsked) return
  const fn = persist === undefined ? defaultPersist() : persist
  if (!fn) return
  persistAsked = true
  void fn().catch(() => false)
}
function defaultPersist(): (() => Promise<boolean>) | null {
  const storage = (globalThis as { navigator?: { storage?: { persist?: () => Promise<boolean> } } }).navigator?.storage
  return typeof storage?.persist === 'function' ? () => storage.persist!() : null
}
/** Tests: ask again (a test seam: the app never calls it). */
export function resetPersistAsked(): void {
  persistAsked = false
}

/**
 * The complaint screen's Send. The complaint is written to the outbox FIRST (a WebView killed
 * during a long send loses nothing), then this page makes the same attempt the worker's replay
 * would (src/outbox/replay/attempt.ts attemptEntry). Sent: 'sent'. Refused: the entry is let go and the
 * screen keeps the draft ('failed'/'rejected' with the server's message). Anything else: it stays
 * in the outbox ('queued'). If storage cannot keep it, it is sent without the outbox ('notKept'
 * when that fails too).
 */
export async function sendOrQueueComplaint(input: ComplaintInput, deps: OutboxDeps): Promise<QueueResult> {
  const outbox = deps.outbox ?? getOutbox()
  const send = deps.send ?? getSender()
  const key = deps.idempotencyKey ?? (deps.uuid ?? randomUUID)()
  const wire = wireOf(deps)
  const owner = deps.owner ?? ownerFromParams(deps.commonParams)
  const session: OutboxSession = { owner, sessionId: deps.commonParams.session_id ?? '', commonParams: deps.commonParams }
  const kept = await outbox.enqueueComplaint(input, deps.commonParams, { id: key, owner, wire, doubt: deps.doubt ?? config.outboxDoubt })
  if (!kept.ok && kept.reason === 'photo') return { status: 'failed', reason: 'photo', photo: kept.index, message: '' }
  if (!kept.ok) return sendUnkept(input, deps, outbox, key, wire, kept.detail ?? '')
  askPersist(deps.persist)
  const kick = deps.kick ?? requestReplay
  if (!(deps.online ?? isOnline)()) {
    kick('enqueue')
    return { status: 'queued', id: kept.id, offline: true }
  }
  let res: AttemptResult
  try {
    res = await attemptEntry(
      kept.id,
      { outbox, send, random: deps.random, uuid: deps.uuid },
      { session, onUploaded: deps.onImageUploaded, removeOnRejection: true },
    )
  } catch (e) {
    // Kept, then a write on this phone failed (a full phone): Send still answers. Whatever the
    // attempt reached is stored (a save is marked unsure before it goes), so the replay goes on from there.
    kick('enqueue')
    return { status: 'queued', id: kept.id, storage: storageError(e).reason }
  }
  if (res.kind === 'sent') return { status: 'sent' }
  if (res.kind === 'failed') {
    // A rejection was removed (the draft is on screen); a give-up after server errors stays listed.
    const still = await outbox.get(kept.id).catch(() => null)
    if (!still) return { status: 'failed', reason: 'rejected', message: res.failure.message, error: toError(res.failure) }
  }
  // Kept: the replay (this page or the worker) sends it when due. Background Sync is asked for.
  kick('enqueue')
  return { status: 'queued', id: kept.id, ...(res.kind === 'waiting' && res.expired ? { needsSession: true } : {}) }
}

/** No storage: one attempt, straight from memory (the borrower keeps the draft if it fails). */
async function sendUnkept(
  input: ComplaintInput,
  deps: OutboxDeps,
  outbox: Outbox,
  key: string,
  wire: WireSettings,
  detail: string,
): Promise<QueueResult> {
  const send = deps.send ?? getSender()
  const { problemType, problemSonType, problemDetail, orderNo } = input
  const entry: ComplaintEntry = {
    v: ENTRY_VERSION,
    id: key,
    key,
    seq: 0,
    createdAt: 0,
    state: 'sending',
    attempts: 0,
    nextAttemptAt: 0,
    commonParams: deps.commonParams,
    owner: deps.owner ?? ownerFromParams(deps.commonParams),
    wire,
    elapsedMs: 0,
    seenAt: 0,
    serverErrors: 0,
    queue: 'complaints',
    complaint: { problemType, problemSonType, problemDetail, orderNo },
    images: [],
  }
  try {
    entry.images = await toStoredImages(input.images)
  } catch (e) {
    // Never "sent" with a photo silently left out: the screen keeps the draft and says which.
    return { status: 'failed', reason: 'photo', photo: e instanceof UnreadablePhoto ? e.index : 0, message: '' }
  }
  let baseline: string[] | undefined
  loadUnkept()
  const doubt = unkeptDoubt.get(key)
  if (doubt) {
    // An earlier save of this complaint may have landed: look before anything is sent again.
    const look = await lookUp(entry, deps.commonParams, send)
    if (look.kind === 'failed') return { status: 'failed', reason: 'unsure', message: '' }
    const verdict = judge({ ...entry, baseline: doubt.baseline }, look.rows, unkeptClaimed)
    if (verdict.kind === 'found') {
      verdict.claims.forEach((k) => unkeptClaimed.add(k))
      unkeptDoubt.delete(key)
      saveUnkept()
      return { status: 'sent' }
    }
    if (verdict.kind === 'ambiguous') return { status: 'failed', reason: 'unsure', message: '' }
    // Not in the list proves nothing while the list may still be late: only once this page has
    // watched the settle window since the save (after a reload, since its first look-up).
    const since = unkeptWatch.get(key) ?? outbox.clock.mono()
    unkeptWatch.set(key, since)
    if (outbox.clock.mono() - since < settleWindowMs(deps.doubt ?? config.outboxDoubt, wire.timeoutMs))
      return { status: 'failed', reason: 'unsure', message: '' }
    baseline = matchingKeys(entry, look.rows)
  }
  let saving = false
  const out = await sendComplaint(
    entry,
    deps.commonParams,
    send,
    async (i, url) => deps.onImageUploaded?.(i, url),
    async () => {
      if (!baseline) {
        const look = await lookUp(entry, deps.commonParams, send)
        baseline = look.kind === 'rows' ? matchingKeys(entry, look.rows) : doubt?.baseline
      }
      // Remembered before the save goes: from here on its outcome may be unknown.
      unkeptDoubt.set(key, { baseline })
      unkeptWatch.set(key, outbox.clock.mono())
      saveUnkept()
      saving = true
      return true
    },
  )
  if (out?.kind === 'ok' || out?.kind === 'rejected') {
    unkeptDoubt.delete(key)
    saveUnkept()
  }
  if (out?.kind === 'ok') return { status: 'sent' }
  if (out?.kind === 'rejected') return { status: 'failed', reason: 'rejected', message: out.failure.message, error: toError(out.failure) }
  // The save (this one or an earlier one) went without a readable answer: not "could not be sent".
  if (saving || doubt) return { status: 'failed', reason: 'unsure', message: out?.failure.message ?? '' }
  return { status: 'failed', reason: 'notKept', message: out?.failure.message || detail, ...(out ? { error: toError(out.failure) } : {}) }
}

/**
 * Sends a tracking call now, or queues it (offline, events already waiting ahead of it, or a
 * retryable failure). A refused event is kept in the failed list; nothing is dropped silently.
 */
export async function trackEvent(call: EventCall, deps: OutboxDeps): Promise<QueueResult> {
  const outbox = deps.outbox ?? getOutbox()
  const send = deps.send ?? getSender()
  const key = (deps.uuid ?? randomUUID)()
  const online = (deps.online ?? isOnline)()
  const wire = wireOf(deps)
  // Order within the queue: a new event never overtakes ones still waiting.
  const waitingAhead = online ? await outbox.hasPending('events').catch(() => false) : true
  let out: Outcome | null = null
  if (online && !waitingAhead) {
    out = await send(eventRequest(call, key), contextOf({ wire }, deps.commonParams))
    if (out.kind === 'ok') return { status: 'sent' }
  }
  const opts: EnqueueOptions = { id: key, owner: deps.owner ?? ownerFromParams(deps.commonParams), wire }
  if (out?.kind === 'rejected' || out?.kind === 'expired') opts.failed = out.failure
  else if (out)
    opts.retry = {
      failure: out.failure,
      at: outbox.clock.now() + (out.failure.kind === 'network' ? 0 : backoffDelay(1, deps.random ?? Math.random)),
      deferred: out.kind === 'conflict',
    }
  const kept = await outbox.enqueueEvent(call, deps.commonParams, opts)
  if (out?.kind === 'rejected' || out?.kind === 'expired') return { status: 'failed', reason: 'rejected', message: out.failure.message }
  if (kept.ok) {
    ;(deps.kick ?? requestReplay)('enqueue')
    return { status: 'queued', id: kept.id }
  }
  if (!out) {
    out = await send(eventRequest(call, key), contextOf({ wire }, deps.commonParams))
    if (out.kind === 'ok') return { status: 'sent' }
    if (out.kind === 'rejected' || out.kind === 'expired') return { status: 'failed', reason: 'rejected', message: out.failure.message }
  }
  return { status: 'failed', reason: 'notKept', message: out.failure.message }
}
