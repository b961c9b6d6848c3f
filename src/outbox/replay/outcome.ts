import { config } from '../../config/env'
import type { OutboxSession } from '../queue/session'
import type { Doubt, Entry, Failure } from '../queue/types'
import type { Outcome } from '../sending/sender'
import { conflictDelay, retryDelay } from './backoff'
import { readEveryMs, settleWindowMs } from './settleWatch'

export type Poison = { serverErrors: number; maxAgeMs: number }

/** The result of one attempt at one entry. */
export type AttemptResult =
  | { kind: 'sent' }
  /** Someone else holds it, it is not this borrower's, or it is gone. */
  | { kind: 'skipped' }
  | { kind: 'failed'; failure: Failure }
  | { kind: 'waiting'; failure: Failure; at: number; holdsLine: boolean; expired?: boolean }
  /** The session was replaced before a request: nothing more went under it; the entry waits, due, for a pass under the new one. */
  | { kind: 'replaced' }

/** How far the attempt got: the look-up of an unsure entry, the uploads, or the save. */
export type Stage = 'reconcile' | 'upload' | 'save'

/** What recording an outcome reads besides the entry: the replay's settings and the attempt's options. */
type Rules = {
  now: number
  stage: Stage
  poison: Poison
  random: () => number
  /** The replay's doubt settings (ReplayDeps.doubt), where the entry has none of its own. */
  doubt?: Doubt
  /** The attempt's options (AttemptOptions in ./attempt): its session, what a rejection does, whether to ask at once. */
  session: OutboxSession | null
  removeOnRejection?: boolean
  ask?: boolean
}

/** The lender says it is busy or down for now (429, 503): retried, never a reason to give up. */
export function lenderUnavailable(f: Failure | undefined): boolean {
  return f?.kind === 'http' && (f.status === 429 || f.status === 503)
}

/** The entry's doubt settings, its settle window resolved (`settleMs` 0: twice the request timeout, ./settleWatch). */
export function doubtOf(e: Entry, deps: { doubt?: Doubt }): Doubt {
  const d = e.doubt ?? deps.doubt ?? config.outboxDoubt
  return { checkLimit: Math.max(1, d.checkLimit), settleMs: settleWindowMs(d, e.wire.timeoutMs) }
}

/**
 * What an attempt's outcome (anything but success) makes of its entry `x`, still leased to the
 * attempt and already aged to `now`: the entry to store (null: removed) and the attempt's result.
 */
