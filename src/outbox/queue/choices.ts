import type { Entry } from './types'

/*
 * The borrower's choices on an entry, as rules (Outbox.retry, .resend and .discard apply them in
 * one transaction). Retry and "Send it again" give back an entry they do not apply to as it was;
 * `key` makes the new Idempotency-Key, asked only when the entry changes.
 */

/** Back in line, due now, under a new Idempotency-Key, without the last error: what Retry and "Send it again" share. */
function backInLine<E extends Entry>(e: E, now: number, key: () => string): E {
  return { ...e, key: key(), state: 'waiting', attempts: 0, nextAttemptAt: now, deferred: false, lastError: undefined, checks: 0 }
}

/**
 * The borrower chose Retry on a failed entry: it goes back in line, due now, under a new
 * Idempotency-Key (the old key's stored answer is the rejection). Uploaded images keep their URLs.
 * An unsure one stays unsure: it is looked up before it is sent again.
 */
export function retried(e: Entry, now: number, key: () => string): Entry {
  if (e.state !== 'failed' || e.lastError?.kind === 'unreadable') return e
  const back = { ...backInLine(e, now, key), serverErrors: 0, firstServerErrorAt: undefined }
  // "Check again" gives the look-ups another round; the time already watched since the save still counts.
  return back.queue === 'complaints' && back.settle ? { ...back, settle: { ...back.settle, reads: 0 } } : back
}

/**
 * The borrower, asked because the look-up could not tell, chose "Send it again": sent without
 * another look-up (a new baseline is taken before the save, as for any first save).
 */
export function resent(e: Entry, now: number, key: () => string): Entry {
  return e.state === 'failed' && e.lastError?.kind === 'unchecked' && e.queue === 'complaints'
    ? { ...backInLine(e, now, key), unsure: false, baseline: undefined, settle: undefined }
    : e
}

/**
 * The borrower chose Discard: any entry except one being sent right now (its request is on
 * the wire; once it settles the entry is waiting or gone and can be discarded). `held`: its
 * sender is alive, as the per-entry lease tells (Web Lock or watched heartbeat, never the wall clock).
 */
export function discardable(e: Entry, held: boolean): boolean {
  return !(e.state === 'sending' && held)
}
