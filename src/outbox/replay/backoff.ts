/** Retry timing: exponential backoff with jitter, so many phones coming online do not stampede. */
export const BACKOFF = {
  baseMs: 2_000,
  capMs: 5 * 60_000,
  /** A 409 means "not now" for this request only: try it again in a minute or so. */
  conflictMs: 60_000,
  /** The longest Retry-After honoured: a lender's maintenance window of up to an hour is waited out, not hammered. */
  retryAfterMaxMs: 3600_000,
} as const

/**
 * Delay before attempt `attempt + 1`, after `attempt` failures (attempt >= 1).
 * "Equal jitter": the exponential step e = min(cap, base * 2^(attempt-1)), then a delay drawn
 * from [e/2, e], so it keeps growing yet never lines up across devices.
 */
export function backoffDelay(
  attempt: number,
  random: () => number = Math.random,
  base: number = BACKOFF.baseMs,
  cap: number = BACKOFF.capMs,
): number {
  const n = Math.max(1, Math.floor(attempt))
  const step = Math.min(cap, base * 2 ** Math.min(n - 1, 30))
  const r = Math.min(1, Math.max(0, random()))
  return Math.round(step / 2 + (r * step) / 2)
}

/** Delay after a 409: [conflictMs, 1.5 x conflictMs]. */
export function conflictDelay(random: () => number = Math.random): number {
  const r = Math.min(1, Math.max(0, random()))
  return Math.round(BACKOFF.conflictMs * (1 + r / 2))
}

/** The wait before the next attempt; a server's Retry-After is honoured when longer (up to an hour). */
export function retryDelay(attempt: number, random: () => number = Math.random, retryAfterMs?: number): number {
  const d = backoffDelay(attempt, random)
  return retryAfterMs !== undefined ? Math.max(d, Math.min(retryAfterMs, BACKOFF.retryAfterMaxMs)) : d
}
