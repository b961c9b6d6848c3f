import type { SettleVerdict } from '@src/lender/settle'
import { useSettle } from '@store/useSettle'

/** SPEC 7 gives the old flow no read that shows a payment pending or done: only the window ends the doubt. */
const noProof = async (): Promise<SettleVerdict> => 'unknown'
const nothingToDo = () => undefined

/**
 * The old flow's use of the one rule for lost answers (store/useSettle.ts): after a commit or a
 * confirm without a readable answer, a payment may be in progress, so the button stays off over
 * the settle window; the lender's own 800005 ("do not submit twice") stays the guard behind it.
 */
export function useOldDoubt(call: 'oldCommit' | 'oldConfirm', orderId: string) {
  return useSettle({ call, subject: orderId, read: noProof, onHappened: nothingToDo })
}
