import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'

import { common } from '@src/i18n/common'
import { errorText, writeOutcome } from '@src/lender/errors'
import type { PaymentOutcome, PaymentRequest } from '@src/lender/repayment/types'
import { useFollowLinkLater } from '@src/nav/useFollowLinkLater'
import { useToast } from '@src/ui/Toaster'
import { borrowerKey } from '@store/borrower'
import { useAppDispatch, useAppSelector, useT } from '@store/hooks'
import { repaymentInfoSaved } from '@store/repaymentInfo'

import { repaymentApi, useGenerateRepaymentMutation } from './api'
import type { Reminder } from './components/ReminderDialog'
import { messages } from './messages'
import { markLeftToPay, takeReturnFor } from './paymentReturn'
import { payRoute } from './payRoute'
import { usePayDoubt } from './usePayDoubt'
import { usePayReturn } from './usePayReturn'

/**
 * Pay Now (SPEC 4): asks generate-vcode-yd for a payment. PAY_URL goes to payUrl (api link
 * policy). An answer with a repayment code (code channels: nothing was sent to the phone, the
 * borrower pays with the code) goes straight to the code page, which carries the notice and trade
 * number; a reminder there would say a request was sent when none was. Any other answer (a push
 * to the phone) shows the reminder with the notice and trade number.
 *
 * Busy from the tap until the page has really left (or the borrower comes back) or the reminder
 * is closed: a second tap while the provider page loads must not ask for a second payment.
 * Coming back (Back restoring the page, a fresh load, or the shell resuming a hidden page) says
 * a payment may be in progress and refreshes the plan.
 *
 * A request without a readable answer (timeout, lost connection, 5xx, unreadable) may have sent a
 * prompt to the borrower's phone, and the lender ignores Idempotency-Key: Pay Now stays off over
 * the settle window and the plan is read again (./usePayDoubt.ts), never a second request. Only a
 * refusal (the lender answered no) gives Pay Now back at once, with the lender's words.
 */
export function usePayNow(orderId: string, isDelay: 0 | 1) {
  const t = useT(messages)
  const tc = useT(common)
  const toast = useToast()
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const link = useFollowLinkLater()
  const owner = useAppSelector((s) => borrowerKey(s.session.params))
  const [generate] = useGenerateRepaymentMutation()
  const doubt = usePayDoubt(orderId, isDelay)
  const busyRef = useRef(false)
  const [busy, setBusy] = useState(false)
  const [leaving, setLeaving] = useState(false)
  const [reminder, setReminder] = useState<Reminder | null>(null)
  // A fresh load after leaving to pay: the plan is fetched anew anyway; the notice says why it may lag.
  const [inProgress, setInProgress] = useState(() => takeReturnFor(orderId))
  // Pay Now is disabled while busy, which drops keyboard focus; the reminder hands it back on close.
  const opener = useRef<HTMLElement | null>(null)

  const refreshPlan = useCallback(() => {
    dispatch(repaymentApi.util.invalidateTags([{ type: isDelay ? 'DelayDetail' : 'RepayPlan', id: orderId }]))
  }, [dispatch, isDelay, orderId])

  const release = useCallback(() => {
    busyRef.current = false
    setBusy(false)
  }, [])

  const back = useCallback(() => {
    takeReturnFor(orderId)
    setLeaving(false)
    release()
    setInProgress(true)
    refreshPlan()
  }, [orderId, release, refreshPlan])
  const stayed = useCallback(() => {
    setLeaving(false)
    release()
  }, [release])
  usePayReturn(leaving, back, stayed)

  const follow_ = async (o: PaymentOutcome, req: PaymentRequest) => {
    const route = payRoute(o, req, orderId)
    if (route.to === 'reminder') return setReminder(route.reminder)
    if (route.to === 'code') {
      if (route.info) dispatch(repaymentInfoSaved({ ...route.info, savedAt: Date.now(), owner }))
      release()
      return navigate(route.path, { state: route.visit })
    }
    markLeftToPay(orderId)
    const v = await link.follow(route.payUrl, { source: 'api', field: 'payUrl', refusedText: t('unsafeLink') })
    if (v.ok) {
      setLeaving(true)
      toast(t('redirecting'), { kind: 'info' })
    } else {
      takeReturnFor(orderId)
      release()
    }
  }

  const pay = async (req: PaymentRequest) => {
    if (busyRef.current || doubt.blocked) return
    busyRef.current = true
    setBusy(true)
    setInProgress(false)
    doubt.clear()
    // The link code a PAY_URL answer needs arrives beside the answer, not after it.
    link.prepare()
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    try {
      const res = await generate(req)
      if (res.error) {
        if (writeOutcome(res.error) === 'unknown') doubt.begin(req.product_id)
        else toast(errorText(res.error, tc('malformedError')), { kind: 'error' })
        release()
      } else await follow_(res.data, req)
    } catch {
      release()
    }
  }

  const closeReminder = () => {
    setReminder(null)
    release()
  }

  useEffect(() => {
    // After the dialog has closed (its cleanup runs first), when the page behind is no longer inert.
    if (reminder === null && !busy && opener.current?.isConnected) opener.current.focus()
  }, [reminder, busy])

  return {
    pay,
    paying: busy,
    reminder,
    closeReminder,
    inProgress,
    /** The lost-answer state: Pay Now off while `doubt.blocked`, and what to tell the borrower. */
    doubt: {
      phase: doubt.phase,
      blocked: doubt.blocked,
      checking: doubt.checking,
      minutes: doubt.minutes,
      arrived: doubt.arrived,
      checkNow: doubt.checkNow,
    },
  }
}
