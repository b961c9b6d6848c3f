import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { errorText } from '@store/errors'
import { useAppDispatch } from '@store/hooks'
import { repaymentInfoSaved } from '@store/repaymentInfo'
import { pathTo } from '@src/app/paths'
import { common } from '@src/i18n/common'
import { useT } from '@src/i18n/index'
import { useToast } from '@src/ui/Toaster'
import { useGenerateRepaymentMutation } from './api'
import type { Reminder } from './components/ReminderDialog'
import { goToPaymentPage } from './externalNav'
import { messages } from './messages'
import type { PaymentOutcome, PaymentRequest } from './types'

/**
 * Pay Now (SPEC 4): asks generate-vcode-yd for a payment and follows the answer — the provider's
 * page (safe-URL checked), a repayment code page, or the reminder dialog. A tap while a request
 * is in flight is ignored, so a double tap sends one request.
 */
export function usePayNow() {
  const t = useT(messages)
  const tc = useT(common)
  const toast = useToast()
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [generate, { isLoading }] = useGenerateRepaymentMutation()
  const inFlight = useRef(false)
  const [reminder, setReminder] = useState<Reminder | null>(null)
  // Pay Now is disabled while the call runs, which drops keyboard focus; the reminder hands it back on close.
  const opener = useRef<HTMLElement | null>(null)

  const follow = (o: PaymentOutcome, req: PaymentRequest) => {
    switch (o.kind) {
      case 'redirect':
        if (goToPaymentPage(o.payUrl)) toast(t('redirecting'), { kind: 'info' })
        else toast(t('unsafeLink'), { kind: 'error' })
        return
      case 'codeDetail':
        // Page two reads the persisted repaymentInfo, so it survives the borrower leaving to pay.
        dispatch(
          repaymentInfoSaved({
            repayAmount: req.isDelay ? o.repayAmount : (o.repayAmount ?? req.amount),
            delayInfo: req.isDelay ? { delayAmount: o.delayAmount ?? req.amount } : null,
            defDetail: { logo: o.logo, payCode: o.payCode, payNotice: o.payNotice },
            savedAt: Date.now(),
          }),
        )
        navigate(pathTo('repaymentOfCode2'))
        return
      case 'code':
        navigate(pathTo('repaymentOfCode', { showType: o.showType, payCode: o.payCode, payCodeImg: o.payCodeImg, repayAmount: o.repayAmount ?? req.amount }))
        return
      case 'reminder':
        setReminder({ notice: o.notice, tradeNo: o.tradeNo })
    }
  }

  const pay = async (req: PaymentRequest) => {
    if (inFlight.current) return
    inFlight.current = true
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    try {
      const res = await generate(req)
      if (res.error) toast(errorText(res.error, tc('malformedError')), { kind: 'error' })
      else follow(res.data, req)
    } finally {
      inFlight.current = false
    }
  }

  useEffect(() => {
    // After the dialog has closed (its cleanup runs first), when the page behind is no longer inert.
    if (reminder === null && opener.current?.isConnected) opener.current.focus()
  }, [reminder])

  return { pay, paying: isLoading, reminder, closeReminder: () => setReminder(null) }
}
