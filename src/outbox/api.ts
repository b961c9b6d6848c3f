import { randomUUID } from '../lib/uuid'
import { backoffDelay } from './backoff'
import { toStoredImages } from './bytes'
import { getOutbox, getSender, requestReplay } from './default'
import type { ComplaintInput, EnqueueOptions, Outbox } from './outbox'
import { sendComplaintEntry } from './replay'
import type { Trigger } from './runner'
import type { Outcome, Sender } from './sender'
import type { ComplaintEntry, EventCall, Failure, Params } from './types'

/** An error as a direct send reports it (store/errors ApiError fits this shape). */
export type DirectError = { kind: string; message: string; status?: number; code?: string }
export type DirectResult = { ok: true } | { ok: false; error: DirectError }

/**
 * The screen's own online send (features/complaints useSendComplaint fits): it must send the
 * given Idempotency-Key (and `${key}-img-${i}` per upload) and report each uploaded URL.
 */
export type DirectComplaintSend = (
  draft: ComplaintInput,
  opts: { idempotencyKey: string; onImageUploaded: (index: number, url: string) => void },
) => Promise<DirectResult>

/** What became of a send: gone to the server, kept for later, or refused / not kept. */
export type QueueResult =
  | { status: 'sent' }
  | { status: 'queued'; id: string }
  /**
   * rejected: the server refused it (message is the server's; `error` as the send reported it).
   * notKept: it could neither be sent nor kept on the phone.
   */
  | { status: 'failed'; reason: 'rejected' | 'notKept'; message: string; error?: DirectError }

