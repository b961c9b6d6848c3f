/**
 * Remembers that the borrower left for a payment page, so coming back (Back, a fresh load, or
 * the shell resuming the page) can say a payment may be in progress. Only the order id and the
 * time are kept, in sessionStorage (this tab, gone when it closes): no amount, wallet or session.
 */
const KEY = 'payNowLeft'
/** After this long a return is no longer news. */
export const RETURN_WINDOW_MS = 30 * 60 * 1000

type Mark = { orderId: string; at: number }

export function markLeftToPay(orderId: string, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ orderId, at: now } satisfies Mark))
  } catch {
    // Storage full or blocked (private mode): the in-memory return signal still works.
  }
}

/** True (and forgets the mark) when the borrower left to pay for this order recently. */
export function takeReturnFor(orderId: string, now = Date.now()): boolean {
  try {
    const raw = sessionStorage.getItem(KEY)
    if (!raw) return false
    const m = JSON.parse(raw) as Partial<Mark>
    if (m.orderId !== orderId) return false
    sessionStorage.removeItem(KEY)
    return typeof m.at === 'number' && now - m.at >= 0 && now - m.at < RETURN_WINDOW_MS
  } catch {
    return false
  }
}
