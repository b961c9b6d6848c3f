import { call } from '../call'
import { complaintRequests } from '../complaints/requests'
import { MalformedResponseError } from '../errors'

/**
 * The borrower's order numbers, as problem-init lists them when asked with the session parameters
 * only (SPEC 7: the one call that lists a borrower's orders; the address map's order list has no
 * payload shown). Loan Now reads it before and after a push whose answer is lost: an order number
 * that was not there before is the order the push created. A missing or null list is no orders (a
 * first loan); a list of another shape, or an entry without a number, cannot say what exists.
 */
export function toOrderNumbers(data: unknown): string[] {
  // An answer without its data object says nothing about orders: doubt, never "none".
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new MalformedResponseError('problem-init without data')
  const raw = (data as Record<string, unknown>).orderList
  if (raw === undefined || raw === null) return []
  if (!Array.isArray(raw)) throw new MalformedResponseError('order list')
  return raw.map((o: unknown) => {
    const no = o && typeof o === 'object' ? (o as Record<string, unknown>).orderNo : undefined
    if ((typeof no !== 'string' && typeof no !== 'number') || String(no).trim() === '') throw new MalformedResponseError('order list entry')
    return String(no).trim()
  })
}

/** problem-init with the session parameters only, read for its order numbers. */
export const orderNumbersCall = call({
  ...complaintRequests.init,
  send: () => complaintRequests.init.send({}),
  read: toOrderNumbers,
})
