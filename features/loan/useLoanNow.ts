import { useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { pathTo } from '@src/nav/paths'
import { useT } from '@store/hooks'
import { useToast } from '@src/ui/Toaster'
import { usePushLoanMutation } from './api'
import { useFollowLink } from '@src/nav/useFollowLink'
import { messages } from './messages'
import type { LoanOffer, LoanVariant } from '@src/lender/loan/types'

/**
 * Loan Now (SPEC 4): posts the push once, then replaces this page with lendDetailsUrl plus
 * from=confirm. A ref, not render state, guards the call, so a double tap that lands before
 * React re-renders still sends one request.
 */
export function useLoanNow(variant: LoanVariant, productId: string, offer: LoanOffer | undefined) {
  const t = useT(messages)
  const toast = useToast()
  const navigate = useNavigate()
  const follow = useFollowLink()
  const [push] = usePushLoanMutation()
  const busy = useRef(false)
  const [pending, setPending] = useState(false)

  async function loanNow() {
    if (busy.current || !offer) return
    busy.current = true
    setPending(true)
    const res = await push({ variant, amount: offer.amount, periods: offer.periods, termUnit: offer.termUnit, productId })
    if ('error' in res) {
      busy.current = false
      // The failure is toasted as the endpoint declares (store/feedback.ts).
      setPending(false)
      return
    }
    // Stays pending: the page is being replaced, and a second push must not happen meanwhile.
    follow(res.data, {
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

  return { loanNow, pending }
}
