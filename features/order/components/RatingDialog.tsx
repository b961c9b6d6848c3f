import { useState } from 'react'

import { callNative } from '@src/bridge/bridge'
import { common } from '@src/i18n/common'
import type { OrderIds } from '@src/lender/order/types'
import { Button } from '@src/ui/Button'
import { CancelAnd } from '@src/ui/CancelAnd'
import { Dialog } from '@src/ui/Dialog'
import { Rate } from '@src/ui/Rate'
import { useT } from '@store/hooks'

import { useScoreOrderMutation } from '../api'
import { messages } from '../messages'

/** SPEC 9: the native rate page opens when the chosen stars are 4 or more. */
export const NATIVE_RATE_MIN_STARS = 4

export type RatingDialogProps = OrderIds & { open: boolean; onClose: () => void }

/**
 * The order rating (SPEC 4 "Order rating"): no star -> the message inside the dialog, under the
 * stars (a toast would sit behind the dialog's backdrop), as the complaint rating shows it; a score is posted (always 5);
 * fewer than 4 stars -> a result dialog; 4 or more -> the native rate action and the dialog closes.
 */
export function RatingDialog({ open, onClose, productId, orderId }: RatingDialogProps) {
  const t = useT(messages)
  const tc = useT(common)
  const [stars, setStars] = useState(0)
  const [missing, setMissing] = useState(false)
  const [phase, setPhase] = useState<'rate' | 'result'>('rate')
  const [scoreOrder, { isLoading }] = useScoreOrderMutation()

  const submit = async () => {
    if (stars === 0) {
      setMissing(true)
      return
    }
    const r = await scoreOrder({ productId, orderId })
    // A failure is toasted as the endpoint declares (store/feedback.ts).
    if (r.error) return
    if (stars < NATIVE_RATE_MIN_STARS) setPhase('result')
    else {
      callNative({ action: 'rate' })
      onClose()
    }
  }

  // What each phase shows in the one dialog.
  const view =
    phase === 'result'
      ? {
          title: t('rateThanksTitle'),
          actions: (
            <Button variant="primary" onClick={onClose}>
              {tc('confirm')}
            </Button>
          ),
          body: <p>{t('rateThanksText')}</p>,
        }
      : {
          title: t('rateTitle'),
          actions: <CancelAnd onCancel={onClose} label={tc('submit')} loading={isLoading} onClick={() => void submit()} />,
          body: (
            <>
              <p>{t('rateIntro')}</p>
              <div className="order-rate">
                <Rate
                  value={stars}
                  onChange={(n) => {
                    setStars(n)
                    setMissing(false)
                  }}
                  label={t('rateTitle')}
                />
              </div>
              {missing && (
                <p role="alert" className="order-rate__hint">
                  {t('pickStar')}
                </p>
              )}
            </>
          ),
        }

  return (
    // Keyed by phase: the result is a fresh modal that takes focus; reusing the rating one would
    // leave focus on the removed Submit button.
    <Dialog key={phase} open={open} onClose={onClose} title={view.title} actions={view.actions}>
      {view.body}
    </Dialog>
  )
}
