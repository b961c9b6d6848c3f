/**
 * The settle window: how long a write without a readable answer (a payment request, a loan
 * application, a payout account...) stays in doubt. A lender slower than our timeout, or a list
 * that shows a new order late, may still show the write after the first read says nothing; so
 * only the window's end, or a read that proves what happened, ends the doubt
 * (docs/write-calls.md). Pure: the caller gives the clock.
 */
export type SettleTimes = { windowMs: number; readEveryMs: number }

/** What a read after a lost answer shows: the write happened, proof that nothing happened, or nothing provable yet. */
export type SettleVerdict = 'happened' | 'nothing' | 'unknown'

/**
 * How long the doubt has lasted. A clock that went back (now before the write) counts as no time
 * at all, so a clock change never shortens the window.
 */
function age(at: number, now: number): number {
  return now >= at ? now - at : 0
}

/** True once the window after a write at `at` has passed. */
export function windowPassed(at: number, now: number, times: SettleTimes): boolean {
  return age(at, now) >= times.windowMs
}

/**
 * When the next read is due, in ms from now: every `readEveryMs`, and one read exactly at the
 * window's end (the read that may let the action come back), never later.
 */
export function nextReadIn(at: number, now: number, times: SettleTimes): number {
  const left = times.windowMs - age(at, now)
  if (left <= 0) return 0
  return Math.min(Math.max(times.readEveryMs, 1), left)
}

/**
 * What a read means for the doubt: proof either way decides at once; no proof keeps the doubt
 * until the window has passed, then the action may come back ('passed').
 */
export function settleAfterRead(
  verdict: SettleVerdict,
  at: number,
  now: number,
  times: SettleTimes,
): 'happened' | 'nothing' | 'doubt' | 'passed' {
  if (verdict === 'happened' || verdict === 'nothing') return verdict
  return windowPassed(at, now, times) ? 'passed' : 'doubt'
}
