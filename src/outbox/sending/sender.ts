import { isRetryableStatus } from '../../lender/errors'
import { type CallRequest, exchange, type RequestContext, type WireResult } from '../../lender/wire'
import type { Failure } from '../queue/types'

/**
 * The queue's sender (RTK Query does not exist in the service worker): a thin adapter over the
 * one wire module (src/lender/wire.ts) the base query uses too. It sends the lender's own request
 * shape (`CallRequest`, from the call descriptors by `requestFor`) under the request context each
 * entry carries (the page's settings and common parameters when it queued the entry).
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