export function recordOutcome(x: Entry, out: Exclude<Outcome, { kind: 'ok' }>, r: Rules): { entry: Entry | null; result: AttemptResult } {
  const { now, stage, poison, random } = r
  const attempts = x.attempts + 1
  const base = { ...x, attempts, lastError: out.failure, lease: undefined }
  if (stage === 'reconcile' && out.kind !== 'expired') {
    // Doubt is not refusal: a failed, refused or unreadable look-up keeps it unsure whatever its
    // HTTP status (a lender answers "System busy" as 200 + code); it never counts as the
    // complaint's refusal. After `checkLimit` failed look-ups the borrower is asked (never resent by itself).
    // Only a dropped connection is the phone's network, not the lender's doubt: it is not counted.
    const network = out.kind === 'retry' && out.failure.kind === 'network'
    const checks = (x.checks ?? 0) + (network ? 0 : 1)
    if (r.ask || checks >= doubtOf(x, r).checkLimit) {
      return {
        result: { kind: 'failed', failure: { kind: 'unchecked', message: '' } },
        entry: { ...base, lastError: { kind: 'unchecked', message: '' }, state: 'failed', checks, deferred: false, unsure: true },
      }
    }
    const at = now + retryDelay(network ? attempts : checks, random, out.kind === 'retry' ? out.retryAfterMs : undefined)
    return {
      result: { kind: 'waiting', failure: out.failure, at, holdsLine: network },
      entry: { ...base, state: 'waiting', nextAttemptAt: at, checks, deferred: !network, unsure: true },
    }
  }
  if (out.kind === 'rejected') {
    // The server answered: whatever an earlier attempt did, this one stored nothing more.
    return {
      result: { kind: 'failed', failure: out.failure },
      entry: r.removeOnRejection ? null : { ...base, state: 'failed', deferred: false, unsure: false },
    }
  }
  if (out.kind === 'expired') {
    // Waits, not failed: a new session of the same borrower sends it with that session's parameters.
    const sid = (r.session?.commonParams ?? x.commonParams).session_id ?? ''
    return {
      result: { kind: 'waiting', failure: out.failure, at: now, holdsLine: false, expired: true },
      entry: {
        ...base,
        state: 'waiting',
        nextAttemptAt: now,
        expiredSession: sid,
        deferred: false,
        unsure: stage === 'reconcile' ? x.unsure : false,
      },
    }
  }
  // An attempt that reached the save may have been stored: reconcile before sending again. A save
  // that never left (the device offline as it was to go) cannot have arrived: the doubt the
  // attempt marked just before the save is taken back.
  const unsent = stage === 'save' && out.kind === 'retry' && out.unsent === true
  const unsure = !unsent && (x.unsure || stage === 'save')
  if (out.kind === 'conflict') {
    const at = now + conflictDelay(random)
    return {
      result: { kind: 'waiting', failure: out.failure, at, holdsLine: false },
      entry: { ...base, state: 'waiting', nextAttemptAt: at, deferred: true, unsure },
    }
  }
  if (out.server && lenderUnavailable(out.failure)) {
    // 429 and 503 say "not now", not "never": a maintenance window or a rush. They are waited
    // out (Retry-After up to an hour) and never count toward giving up on the entry.
    const at = now + retryDelay(Math.max(1, x.serverErrors + 1), random, out.retryAfterMs)
    return {
      result: { kind: 'waiting', failure: out.failure, at, holdsLine: false },
      entry: { ...base, state: 'waiting', nextAttemptAt: at, deferred: true, unsure },
    }
  }
  if (out.server) {
    const serverErrors = x.serverErrors + 1
    const firstServerErrorAt = x.firstServerErrorAt ?? x.elapsedMs
    if (serverErrors >= poison.serverErrors || x.elapsedMs - firstServerErrorAt >= poison.maxAgeMs) {
      // No poison line: it goes to the failed list (Retry / Discard) and the rest go on. One whose
      // save may have arrived (a 5xx may come after storing) is never "Not sent": the borrower is
      // asked (Check again / Send it again / Discard).
      const failure: Failure = unsure ? { kind: 'unchecked', message: '' } : out.failure
      return {
        result: { kind: 'failed', failure },
        entry: { ...base, lastError: failure, state: 'failed', serverErrors, firstServerErrorAt, deferred: false, unsure },
      }
    }
    const at = now + retryDelay(serverErrors, random, out.retryAfterMs)
    return {
      result: { kind: 'waiting', failure: out.failure, at, holdsLine: false },
      entry: { ...base, state: 'waiting', nextAttemptAt: at, serverErrors, firstServerErrorAt, deferred: true, unsure },
    }
  }
  // Network trouble holds the line: what is behind it would fail the same way. A save that
  // timed out may still be landing on a slow server: its first look-up waits a read interval of
  // its settle window (a look-up that finds nothing before the window's end proves nothing: ./attempt).
  const settling = stage === 'save' && out.failure.kind === 'timeout' ? readEveryMs(doubtOf(x, r).settleMs) : 0
  const at = now + Math.max(retryDelay(attempts, random), settling)
  return {
    result: { kind: 'waiting', failure: out.failure, at, holdsLine: true },
    entry: { ...base, state: 'waiting', nextAttemptAt: at, deferred: false, unsure },
  }
}
