import { conflictDelay, retryDelay } from './backoff'
import type { Outbox } from './outbox'
import type { Outcome, Sender } from './sender'
import { isPending, type ComplaintEntry, type Entry, type EventEntry, type QueueName } from './types'

/** The complaint calls (SPEC 7); upload answers '00', save is accepted on 0 or '00' like the screens do. */
export const COMPLAINT_CALLS = {
  upload: { path: '/user-problem/upload-problem-img', field: 'problemImage', ok: ['00'] },
  save: { path: '/user-problem/problem-save', ok: [0, '00'] },
} as const
/** Tracking answers are ignored by the app; a business code other than these still shows as failed. */
export const EVENT_OK = [0, '00'] as const

export type ReplayDeps = { outbox: Outbox; send: Sender; random?: () => number }
export type ReplayOptions = {
  /** The network just came back (online, sync, resume, visible, start): skip network backoff. */
  connectivityChanged?: boolean
}

export type QueueReport = {
  sent: number
  failed: number
  /** Entries put off by a 409. */
  deferred: number
  /** The queue stopped behind an entry that is backing off. */
  blocked: boolean
  /** Still waiting because the network (not the server) failed. */
  waitingOnNetwork: boolean
  /** When something in this queue is next due, if anything. */
  nextWakeAt: number | null
}

export type ReplayReport = { complaints: QueueReport; events: QueueReport; nextWakeAt: number | null; waitingOnNetwork: boolean }

const minOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b))

function isDue(e: Entry, now: number, connectivityChanged: boolean): boolean {
  if (e.nextAttemptAt <= now) return true
  // Connectivity backoff is moot once the network is back; a server's 5xx/429/409 backoff is kept.
  return connectivityChanged && !e.deferred && (e.lastError?.kind === 'network' || e.lastError?.kind === 'timeout')
}

function uploadedUrl(data: unknown): string {
  const url = data && typeof data === 'object' ? (data as { url?: unknown }).url : undefined
  return typeof url === 'string' ? url.trim() : ''
}

/**
 * Sends one complaint as a unit: each image not yet uploaded (in order, each under its own key),
 * persisting each URL the moment it arrives, then problem-save with the comma-joined URLs.
 */
export async function sendComplaintEntry(entry: ComplaintEntry, send: Sender, onUploaded: (index: number, url: string) => Promise<void>): Promise<Outcome> {
  const urls: string[] = []
  for (const [i, img] of entry.images.entries()) {
    if (img.url) {
      urls.push(img.url)
      continue
    }
    if (!img.bytes) return { kind: 'rejected', failure: { kind: 'malformed', message: '' } }
    const { upload } = COMPLAINT_CALLS
    const out = await send({
      apiBase: entry.apiBase,
      method: 'POST',
      path: upload.path,
      commonParams: entry.commonParams,
      file: { field: upload.field, name: img.name || `image-${i + 1}`, type: img.type, bytes: img.bytes },
      idempotencyKey: `${entry.key}-img-${i}`,
      ok: upload.ok,
    })
    if (out.kind !== 'ok') return out
    const url = uploadedUrl(out.data)
    // '00' without a URL would be stored as the key's answer: retrying cannot help, so show it.
    if (!url) return { kind: 'rejected', failure: { kind: 'malformed', message: '' } }
    await onUploaded(i, url)
    urls.push(url)
  }
  const { problemType, problemSonType, problemDetail, orderNo } = entry.complaint
  return send({
    apiBase: entry.apiBase,
    method: 'POST',
    path: COMPLAINT_CALLS.save.path,
    commonParams: entry.commonParams,
    body: { problemType, problemSonType, problemDetail, problemImage: urls.join(','), orderNo },
    idempotencyKey: entry.key,
    ok: COMPLAINT_CALLS.save.ok,
  })
}

function sendEventEntry(entry: EventEntry, send: Sender): Promise<Outcome> {
  const { method, path, params, body, ok } = entry.call
  return send({ apiBase: entry.apiBase, method, path, params, body, commonParams: entry.commonParams, idempotencyKey: entry.key, ok: ok ?? EVENT_OK })
}

async function keepUrl(outbox: Outbox, id: string, index: number, url: string): Promise<void> {
  await outbox.update(id, (x) =>
    x.queue === 'complaints' ? { ...x, images: x.images.map((img, j) => (j === index ? { name: img.name, type: img.type, url } : img)) } : x,
  )
}

/**
 * Replays one queue in order. A network/server failure stops the queue (what is behind it
 * would fail the same way); a 409 defers only its entry; a rejection moves its entry to the
 * failed list and the queue goes on, so one poison entry never blocks the good ones.
 */
export async function replayQueue(queue: QueueName, deps: ReplayDeps, opts: ReplayOptions = {}): Promise<QueueReport> {
  const { outbox, send } = deps
  const random = deps.random ?? Math.random
  const report: QueueReport = { sent: 0, failed: 0, deferred: 0, blocked: false, waitingOnNetwork: false, nextWakeAt: null }
  for (const listed of await outbox.list(queue)) {
    if (!isPending(listed)) continue
    if (!isDue(listed, outbox.clock.now(), !!opts.connectivityChanged)) {
      report.nextWakeAt = minOf(report.nextWakeAt, listed.nextAttemptAt)
      if (listed.deferred) continue
      report.blocked = true
      report.waitingOnNetwork = listed.lastError?.kind === 'network' || listed.lastError?.kind === 'timeout'
      break
    }
    // Re-read under a write: the borrower may have discarded it, or another replayer sent it.
    const entry = await outbox.update(listed.id, (x) => (isPending(x) ? { ...x, state: 'sending' } : x))
    if (!entry || !isPending(entry)) continue
    const out = entry.queue === 'complaints' ? await sendComplaintEntry(entry, send, (i, url) => keepUrl(outbox, entry.id, i, url)) : await sendEventEntry(entry, send)
    const now = outbox.clock.now()
    if (out.kind === 'ok') {
      await outbox.remove(entry.id)
      report.sent++
      continue
    }
    if (out.kind === 'rejected') {
      await outbox.update(entry.id, (x) => ({ ...x, state: 'failed', attempts: x.attempts + 1, lastError: out.failure, deferred: false }))
      report.failed++
      continue
    }
    const attempts = entry.attempts + 1
    const wait = out.kind === 'conflict' ? conflictDelay(random) : retryDelay(attempts, random, out.retryAfterMs)
    await outbox.update(entry.id, (x) => ({ ...x, state: 'waiting', attempts, nextAttemptAt: now + wait, lastError: out.failure, deferred: out.kind === 'conflict' }))
    report.nextWakeAt = minOf(report.nextWakeAt, now + wait)
    if (out.kind === 'conflict') {
      report.deferred++
      continue
    }
    report.blocked = true
    report.waitingOnNetwork = out.failure.kind === 'network' || out.failure.kind === 'timeout'
    break
  }
  return report
}

/** Applies the bounds, then replays both queues (independently, side by side). */
export async function replayAll(deps: ReplayDeps, opts: ReplayOptions = {}): Promise<ReplayReport> {
  await deps.outbox.prune()
  const [complaints, events] = await Promise.all([replayQueue('complaints', deps, opts), replayQueue('events', deps, opts)])
  return { complaints, events, nextWakeAt: minOf(complaints.nextWakeAt, events.nextWakeAt), waitingOnNetwork: complaints.waitingOnNetwork || events.waitingOnNetwork }
}
