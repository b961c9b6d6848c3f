/**
 * Remembers a Loan Now push whose outcome is not known yet, with the order numbers read before
 * it, so a reload (or the shell reopening the page in this tab) checks with the lender before
 * Loan Now works again, instead of forgetting that a push may have created an order. Only the
 * product id, the order numbers and the time are kept, in sessionStorage (this tab, gone when it
 * closes).
 */
const KEY = 'loanNowPending'
/** After this long the record is no longer about the page the borrower is on. */
export const PENDING_WINDOW_MS = 30 * 60 * 1000

type Pending = { productId: string; before: string[]; at: number }

/** Notes that a push for this product is about to be sent, after `before` was read. */
export function markPushSent(productId: string, before: string[], now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ productId, before, at: now } satisfies Pending))
  } catch {
    // Storage full or blocked (private mode): the page's own state still holds the check.
  }
}

/** The order numbers read before a recent push for this product whose outcome is not known; null when none. */
export function pendingPushFor(productId: string, now = Date.now()): string[] | null {
  try {
    const raw = sessionStorage.getItem(KEY)
    if (!raw) return null
    const p = JSON.parse(raw) as Partial<Pending>
    const fresh = typeof p.at === 'number' && now - p.at >= 0 && now - p.at < PENDING_WINDOW_MS
    if (p.productId !== productId || !fresh || !Array.isArray(p.before) || !p.before.every((n) => typeof n === 'string')) return null
    return p.before
  } catch {
    return null
  }
}

/** Forgets this product's record: its push's outcome is known. */
export function clearPushSent(productId: string): void {
  try {
    const raw = sessionStorage.getItem(KEY)
    if (raw && (JSON.parse(raw) as Partial<Pending>).productId === productId) sessionStorage.removeItem(KEY)
  } catch {
    // Nothing kept, nothing to forget.
  }
}
