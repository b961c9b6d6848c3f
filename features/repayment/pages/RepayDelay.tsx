import { useId } from 'react'

import { NeedsNetwork } from '@src/lastKnown/screen/LastKnownNote'
import { type Stale, useLastKnown } from '@src/lastKnown/screen/useLastKnown'
import type { DelayDetail, InfoRow } from '@src/lender/repayment/types'
import { formatTzs } from '@src/lib/money'
import { Link } from '@src/nav/Link'
import { pathTo } from '@src/nav/paths'
import { useOrderIds } from '@src/nav/useOrderIds'
import { CannotStart, ReadFailed } from '@src/nav/WayOn'
import { InfoRows } from '@src/ui/InfoRows'
import { Money } from '@src/ui/Money'
import { Page } from '@src/ui/Page'
import { LoadingState } from '@src/ui/States'
import { useT } from '@store/hooks'

import { useGetDelayDetailQuery } from '../api'
import { UtrFormLater } from '../components/later'
import { PayPage } from '../components/PayPage'
import { ServiceNote } from '../components/ServiceNote'
import { useWalletChoice, WalletField } from '../components/WalletField'
import { keptDelayShape } from '../kept'
import { messages } from '../messages'
import { usePayNow } from '../usePayNow'

import '../repayment.css'

/** Delay (rollover) repayment `/repayDelay?productId=&orderId=`: pays the deferral fee with isDelay 1. */
export function RepayDelay() {
  const t = useT(messages)
  const { productId, orderId } = useOrderIds()
  const q = useGetDelayDetailQuery({ productId, orderId }, { skip: !orderId })
  // Offline or slow: the last copy of this rollover with its age; Pay Now waits for the network.
  const last = useLastKnown(orderId ? `delay:${productId}:${orderId}` : null, q, keptDelay, keptDelayShape)

  let body
  if (!orderId) body = <CannotStart message={t('missingOrder')} />
  else if (last.data) return <DelayForm detail={last.data} stale={last.stale} productId={productId} orderId={orderId} />
  // A refusal ("cannot be rolled over, repay it in full") stays the same answer: repaying is the way on.
  else if (q.error)
    body = (
      <ReadFailed read={q}>
        <Link className="ui-btn ui-btn--primary" to={pathTo('repay', { productId, orderId })}>
          {t('repayInstead')}
        </Link>
        <Link className="ui-btn ui-btn--secondary" to={pathTo('loanDetail', { productId, orderId })}>
          {t('viewOrder')}
        </Link>
      </ReadFailed>
    )
  else body = <LoadingState />
  return <Page title={t('delayTitle')}>{body}</Page>
}

function DelayForm({
  detail,
  stale,
  productId,
  orderId,
}: {
  detail: DelayDetail
  stale: Stale | null
  productId: string
  orderId: string
}) {
  const t = useT(messages)
  const id = useId()
  const wallet = useWalletChoice(detail.wallets, detail.account)
  const payment = usePayNow(orderId, 1)

  const onPay = () => {
    if (payment.paying) return
    const from = wallet.checked()
    if (!from) return
    void payment.pay({
      product_id: productId,
      orderId,
      amount: detail.fee,
      cardNo: from.cardNo,
      bankCode: from.wallet.type,
      isDelay: 1,
    })
  }

  return (
    <PayPage
      title={t('delayTitle')}
      stale={stale}
      payment={payment}
      onPay={onPay}
      summary={wallet.shown && t('paySummary', { amount: formatTzs(detail.fee), wallet: wallet.shown.wallet, number: wallet.shown.number })}
    >
      <section className="repay-section repay-amount" aria-labelledby={`${id}-fee`}>
        <p id={`${id}-fee`} className="repay-amount__label">
          {t('deferralFee')}
        </p>
        <span className="repay-amount__value">
          <Money minor={detail.fee} format="tzs" />
        </span>
        <p className="repay-hint">{t('delayIntro')}</p>
      </section>
      {detail.detail.length > 0 && (
        <section className="repay-section" aria-labelledby={`${id}-d`}>
          <h2 id={`${id}-d`}>{t('delayDetails')}</h2>
          <InfoRows rows={labelled(detail.detail)} className="repay-info" rowClassName="ui-row" />
        </section>
      )}
      <WalletField {...wallet.field} />
      {detail.repayDetail.length > 0 && (
        <section className="repay-section" aria-labelledby={`${id}-p`}>
          <h2 id={`${id}-p`}>{t('delayPlan')}</h2>
          <InfoRows rows={labelled(detail.repayDetail)} className="repay-info" rowClassName="ui-row" />
        </section>
      )}
      {detail.showSubmitUtr && (
        <NeedsNetwork stale={stale}>
          <UtrFormLater productId={productId} orderId={orderId} isDelay={1} />
        </NeedsNetwork>
      )}
      <ServiceNote />
    </PayPage>
  )
}

/** What stays on the device: the rollover as shown, without the wallet number. */
function keptDelay(d: DelayDetail): DelayDetail {
  return { ...d, account: { ...d.account, cardNo: '' } }
}

/** The rollover's rows as the shared rows draw them. */
const labelled = (rows: InfoRow[]) => rows.map((r) => ({ label: r.text, value: r.value }))