export type OutboxDeps = {
  /** commonParamsOf(state.session.params) at the time of the send. */
  commonParams: Params
  /** config.apiBase as the page sees it (a runtime override the worker cannot read). */
  apiBase?: string
  outbox?: Outbox
  /** The queue's own sender, for events and for complaints when no direct send is given. */
  send?: Sender
  online?: () => boolean
  /** Asks for a replay after something was queued. */
  kick?: (t: Trigger) => void
  uuid?: () => string
  random?: () => number
  /** The Idempotency-Key to use (a screen that keeps one per complaint across resends); else a new UUID. */
  idempotencyKey?: string
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false

/** Whether a failed direct send should be kept and retried (vs. shown as refused). */
export function shouldQueue(e: DirectError): boolean {
  if (e.kind === 'network' || e.kind === 'timeout' || e.kind === 'malformed') return true
  if (e.kind === 'http' && typeof e.status === 'number') return e.status >= 500 || e.status === 408 || e.status === 429 || e.status === 409
  return false
}

function toFailure(e: DirectError): Failure {
  const kind = (['network', 'timeout', 'http', 'business', 'malformed'] as const).find((k) => k === e.kind) ?? 'network'
  return { kind, message: e.message ?? '', ...(e.status !== undefined ? { status: e.status } : {}), ...(e.code !== undefined ? { code: e.code } : {}) }
}

function fromOutcome(out: Outcome): DirectResult {
  if (out.kind === 'ok') return { ok: true }
  const f = out.failure
  // A rejection is final even when its kind alone (malformed) would look retryable.
  if (out.kind === 'rejected') return { ok: false, error: { kind: f.kind === 'malformed' ? 'business' : f.kind, message: f.message, status: f.status, code: f.code } }
  return { ok: false, error: { kind: out.kind === 'conflict' ? 'http' : f.kind, message: f.message, status: out.kind === 'conflict' ? 409 : f.status } }
}

/** The queue's own complaint sender, for callers without an RTK Query path. */
export function queueComplaintSender(send: Sender, commonParams: Params, apiBase?: string): DirectComplaintSend {
  return async (draft, opts) => {
    const { problemType, problemSonType, problemDetail, orderNo } = draft
    const key = opts.idempotencyKey
    const entry: ComplaintEntry = {
      id: key,
      key,
      seq: 0,
      createdAt: 0,
      state: 'sending',
      attempts: 0,
      nextAttemptAt: 0,
      commonParams,
      apiBase,
      queue: 'complaints',
      complaint: { problemType, problemSonType, problemDetail, orderNo },
      images: await toStoredImages(draft.images),
    }
    return fromOutcome(await sendComplaintEntry(entry, send, async (i, url) => opts.onImageUploaded(i, url)))
  }
}

/**
 * The complaint screen's Send: tries now (unless offline); on a network error, timeout, 5xx,
 * 408, 409 or 429 it keeps the complaint (with any image URLs already uploaded, under the same
 * Idempotency-Key) and returns 'queued'. A refusal returns 'failed'/'rejected' with the server's
 * message. If storage cannot keep it, the send is still attempted and 'notKept' is returned.
 */
export async function sendOrQueueComplaint(input: ComplaintInput, deps: OutboxDeps & { sendComplaint?: DirectComplaintSend }): Promise<QueueResult> {
  const outbox = deps.outbox ?? getOutbox()
  const key = deps.idempotencyKey ?? (deps.uuid ?? randomUUID)()
  const direct = deps.sendComplaint ?? queueComplaintSender(deps.send ?? getSender(), deps.commonParams, deps.apiBase)
  const uploaded = new Map<number, string>()
  const attempt = () => direct(input, { idempotencyKey: key, onImageUploaded: (i, url) => uploaded.set(i, url) })

  let lastError: DirectError | null = null
  if ((deps.online ?? isOnline)()) {
    const res = await attempt()
    if (res.ok) return { status: 'sent' }
    if (!shouldQueue(res.error)) return { status: 'failed', reason: 'rejected', message: res.error.message, error: res.error }
    lastError = res.error
  }
  const images = input.images.map((img, i) => (uploaded.has(i) ? { url: uploaded.get(i)!, name: 'name' in img ? img.name : '' } : img))
  const kept = await outbox.enqueueComplaint({ ...input, images }, deps.commonParams, enqueueOpts(key, deps, outbox, lastError))
  if (kept.ok) {
    ;(deps.kick ?? requestReplay)('enqueue')
    return { status: 'queued', id: kept.id }
  }
  if (!lastError) {
    // Offline as far as the browser knows, and nowhere to keep it: try anyway.
    const res = await attempt()
    if (res.ok) return { status: 'sent' }
    if (!shouldQueue(res.error)) return { status: 'failed', reason: 'rejected', message: res.error.message, error: res.error }
    lastError = res.error
  }
  return { status: 'failed', reason: 'notKept', message: lastError.message, error: lastError }
}

function enqueueOpts(key: string, deps: OutboxDeps, outbox: Outbox, error: DirectError | null): EnqueueOptions {
  const opts: EnqueueOptions = { id: key, apiBase: deps.apiBase }
  if (!error) return opts
  const conflict = error.kind === 'http' && error.status === 409
  const network = error.kind === 'network' || error.kind === 'timeout'
  // The direct try counts as attempt 1; a network failure is retried as soon as the network returns.
  const at = outbox.clock.now() + (network ? 0 : backoffDelay(1, deps.random ?? Math.random) * (conflict ? 15 : 1))
  return { ...opts, retry: { failure: toFailure(error), at, deferred: conflict } }
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
  // Order within the queue: a new event never overtakes ones still waiting.
  const waitingAhead = online ? await outbox.hasPending('events').catch(() => false) : true
  let out: Outcome | null = null
  if (online && !waitingAhead) {
    out = await send({ ...call, apiBase: deps.apiBase, commonParams: deps.commonParams, idempotencyKey: key, ok: call.ok ?? [0, '00'] })
    if (out.kind === 'ok') return { status: 'sent' }
  }
  const opts: EnqueueOptions = { id: key, apiBase: deps.apiBase }
  if (out?.kind === 'rejected') opts.failed = out.failure
  else if (out) opts.retry = { failure: out.failure, at: outbox.clock.now() + (out.failure.kind === 'network' ? 0 : backoffDelay(1, deps.random ?? Math.random)), deferred: out.kind === 'conflict' }
  const kept = await outbox.enqueueEvent(call, deps.commonParams, opts)
  if (out?.kind === 'rejected') return { status: 'failed', reason: 'rejected', message: out.failure.message }
  if (kept.ok) {
    ;(deps.kick ?? requestReplay)('enqueue')
    return { status: 'queued', id: kept.id }
  }
  if (!out) {
    out = await send({ ...call, apiBase: deps.apiBase, commonParams: deps.commonParams, idempotencyKey: key, ok: call.ok ?? [0, '00'] })
    if (out.kind === 'ok') return { status: 'sent' }
    if (out.kind === 'rejected') return { status: 'failed', reason: 'rejected', message: out.failure.message }
  }
  return { status: 'failed', reason: 'notKept', message: out.failure.message }
}

/** The tracking calls (in calls.ts: screens build them without loading the outbox). */
export { trackingCalls } from './calls'
