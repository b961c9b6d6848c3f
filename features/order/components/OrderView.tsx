import { useId, useState } from 'react'

import { callNative } from '@src/bridge/bridge'
import { servicePhone } from '@src/config/servicePhone'
import type { LoanDetails, OrderIds } from '@src/lender/order/types'
import { imageSrc } from '@src/lib/navigate'
import { Button } from '@src/ui/Button'
import { InfoRows } from '@src/ui/InfoRows'
import { ValueText } from '@src/ui/ValueText'
import { whenOpen } from '@src/ui/whenOpen'
import { useT } from '@store/hooks'

import { messages } from '../messages'
import { recModuleIdOrder, showRecProducts, withdrawLinkOf } from '../rules'
import type { CardBindDialogProps } from './CardBindDialog'
import type { RatingDialogProps } from './RatingDialog'
import { RecommendedProducts } from './RecommendedProducts'
import { StatusIcon } from './StatusIcon'
import type { WithdrawDialogProps } from './WithdrawDialog'

// The order's dialogs open after the answer or a tap, never in the first paint: their code (and the
// dialog's) comes when one opens.
const CardBindDialog = whenOpen<CardBindDialogProps>(() => import('./CardBindDialog').then((m) => m.CardBindDialog))
const RatingDialog = whenOpen<RatingDialogProps>(() => import('./RatingDialog').then((m) => m.RatingDialog))
const WithdrawDialog = whenOpen<WithdrawDialogProps>(() => import('./WithdrawDialog').then((m) => m.WithdrawDialog))

export type OrderViewProps = OrderIds & {
  details: LoanDetails
  /** False while a cached answer is being refreshed, so a stale answer never pops a dialog. */
  popupsAllowed?: boolean
}

/** The body of the order details screen: status, rows, product, withdraw prompt, recommendations, contact and dialogs. */
export function OrderView({ details, productId, orderId, popupsAllowed = true }: OrderViewProps) {
  const t = useT(messages)
  const rowsId = useId()
  const [cardClosed, setCardClosed] = useState(false)
  const [ratingClosed, setRatingClosed] = useState(false)
  const [withdrawOpen, setWithdrawOpen] = useState(false)
  // One popup at a time: the card popup (it blocks the payout) first, then the rating.
  const cardOpen = popupsAllowed && details.cardPop !== null && !cardClosed
  const ratingOpen = popupsAllowed && details.isScore && !ratingClosed && !cardOpen
  // The lender's number for this order when it gives one, the configured one otherwise (SPEC 9).
  const phone = servicePhone(details.telephone)

  return (
    <>
      <section className="order-status" aria-labelledby={`${rowsId}-status`}>
        <StatusIcon status={details.status} />
        <div>
          <h2 id={`${rowsId}-status`} className="order-status__title">
            {details.noticeTitle}
          </h2>
          {details.noticeText && (
            <p className="order-status__text">
              <ValueText text={details.noticeText} />
            </p>
          )}
        </div>
      </section>

      {details.withdrawMessage && (
        <section className="order-withdraw">
          <p>
            <ValueText text={details.withdrawMessage} />
          </p>
          <Button variant="primary" onClick={() => setWithdrawOpen(true)}>
            {t('withdrawOpen')}
          </Button>
        </section>
      )}

      <section className="order-card" aria-labelledby={rowsId}>
        <div className="order-product">
          {imageSrc(details.productLogo) && (
            <img className="order-product__logo" src={imageSrc(details.productLogo)!} alt="" width="40" height="40" />
          )}
          <h2 id={rowsId} className="order-product__name">
            {details.productName || t('orderRows')}
          </h2>
        </div>
        {details.rows.length > 0 && <InfoRows rows={details.rows} className="order-rows" rowClassName="ui-row order-rows__row" />}
      </section>

      {showRecProducts(details.status) && <RecommendedProducts items={details.recProducts} moduleId={recModuleIdOrder()} />}

      {/* No phone from the answer nor the deployment: the line is left out rather than call nobody. */}
      {phone && (
        <section className="order-contact">
          <span className="order-contact__label">{t('customerService')}</span>
          <Button variant="text" onClick={() => callNative({ action: 'callTelephone', payload: { phone } })}>
            <ValueText text={t('callPhone', { phone })} />
          </Button>
        </section>
      )}

      {details.cardPop && (
        <CardBindDialog
          open={cardOpen}
          title={details.cardPop.title}
          message={details.cardPop.message}
          onClose={() => setCardClosed(true)}
          productId={productId}
          orderId={orderId}
        />
      )}
      {details.isScore && <RatingDialog open={ratingOpen} onClose={() => setRatingClosed(true)} productId={productId} orderId={orderId} />}
      {details.withdrawMessage && (
        <WithdrawDialog
          open={withdrawOpen}
          message={details.withdrawMessage}
          link={withdrawLinkOf(details)}
          onClose={() => setWithdrawOpen(false)}
        />
      )}
    </>
  )
}
