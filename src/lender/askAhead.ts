import { type CallRequest, exchange, pageOrigin, prepareRequest, type RequestContext, type WireResult } from './wire'

/**
 * A screen's first call asked before the app's files are in (src/app/askEarly.ts), and taken by the
 * store's own request for it (store/baseQuery.ts) when that request is the same on the wire.
 *
 * The rules, so an answer asked early can only stand for the one the store would have got:
 * - the same request: method, URL (the common parameters, the session among them), every header
 *   and the body, as src/lender/wire.ts `prepareRequest` writes them. Anything that differs (another
 *   session, another language, other ids, a changed setting) and the store sends its own;
 * - taken once: a second request for the same thing is sent as usual;
 * - taken only while young (`AHEAD_FRESH_MS` after it was asked, on the monotonic clock, so a
 *   clock that jumps changes nothing): the store asks within seconds of the start, even on a slow
 *   link; a request made later is a later arrival, which asks again;
 * - whatever it came to is what the store gets (an answer, a refusal, a timeout), as if the store
 *   had sent it: the store's screens say it and offer their retry;
 * - except a connection lost before any answer came (a link that dropped while the app's files
 *   were still loading): that stands for nothing, and the store sends its own, now, as it would have
 *   without the head start. Only reads of one order are asked early (src/app/askEarly.ts), so
 *   asking again changes nothing at the lender; a timeout still stands (the lender may be slow, and
 *   a second wait would double it).
 */

/**
 * How long an early answer may stand for the store's request (ms after it was asked): as long as
 * the app lets any answer stand for a screen's arrival (`refetchOnMountOrArgChange: 30` in
 * store/api.ts, `FIRST_CALL_FRESH_S` in features/order/api.ts).
 */
export const AHEAD_FRESH_MS = 30_000

type Ahead = { at: number; result: Promise<WireResult> }
const ahead = new Map<string, Ahead>()

const now = () => performance.now()

/** The request as it goes on the wire, as one string; null when it cannot be compared (a multipart body). */
function wireKey(req: CallRequest, context: RequestContext): string | null {
  // prepareRequest writes the headers in one order, so the same request gives the same string.
  const { url, init } = prepareRequest(req, context, pageOrigin())
  if (init.body !== undefined && typeof init.body !== 'string') return null
  return JSON.stringify([init.method, url, init.headers, init.body ?? null])
}

/** Sends `req` now, for the store to take (`takeAhead`). `send`: tests give their own exchange. */
export function askAhead(req: CallRequest, context: RequestContext, send: typeof exchange = exchange): void {
  const key = wireKey(req, context)
  if (key === null || ahead.has(key)) return
  ahead.set(key, { at: now(), result: send(req, context) })
}

/**
 * The early answer to exactly this request, once, while it is young; else undefined (send it). It
 * comes to undefined too when the early request lost its connection before any answer (send it).
 */
export function takeAhead(req: CallRequest, context: RequestContext): Promise<WireResult | undefined> | undefined {
  if (!ahead.size) return undefined
  const key = wireKey(req, context)
  const found = key === null ? undefined : ahead.get(key)
  if (!found) return undefined
  ahead.delete(key!)
  if (now() - found.at > AHEAD_FRESH_MS) return undefined
  return found.result.then((got) => (got.kind === 'network' ? undefined : got))
}

/**
 * Tests: forget every early request.
 * @internal
 */
export function resetAhead(): void {
  ahead.clear()
}
