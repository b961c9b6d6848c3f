import { useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'

import type { OrderIds } from '@src/lender/order/types'
import { settleWithin } from '@src/lib/timebox'
import { pathTo } from '@src/nav/paths'
import { eventCalls } from '@src/outbox/eventCalls'
import { useTrackEvent } from '@src/outbox/ui/useOutboxState'
import { Button } from '@src/ui/Button'
import { useT } from '@store/hooks'

import { messages } from '../messages'
import { actionsFor, BORROW_AGAIN_MODULE_ID, BORROW_AGAIN_POSITION, productDetailParam } from '../rules'
import { useHandOff } from '../useHandOff'

export type OrderActionsProps = OrderIds & { status: number; isDelay: boolean }

/** The status-dependent buttons (SPEC 4); null when the status has none. */
export function OrderActions({ status, isDelay, productId, orderId }: OrderActionsProps) {
  const t = useT(messages)
  const navigate = useNavigate()
  const handOff = useHandOff()
  // Tracking goes through the outbox: sent now, or kept and sent when the network is back.
  const track = useTrackEvent()
  const [borrowing, setBorrowing] = useState(false)
  const borrowingRef = useRef(false)
  const kind = actionsFor(status, isDelay)

  const borrowAgain = async () => {
    if (borrowingRef.current) return
    borrowingRef.current = true
    setBorrowing(true)
    try {
      // Tracking first (its answer is ignored), then the product's native detail screen; a slow
      // network delays the borrower by at most 1.5 s (the outbox keeps the event).
      await settleWithin(
        track(eventCalls.eventSave({ productId, moduleId: String(BORROW_AGAIN_MODULE_ID), positionId: String(BORROW_AGAIN_POSITION) })),
      )
      handOff('productDetail', { productId: productDetailParam(productId) })
    } finally {
      borrowingRef.current = false
      setBorrowing(false)
    }
  }

  const repay = () => navigate(pathTo('repay', { productId, orderId }))

  if (kind === 'repayAndRollover') {
    return (
      <div className="order-actions order-actions--two">
        <Button variant="primary" fullWidth onClick={repay}>
          {t('repayUpper')}
        </Button>
        <div className="order-actions__rollover">
          <p className="order-actions__hint" id="order-rollover-hint">
            {t('shortOfMoney')}
          </p>
          <Button
            variant="secondary"
            fullWidth
            aria-describedby="order-rollover-hint"
            onClick={() => navigate(pathTo('repayDelay', { productId, orderId }))}
          >
            {t('rollover')}
          </Button>
        </div>
      </div>
    )
  }
  if (kind === 'repay') {
    return (
      <Button variant="primary" fullWidth onClick={repay}>
        {t('repayment')}
      </Button>
    )
  }
  if (kind === 'borrowAgain') {
    return (
      <Button variant="primary" fullWidth loading={borrowing} onClick={() => void borrowAgain()}>
        {t('borrowAgain')}
      </Button>
    )
  }
  return null
}
