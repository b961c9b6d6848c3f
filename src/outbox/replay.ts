import { config } from '../config/env'
import { randomUUID } from '../lib/uuid'
import { BACKOFF, conflictDelay, retryDelay } from './backoff'
import { aged } from './bounds'
import type { Outbox, OutboxSession } from './outbox'
import { CLAIMED_KEY, claimRow, judge, lookUp, matchingKeys } from './reconcile'
import { sendComplaint, sendEvent } from './deliver'
import { proveOwners } from './owner'
import { sendableUnder } from './relation'
import type { Outcome, Sender } from './sender'
import { guardSession } from './session'
import { isPending, type Doubt, type Entry, type Failure, type Params, type QueueName } from './types'

/** Past this, a due time or a lease end is a wrong clock (set back), not a real wait: it counts as now. */
export const MAX_WAIT_MS = 2 * BACKOFF.capMs

export type Poison = { serverErrors: number; maxAgeMs: number }

/** How soon to ask problem-init again when it could not prove parked entries' owner. */
export const PROOF_RETRY_MS = 30_000

export type ReplayDeps = {
  outbox: Outbox
  send: Sender
  random?: () => number
  /** When to give up on an entry that keeps getting server errors (config.outboxPoison). */
  poison?: Poison
  /** When to ask the borrower, how long a timed-out save is left to land (config.outboxDoubt). */
  doubt?: Doubt
  uuid?: () => string
}
export type ReplayOptions = {
  /** The network just came back (online, sync, resume, visible, start): skip network backoff. */
  connectivityChanged?: boolean
}

