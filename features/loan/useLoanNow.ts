import { useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'

import { common } from '@src/i18n/common'
import { errorText, isSessionExpiredError, writeOutcome } from '@src/lender/errors'
import type { LoanOffer, LoanVariant } from '@src/lender/loan/types'
import type { SettleVerdict } from '@src/lender/settle'
import { pathTo } from '@src/nav/paths'
import { useFollowLinkLater } from '@src/nav/useFollowLinkLater'
import { useToast } from '@src/ui/Toaster'
import { useT } from '@store/hooks'
import { useSettle } from '@store/useSettle'

import { useLazyGetOrderNumbersQuery, usePushLoanMutation } from './api'
import { messages } from './messages'

/**
 * Where Loan Now stands. 'doubt': a push got no readable answer; Loan Now stays off while the
 * order list is read over the settle window. 'passed': the window ended without a new order in
 * the list (which may be late); Loan Now works again and the words say what to check. 'done': leaving.
 */
export type LoanNowPhase = 'idle' | 'sending' | 'doubt' | 'passed' | 'done'

/** How long the order list read before a push may hold the push back; a slower read only leaves the check less to go on. */
export const BASELINE_WAIT_MS = 5000

/**
 * Loan Now (SPEC 4): the agreement tick is its only gate. It posts the push once, then replaces
 * this page with lendDetailsUrl plus from=confirm. A ref, not render state, guards the call, so a
 * double tap that lands before React re-renders still sends one request. Without a receiving
 * account it applies too: SPEC's own flow asks for the account afterwards (the order's status 151
 * and its card dialog).
 *
 * The lender ignores Idempotency-Key, so a second push after a lost answer can be a second loan
 * application. Just before each push the borrower's order numbers are read (problem-init, the one
 * SPEC 7 call that lists them); that read failing or being slow never stops the push. After a
 * push without a readable answer the one rule for such writes (store/useSettle.ts) keeps Loan
 * Now off and reads the list over the settle window: an order number that was not there before
 * is the order this push created. No new number proves nothing (a slow lender, a late list), so
 * Loan Now comes back only when the window has passed.
 */
export function useLoanNow(variant: LoanVariant, productId: string, offer: LoanOffer | undefined) {
  const t = useT(messages)
  const tc = useT(common)
  const toast = useToast()
  const navigate = useNavigate()
  // The link policy and navigation code load at the tap, beside the call (not with the screen).
  const link = useFollowLinkLater()
  const [push] = usePushLoanMutation()
  const [readOrders] = useLazyGetOrderNumbersQuery()
  const busy = useRef(false)
  const [sending, setSending] = useState(false)
  const [leaving, setLeaving] = useState(false)
  const created = useRef('')

  async function readBack(before: string[] | null): Promise<SettleVerdict> {
    const res = await readOrders()
    if (res.error !== undefined || !res.data || before === null) return 'unknown'
    const found = res.data.find((no) => !before.includes(no))
    if (found === undefined) return 'unknown'
    created.current = found
    return 'happened'
  }

  const settle = useSettle({
    call: 'loanNow',
    subject: productId,
    read: readBack,
    onHappened: () => {
      // The push arrived: go where a success goes, the new order's details.
      setLeaving(true)
      navigate(pathTo('loanDetail', { productId, orderId: created.current, from: 'confirm' }), { replace: true })
    },
  })

  async function baselineOrders(): Promise<string[] | null> {
    let timer = 0
    const late = new Promise<null>((resolve) => {
      timer = window.setTimeout(() => resolve(null), BASELINE_WAIT_MS)
    })
    const read = readOrders().then((r) => (r.error === undefined && r.data ? r.data : null))
    const before = await Promise.race([read, late])
    window.clearTimeout(timer)
    return before
  }

  async function loanNow() {
    if (busy.current || !offer || settle.blocked) return
    busy.current = true
    setSending(true)
    settle.clear()
    // What existed before; null when it could not be read, which only leaves the check less to go on.
    const before = await baselineOrders()
    link.prepare()
    const res = await push({ variant, amount: offer.amount, periods: offer.periods, termUnit: offer.termUnit, productId })
    if ('error' in res) {
      busy.current = false
      setSending(false)
      if (writeOutcome(res.error) === 'unknown') return settle.begin(before)
      // The lender said no: its words, and Loan Now again (an expired session speaks for itself).
      if (!isSessionExpiredError(res.error)) toast(errorText(res.error, tc('serverError')), { kind: 'error' })
      return
    }
    setLeaving(true)
    setSending(false)
    void link.follow(res.data, {
      source: 'api',
      field: 'lendDetailsUrl',
      refusedText: t('detailsUnavailable'),
      replace: true,
      inApp: true,
      params: { from: 'confirm' },
      onRefused: () => {
        // The loan is already submitted: never strand the borrower, send them to their orders.
        toast(t('detailsUnavailable'), { kind: 'error' })
        navigate(pathTo('order'), { replace: true })
      },
    })
  }

  let phase: LoanNowPhase = 'idle'
  if (leaving) phase = 'done'
  else if (sending) phase = 'sending'
  else if (settle.phase === 'doubt') phase = 'doubt'
  else if (settle.phase === 'passed') phase = 'passed'

  return {
    loanNow,
    /** Reads the order list again (never pushes) while the outcome is in doubt. */
    checkAgain: settle.checkNow,
    checking: settle.checking,
    minutes: settle.minutes,
    phase,
    pending: phase === 'sending',
  }
}
