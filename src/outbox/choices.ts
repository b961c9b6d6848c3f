import type { Entry } from './types'

/*
 * The borrower's choices on a failed entry, as changes to it (Outbox.retry and Outbox.resend
 * apply them in one transaction). `key` makes the new Idempotency-Key, asked only when the
 * entry changes; an entry the choice does not apply to comes back as it was.
 */

/**
 * The borrower chose Retry on a failed entry: it goes back in line, due now, under a new
 * Idempotency-Key (the old key's stored answer is the rejection). Uploaded images keep their URLs.
 * An unsure one stays unsure: it is looked up before it is sent again.
 */
export function retried(e: Entry, now: number, key: () => string): Entry {
  return e.state === 'failed' && e.lastError?.kind !== 'unreadable'
    ? { ...e, key: key(), state: 'waiting', attempts: 0, nextAttemptAt: now, deferred: false, lastError: undefined, serverErrors: 0, firstServerErrorAt: undefined, checks: 0 }
    : e
}

/**
 * The borrower, asked because the look-up could not tell, chose "Send it again": sent without
 * another look-up (a new baseline is taken before the save, as for any first save).
 */
export function resent(e: Entry, now: number, key: () => string): Entry {
  return e.state === 'failed' && e.lastError?.kind === 'unchecked' && e.queue === 'complaints'
    ? { ...e, key: key(), state: 'waiting', attempts: 0, nextAttemptAt: now, deferred: false, lastError: undefined, unsure: false, baseline: undefined, checks: 0 }
    : e
}
