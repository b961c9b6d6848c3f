/** What can go wrong with a call, as screens see it. Screens never read `code` to decide success. */
export type ApiError =
  /** `sessionExpired`: the answer is the lender's expired-session signal (src/config/sessionExpiry.ts). */
  | { kind: 'business'; code: string; message: string; data?: unknown; sessionExpired?: true }
  | { kind: 'http'; status: number; message: string; sessionExpired?: true }
  | { kind: 'network'; message: string }
  | { kind: 'timeout'; message: string }
  | { kind: 'malformed'; message: string }

/** Thrown by response transformers when the server's answer does not have the expected shape. */
export class MalformedResponseError extends Error {
  constructor(what: string) {
    super(`malformed response: ${what}`)
    this.name = 'MalformedResponseError'
  }
}

export function isApiError(e: unknown): e is ApiError {
  return typeof e === 'object' && e !== null && 'kind' in e && typeof (e as { kind: unknown }).kind === 'string' && 'message' in e
}

/**
 * The one retry rule for HTTP statuses, shared by every caller that retries: a server error, a
 * request timeout or "too many requests" may succeed later; any other status will not.
 */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429
}

/** True when a retry may help: connection trouble, timeouts and server errors. */
export function isRetryable(e: unknown): boolean {
  if (!isApiError(e)) return true
  return e.kind === 'network' || e.kind === 'timeout' || (e.kind === 'http' && isRetryableStatus(e.status))
}

/** True when the answer was the lender's expired-session signal. */
export function isSessionExpiredError(e: unknown): boolean {
  return isApiError(e) && (e.kind === 'business' || e.kind === 'http') && e.sessionExpired === true
}

/**
 * Whether a server's message is written for a borrower. A status word ('success', 'ok', 'imefanikiwa'), a bare
 * code, an HTTP status line, a stack or exception name, or a test server's own text ('sandbox …')
 * describes the exchange, not what happened to the borrower: the screen shows its catalogue's
 * message instead.
 */
export function isBorrowerMessage(message: unknown): message is string {
  if (typeof message !== 'string') return false
  const m = message.trim()
  if (!m) return false
  if (/^(success(ful(ly)?)?|succeeded|ok|done|true|false|null|undefined|nan|error|fail(ed|ure)?|\[object object\])[\s.!]*$/i.test(m))
    return false
  // The same status words from a lender that answers in Swahili ('success', 'error', 'failed').
  if (/^(imefanikiwa|mafanikio|sawa|hitilafu|kosa|imeshindikana|imeshindwa)[\s.!]*$/i.test(m)) return false
  if (/^[\s\d.:+-]*$/.test(m)) return false
  if (/\bsandbox\b/i.test(m)) return false
  // Each run of spaces is read once (two runs that could share the same spaces took seconds on a
  // long message of spaces after 'HTTP' or 'status', freezing the screen that judged it).
  if (/\bHTTP\s*(?:\/\s*)?\d|\bstatus(?:code)?\s*(?:[:=]\s*)?\d{3}\b/i.test(m)) return false
  if (
    /exception|stack ?trace|traceback|TypeError|ReferenceError|NullPointer|malformed response|internal server error|bad gateway|gateway time-?out|<\/?[a-z]+[\s>]/i.test(
      m,
    )
  )
    return false
  return true
}

/**
 * A message a borrower can read for any error shape (never 'undefined'): the server's own words
 * when they are written for a borrower (isBorrowerMessage), otherwise the fallback (a thrown
 * transformer error gets it too).
 */
export function errorText(e: unknown, fallback: string): string {
  if (isApiError(e) && isBorrowerMessage(e.message)) return e.message
  return fallback
}

/**
 * What a failed write call says about whether it happened. 'refused': the lender answered and
 * said no (a business code; an HTTP status that means the request was not taken). 'unknown': no
 * readable answer (timeout, lost connection, 5xx or 408, an answer we could not read, an envelope
 * without a code, or a success code without the success flag) - the write may have been stored,
 * so it is checked with the lender before anything is sent again.
 */
export function writeOutcome(e: unknown): 'refused' | 'unknown' {
  if (!isApiError(e)) return 'unknown'
  if (e.kind === 'business') return e.code === '' || e.code === '0' || e.code === '00' ? 'unknown' : 'refused'
  if (e.kind === 'http') return e.status >= 500 || e.status === 408 ? 'unknown' : 'refused'
  return 'unknown'
}

/**
 * Whether trying the same call again can change the answer. An expired session needs a new login,
 * and a refusal the lender gave (an ended promotion, an unknown order) stays the same answer.
 */
export function retryCanHelp(e: unknown): boolean {
  if (isSessionExpiredError(e)) return false
  return isRetryable(e) || (isApiError(e) && e.kind === 'malformed')
}
