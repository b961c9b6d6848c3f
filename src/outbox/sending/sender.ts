import { isRetryableStatus } from '../../lender/errors'
import { type CallRequest, exchange, type RequestContext, type WireResult } from '../../lender/wire'
import { type OutboxSession, sameSession } from '../queue/session'
import type { Failure } from '../queue/types'

/**
 * The queue's sender (RTK Query does not exist in the service worker): a thin adapter over the
 * one wire module (src/lender/wire.ts) the base query uses too. It sends the lender's own request
 * shape (`CallRequest`, from the call descriptors by `requestFor`) under the request context each
 * entry carries (the page's settings and common parameters when it queued the entry), and a
 * replay sends through `guardSession`, which holds every request once the page names another session.
 */
export type SenderOptions = {
  /** Origin used to resolve a relative apiBase (the page's or the worker's: the same one). */
  origin?: string
  fetch?: typeof fetch
}

/** What an attempt came to, and so what the queue does next. */
export type Outcome =
  | { kind: 'ok'; data: unknown }
  /**
   * Network error or timeout (`server: false`: holds the line), or a 5xx / 408 / 429 / unreadable
   * answer (`server: true`: counted toward giving up, does not block the entries behind).
   */
  | {
      kind: 'retry'
      failure: Failure
      server: boolean
      retryAfterMs?: number
      /** The device was offline when the request was to go: it never left, so nothing can have arrived. */
      unsent?: true
    }
  /** 409: this request conflicts for now; retry later. */
  | { kind: 'conflict'; failure: Failure }
  /** The lender's expired-session answer: wait for a new session of the same borrower. */
  | { kind: 'expired'; failure: Failure }
  /** Any other 4xx or a business code: shown in the failed list, never retried by itself. */
  | { kind: 'rejected'; failure: Failure }

export type Sender = (req: CallRequest, context: RequestContext) => Promise<Outcome>

/** A wire result as the queue acts on it. */
export function toOutcome(r: WireResult): Outcome {
  switch (r.kind) {
    case 'ok':
      return { kind: 'ok', data: r.data }
    case 'network':
    case 'aborted':
      return { kind: 'retry', server: false, failure: { kind: 'network', message: '' } }
    case 'timeout':
      return { kind: 'retry', server: false, failure: { kind: 'timeout', message: '' } }
    case 'malformed':
      // A captive portal or proxy page: not the lender's answer, so try again later.
      return { kind: 'retry', server: true, failure: { kind: 'malformed', status: r.status, message: '' } }
    case 'business': {
      const failure: Failure = { kind: 'business', code: r.code, message: r.message }
      return r.sessionExpired ? { kind: 'expired', failure } : { kind: 'rejected', failure }
    }
    case 'http': {
      const failure: Failure = { kind: 'http', status: r.status, message: r.message }
      if (r.sessionExpired) return { kind: 'expired', failure }
      if (isRetryableStatus(r.status)) return { kind: 'retry', server: true, failure, retryAfterMs: r.retryAfterMs }
      if (r.status === 409) return { kind: 'conflict', failure }
      return { kind: 'rejected', failure }
    }
  }
}

/** Creates the sender. It never throws: every failure becomes an Outcome. */
export function createSender(o: SenderOptions = {}): Sender {
  return async (req, context) => {
    // Read before the request: a network error while the device said it was offline is a request
    // that never left (one that fails after going out is lost in doubt, and reconciled).
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false
    const res = await exchange(req, context, { origin: o.origin, fetch: o.fetch })
    const out = toOutcome(res)
    return offline && res.kind === 'network' && out.kind === 'retry' ? { ...out, unsent: true } : out
  }
}

/** What a request the guard held back reports; the attempt is released before this reaches a verdict. */
const HELD: Outcome = { kind: 'retry', server: false, failure: { kind: 'network', message: '' } }

/**
 * Sends only while `session` is still the current one (a re-login must never see an
 * entry go under the session it replaced). A replay reads the session at the start of a pass, and
 * a pass takes time (a look-up, uploads, then the save): the page may log a borrower in meanwhile.
 * `read` gives the current session (the outbox's record) and is asked before every request; once
 * it names another session nothing more is sent (`replaced`). Without `read` (the page's own send,
 * which holds the current session) every request goes.
 */
export function guardSession(send: Sender, session: OutboxSession | null, read?: () => Promise<OutboxSession | null>) {
  let replaced = false
  const current = async (): Promise<boolean> => {
    if (replaced || !read) return !replaced
    try {
      if (!sameSession(await read(), session)) replaced = true
    } catch {
      // An unreadable record is no proof the session is still current: nothing goes.
      replaced = true
    }
    return !replaced
  }
  const guarded: Sender = async (req, context) => ((await current()) ? send(req, context) : HELD)
  return { send: guarded, current, replaced: () => replaced }
}
