import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'

import { common } from '@src/i18n/common'
import { errorText, isSessionExpiredError, writeOutcome } from '@src/lender/errors'
import type { LoanOffer, LoanVariant } from '@src/lender/loan/types'
import { pathTo } from '@src/nav/paths'
import { useFollowLinkLater } from '@src/nav/useFollowLinkLater'
import { useToast } from '@src/ui/Toaster'
import { useT } from '@store/hooks'

import { useLazyGetOrderNumbersQuery, usePushLoanMutation } from './api'
import { messages } from './messages'
import { clearPushSent, markPushSent, pendingPushFor } from './pendingPush'

/**
 * Where Loan Now stands. 'checking': a push got no readable answer and the order list is being
 * read; 'unconfirmed': that read failed too, so Loan Now stays off and only the check is offered;
 * 'notArrived': the lender's list shows no new order, so a new push is safe; 'done': leaving.
 */
export type LoanNowPhase = 'idle' | 'sending' | 'checking' | 'unconfirmed' | 'notArrived' | 'done'

/**
 * Loan Now (SPEC 4): posts the push once, then replaces this page with lendDetailsUrl plus
 * from=confirm. A ref, not render state, guards the call, so a double tap that lands before
 * React re-renders still sends one request.
 *
 * The lender ignores Idempotency-Key, so a second push after a lost answer can be a second loan
 * application. Before each push the borrower's order numbers are read (problem-init, the one SPEC
 * 7 call that lists them); when the push gets no readable answer they are read again, and an
 * order number that was not there before is the order this push created. The push is sent again
 * only after the lender refused it or its list shows no new order; a failed check is offered
 * again, never the push. A push still in doubt when the page reloads is checked on arrival
 * (./pendingPush.ts), before Loan Now works again.
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
  // A push from before a reload whose outcome is not known: checked first (the effect below).
  const [resumed] = useState(() => pendingPushFor(productId))
  const busy = useRef(resumed !== null)
  const before = useRef<string[]>(resumed ?? [])
  const [phase, setPhase] = useState<LoanNowPhase>(resumed ? 'checking' : 'idle')

  function settle(next: LoanNowPhase) {
    busy.current = next === 'done' || next === 'checking' || next === 'unconfirmed'
    if (!busy.current || next === 'done') clearPushSent(productId)
    setPhase(next)
  }

  async function check() {
    setPhase('checking')
    await readBack()
  }

  async function readBack() {
    const res = await readOrders()
    if (res.error !== undefined || !res.data) return settle('unconfirmed')
    const created = res.data.find((no) => !before.current.includes(no))
    if (created === undefined) return settle('notArrived')
    // The push arrived: go where a success goes, the new order's details.
    settle('done')
    navigate(pathTo('loanDetail', { productId, orderId: created, from: 'confirm' }), { replace: true })
  }

  async function loanNow() {
    if (busy.current || !offer) return
    if (!offer.bankCard) {
      // An order without a receiving account can only end in a failed payout: bind one first;
      // the bank page returns here (source confirmUrl) once the account is saved.
      toast(t('bindFirst'), { kind: 'info' })
      navigate(pathTo('bindBank', { source: 'confirmUrl', productId }))
      return
    }
    busy.current = true
    setPhase('sending')
    const baseline = await readOrders()
    if (baseline.error !== undefined || !baseline.data) {
      // Nothing was sent yet, so trying again is safe and the borrower may.
      toast(`${t('notSent')} ${errorText(baseline.error, tc('malformedError'))}`, { kind: 'error' })
      return settle('idle')
    }
    before.current = baseline.data
    markPushSent(productId, baseline.data)
    link.prepare()
    const res = await push({ variant, amount: offer.amount, periods: offer.periods, termUnit: offer.termUnit, productId })
    if ('error' in res) {
      if (writeOutcome(res.error) === 'unknown') return check()
      // The lender said no: its words, and Loan Now again (an expired session speaks for itself).
      if (!isSessionExpiredError(res.error)) toast(errorText(res.error, tc('serverError')), { kind: 'error' })
      return settle('idle')
    }
    settle('done')
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

  // Once, on arrival (a ref, so a development remount does not read twice).
  const checkOnArrival = useRef(resumed !== null)
  const arrive = useEffectEvent(() => void readBack())
  useEffect(() => {
    if (!checkOnArrival.current) return
    checkOnArrival.current = false
    arrive()
  }, [])

  /** Runs the check again (never the push) while the outcome is unconfirmed. */
  function checkAgain() {
    if (phase === 'unconfirmed') void check()
  }

  return { loanNow, checkAgain, phase, pending: phase === 'sending' || phase === 'checking' }
}
