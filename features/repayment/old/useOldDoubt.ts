import { useRef } from 'react'

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

/**
 * The old flow's payment writes one at a time: `run` does nothing while a write is in flight (a
 * double tap lands before React re-renders) or while a lost answer's doubt keeps the button off.
 */
export function useOldWrite(call: 'oldCommit' | 'oldConfirm', orderId: string) {
  const doubt = useOldDoubt(call, orderId)
  const busy = useRef(false)
  const run = async (write: () => Promise<unknown>) => {
    if (busy.current || doubt.blocked) return
    busy.current = true
    try {
      await write()
    } finally {
      busy.current = false
    }
  }
  return { doubt, run }
}