export type QueueReport = {
  sent: number
  failed: number
  /** Entries put off by a 409 or a server error (they do not hold the line). */
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

/** How long an attempt may take: every request it makes (reconcile, each upload, the save), plus a margin. */
export function leaseMs(e: Entry): number {
  const requests = e.queue === 'complaints' ? e.images.filter((i) => !i.url).length + 2 : 1
  return e.wire.timeoutMs * requests + Math.min(30_000, e.wire.timeoutMs)
}

/** Someone else is sending it: a lease that has not ended (and is not a year away because the clock went back). */
export function leaseLive(e: Entry, now: number): boolean {
  return e.state === 'sending' && !!e.lease && e.lease.until > now && e.lease.until - now <= leaseMs(e)
}

function isDue(e: Entry, now: number, connectivityChanged: boolean): boolean {
  if (e.state === 'sending') return true
  if (e.nextAttemptAt <= now || e.nextAttemptAt - now > MAX_WAIT_MS) return true
  // Connectivity backoff is moot once the network is back. Not after a timeout: the server may
  // still be working on it, so it waits its backoff and is reconciled first.
  return connectivityChanged && !e.deferred && e.lastError?.kind === 'network'
}

/** The entry's doubt settings; `settleMs` 0 means "as long as the request timeout". */
function doubtOf(e: Entry, deps: ReplayDeps): Doubt {
  const d = e.doubt ?? deps.doubt ?? config.outboxDoubt
  return { checkLimit: Math.max(1, d.checkLimit), settleMs: d.settleMs > 0 ? d.settleMs : e.wire.timeoutMs }
}

/** The result of one attempt at one entry. */
export type AttemptResult =
  | { kind: 'sent' }
  /** Someone else holds it, it is not this borrower's, or it is gone. */
  | { kind: 'skipped' }
  | { kind: 'failed'; failure: Failure }
  | { kind: 'waiting'; failure: Failure; at: number; holdsLine: boolean; expired?: boolean }
  /** The session was replaced before a request: nothing more went under it; the entry waits, due, for a pass under the new one. */
  | { kind: 'replaced' }

export type AttemptOptions = {
  /** The session to send under (the page's own for a direct send; else what the page last told the outbox). */
  session: OutboxSession | null
  /** A replay's: reads the current session before every request; once it names another, the attempt stops untouched. */
  recheck?: () => Promise<OutboxSession | null>
  /** Told as each image gets its URL (the screen's tiles). */
  onUploaded?: (index: number, url: string) => void
  /** A rejection removes the entry instead of listing it as failed (the screen still has the draft). */
  removeOnRejection?: boolean
  /** The look-up could not tell: ask the borrower at once. */
  ask?: boolean
}

/**
 * One attempt at one entry, the same in a page and in the worker. It claims the entry with a
 * lease that outlasts every request it will make; reconciles first when an earlier attempt's
 * outcome is unknown (`unsure`: the server may have stored it), then sends what is left and
 * records what became of it.
 */
export async function attemptEntry(id: string, deps: ReplayDeps, opts: AttemptOptions): Promise<AttemptResult> {
  const { outbox } = deps
  const me = (deps.uuid ?? randomUUID)()
  const start = outbox.clock.now()
  const claimed = await outbox.update(id, (x) => {
    if (!isPending(x) || leaseLive(x, start) || !sendableUnder(x, opts.session)) return x
    // Found 'sending' with its lease over: that sender died or froze mid-request. A complaint is in
    // doubt only if it reached the save (marked `unsure` just before it); killed during its uploads
    // or look-up (a reload), nothing was stored. An event may have arrived.
    const unsure = x.unsure || (x.state === 'sending' && x.queue !== 'complaints')
    return { ...aged(x, start), state: 'sending', lease: { owner: me, until: start + leaseMs(x) }, ...(unsure ? { unsure: true } : {}) }
  })
  if (!claimed || claimed.state !== 'sending' || claimed.lease?.owner !== me) return { kind: 'skipped' }
  const params: Params = opts.session?.commonParams ?? claimed.commonParams
  // Every request goes under the session current when it is sent, never under one replaced meanwhile.
  const guard = guardSession(deps.send, opts.session, opts.recheck)
  const send = guard.send
  let stage: 'reconcile' | 'upload' | 'save' = 'upload'
  let out: Outcome | null
  // Replaced mid-attempt: the entry goes back untouched, else the outcome is recorded.
  const finish = (o: Outcome, with_: AttemptOptions = opts) => (guard.replaced() ? release(outbox, claimed, me) : settle(outbox, claimed, me, o, stage, deps, with_))
  if (claimed.queue === 'complaints') {
    // The rows matching its text before this save: after an unsure save only a new one counts.
    let baseline: string[] | undefined
    if (claimed.unsure) {
      stage = 'reconcile'
      const look = await lookUp(claimed, params, send)
      if (look.kind === 'failed') return finish(look.out)
      const verdict = judge(claimed, look.rows, new Set((await outbox.readMeta<string[]>(CLAIMED_KEY)) ?? []))
      if (verdict.kind === 'found') {
        await claimRow(outbox, verdict.row)
        return finish({ kind: 'ok', data: null })
      }
      // Doubt is not a verdict: the borrower decides, nothing is sent by itself.
      if (verdict.kind === 'ambiguous') return finish({ kind: 'retry', failure: { kind: 'unchecked', message: '' }, server: true }, { ...opts, ask: true })
      baseline = matchingKeys(claimed, look.rows)
      stage = 'upload'
    }
    out = await sendComplaint(claimed, params, send, async (i, url) => {
      await outbox.update(id, (x) => (x.queue === 'complaints' ? { ...x, images: x.images.map((img, j) => (j === i ? { name: img.name, type: img.type, url } : img)) } : x))
      opts.onUploaded?.(i, url)
    }, async () => {
      if (!baseline) {
        const look = await lookUp(claimed, params, send)
        // Unreadable: the save goes without a baseline; should it be lost, the borrower is asked.
        baseline = look.kind === 'rows' ? matchingKeys(claimed, look.rows) : undefined
      }
      // The session replaced while looking: nothing is saved under it (the entry is released below).
      if (!(await guard.current())) return false
      stage = 'save'
      // Last look before the save: still ours? (a frozen tab whose lease ended must not send it too)
      const now = outbox.clock.now()
      const mine = await outbox.update(id, (x) => (x.state === 'sending' && x.lease?.owner === me && x.lease.until > now && x.queue === 'complaints' ? { ...x, unsure: true, baseline, checks: 0 } : x))
      return !!mine && mine.lease?.owner === me && mine.unsure === true
    })
  } else {
    stage = 'save'
    out = await sendEvent(claimed, params, send)
  }
  // Refused before the save: the session was replaced, or the lease lost (this context froze past
  // it, and the new holder owns the entry now).
  if (out === null) return guard.replaced() ? release(outbox, claimed, me) : { kind: 'skipped' }
  return finish(out)
}

/** Gives an entry back untouched (its session was replaced mid-attempt): due at once for the next pass. */
async function release(outbox: Outbox, entry: Entry, me: string): Promise<AttemptResult> {
  await outbox.update(entry.id, (x) => (x.state === 'sending' && x.lease?.owner === me ? { ...x, state: 'waiting', lease: undefined } : x))
  return { kind: 'replaced' }
}

/** Records an attempt's outcome on the entry (only while the lease is still ours, except success). */
async function settle(outbox: Outbox, entry: Entry, me: string, out: Outcome, stage: 'reconcile' | 'upload' | 'save', deps: ReplayDeps, opts: AttemptOptions): Promise<AttemptResult> {
  const now = outbox.clock.now()
  if (out.kind === 'ok') {
    await outbox.remove(entry.id)
    return { kind: 'sent' }
  }
  const poison = entry.wire.poison ?? deps.poison ?? config.outboxPoison
  const random = deps.random ?? Math.random
  let result: AttemptResult = { kind: 'skipped' }
  const mine = (x: Entry) => x.state === 'sending' && x.lease?.owner === me
  await outbox.update(entry.id, (x0) => {
    if (!mine(x0)) return x0
    const x = aged(x0, now)
    const attempts = x.attempts + 1
    const base = { ...x, attempts, lastError: out.failure, lease: undefined }
    if (out.kind === 'rejected') {
      result = { kind: 'failed', failure: out.failure }
      // The server answered: whatever an earlier attempt did, this one stored nothing more.
      return opts.removeOnRejection ? null : { ...base, state: 'failed', deferred: false, unsure: false }
    }
    if (out.kind === 'expired') {
      // Waits, not failed: a new session of the same borrower sends it with that session's parameters.
      result = { kind: 'waiting', failure: out.failure, at: now, holdsLine: false, expired: true }
      const sid = (opts.session?.commonParams ?? x.commonParams).session_id ?? ''
      return { ...base, state: 'waiting', nextAttemptAt: now, expiredSession: sid, deferred: false, unsure: stage === 'reconcile' ? x.unsure : false }
    }
    // An attempt that reached the save may have been stored: reconcile before sending again.
    const unsure = x.unsure || stage === 'save'
    if (stage === 'reconcile') {
      // Doubt is not refusal: a failed or unreadable look-up keeps it unsure, never counts as the
      // complaint's refusal; after `checkLimit` failed look-ups the borrower is asked (never resent by itself).
      // Only a dropped connection is the phone's network, not the lender's doubt: it is not counted.
      const network = out.kind === 'retry' && out.failure.kind === 'network'
      const checks = (x.checks ?? 0) + (network ? 0 : 1)
      if (opts.ask || checks >= doubtOf(x, deps).checkLimit) {
        result = { kind: 'failed', failure: { kind: 'unchecked', message: '' } }
        return { ...base, lastError: { kind: 'unchecked', message: '' }, state: 'failed', checks, deferred: false, unsure: true }
      }
      const at = now + retryDelay(network ? attempts : checks, random, out.kind === 'retry' ? out.retryAfterMs : undefined)
      result = { kind: 'waiting', failure: out.failure, at, holdsLine: network }
      return { ...base, state: 'waiting', nextAttemptAt: at, checks, deferred: !network, unsure: true }
    }
    if (out.kind === 'conflict') {
      const at = now + conflictDelay(random)
      result = { kind: 'waiting', failure: out.failure, at, holdsLine: false }
      return { ...base, state: 'waiting', nextAttemptAt: at, deferred: true, unsure }
    }
    if (out.server) {
      const serverErrors = x.serverErrors + 1
      const firstServerErrorAt = x.firstServerErrorAt ?? x.elapsedMs
      if (serverErrors >= poison.serverErrors || x.elapsedMs - firstServerErrorAt >= poison.maxAgeMs) {
        // No poison line: it goes to the failed list (Retry / Discard) and the rest go on.
        result = { kind: 'failed', failure: out.failure }
        return { ...base, state: 'failed', serverErrors, firstServerErrorAt, deferred: false, unsure }
      }
      const at = now + retryDelay(serverErrors, random, out.retryAfterMs)
      result = { kind: 'waiting', failure: out.failure, at, holdsLine: false }
      return { ...base, state: 'waiting', nextAttemptAt: at, serverErrors, firstServerErrorAt, deferred: true, unsure }
    }
    // Network trouble holds the line: what is behind it would fail the same way. A save that
    // timed out may still be landing on a slow server: it is looked up only after settleMs.
    const settling = stage === 'save' && out.failure.kind === 'timeout' ? doubtOf(x, deps).settleMs : 0
    const at = now + Math.max(retryDelay(attempts, random), settling)
    result = { kind: 'waiting', failure: out.failure, at, holdsLine: true }
    return { ...base, state: 'waiting', nextAttemptAt: at, deferred: false, unsure }
  })
  return result
}

/**
 * Replays one queue in order, under the current session. Other borrowers' entries are passed
 * over (never sent, never blocking). A network failure stops the queue; a server error or a 409
 * defers only its entry; a rejection moves its entry to the failed list and the queue goes on.
 */
export async function replayQueue(queue: QueueName, deps: ReplayDeps, opts: ReplayOptions = {}, session?: OutboxSession | null): Promise<QueueReport> {
  const { outbox } = deps
  const current = session === undefined ? await outbox.getSession() : session
  const report: QueueReport = { sent: 0, failed: 0, deferred: 0, blocked: false, waitingOnNetwork: false, nextWakeAt: null }
  for (const listed of await outbox.list(queue)) {
    const now = outbox.clock.now()
    if (!isPending(listed) || !sendableUnder(listed, current)) continue
    if (leaseLive(listed, now)) {
      // Someone else is sending it; look again when their lease ends (they may have died).
      report.nextWakeAt = minOf(report.nextWakeAt, listed.lease!.until + 1)
      continue
    }
    if (!isDue(listed, now, !!opts.connectivityChanged)) {
      report.nextWakeAt = minOf(report.nextWakeAt, listed.nextAttemptAt)
      if (listed.deferred) continue
      report.blocked = true
      report.waitingOnNetwork = listed.lastError?.kind === 'network' || listed.lastError?.kind === 'timeout'
      break
    }
    const res = await attemptEntry(listed.id, deps, { session: current, recheck: () => outbox.getSession() })
    if (res.kind === 'replaced') {
      // A new session arrived mid-pass: stop, and look again at once under the new one.
      report.nextWakeAt = now
      break
    }
    if (res.kind === 'sent') report.sent++
    else if (res.kind === 'failed') report.failed++
    else if (res.kind === 'waiting') {
      if (!res.expired) report.nextWakeAt = minOf(report.nextWakeAt, res.at)
      if (res.holdsLine) {
        report.blocked = true
        report.waitingOnNetwork = true
        break
      }
      report.deferred++
    }
  }
  return report
}

/** Applies the bounds, then replays both queues (independently, side by side). */
export async function replayAll(deps: ReplayDeps, opts: ReplayOptions = {}): Promise<ReplayReport> {
  await deps.outbox.prune()
  const session = await deps.outbox.getSession()
  // Parked entries this session's borrower can prove (problem-init lists their order) join the line.
  const proof = await proveOwners(deps.outbox, deps.send, session).catch(() => ({ retry: true }))
  const [complaints, events] = await Promise.all([replayQueue('complaints', deps, opts, session), replayQueue('events', deps, opts, session)])
  // Could not ask the lender whose they are: ask again a little later.
  const proofAt = proof.retry ? deps.outbox.clock.now() + PROOF_RETRY_MS : null
  return { complaints, events, nextWakeAt: minOf(minOf(complaints.nextWakeAt, events.nextWakeAt), proofAt), waitingOnNetwork: complaints.waitingOnNetwork || events.waitingOnNetwork }
}
