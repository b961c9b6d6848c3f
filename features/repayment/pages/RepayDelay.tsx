import { useId, useState } from 'react'
import { errorText } from '@store/errors'
import { common } from '@src/i18n/common'
import { useT } from '@src/i18n/index'
import { Button } from '@src/ui/Button'
import { Money } from '@src/ui/Money'
import { Page } from '@src/ui/Page'
import { ErrorState, LoadingState } from '@src/ui/States'
import { useToast } from '@src/ui/Toaster'
import { useGetDelayDetailQuery } from '../api'
import { InfoRows } from '../components/InfoRows'
import { ReminderDialog } from '../components/ReminderDialog'
import { ServiceNote } from '../components/ServiceNote'
import { UtrForm } from '../components/UtrForm'
import { WalletField, defaultWalletChoice, type WalletChoice } from '../components/WalletField'
import { messages } from '../messages'
import type { DelayDetail } from '../types'
import { usePayNow } from '../usePayNow'
import { useOrderIds } from '../useOrderIds'
import '../repayment.css'

/** Delay (rollover) repayment `/repayDelay?productId=&orderId=`: pays the deferral fee with isDelay 1. */
export function RepayDelay() {
  const t = useT(messages)
  const tc = useT(common)
  const { productId, orderId } = useOrderIds()
  const q = useGetDelayDetailQuery({ productId, orderId }, { skip: !orderId })

  let body
  if (!orderId) body = <ErrorState message={t('missingOrder')} />
  else if (q.data) return <DelayForm detail={q.data} productId={productId} orderId={orderId} />
  else if (q.error) body = <ErrorState message={errorText(q.error, tc('malformedError'))} onRetry={() => void q.refetch()} />
  else body = <LoadingState />
  return <Page title={t('delayTitle')}>{body}</Page>
}

function DelayForm({ detail, productId, orderId }: { detail: DelayDetail; productId: string; orderId: string }) {
  const t = useT(messages)
  const toast = useToast()
  const id = useId()
  const [wallet, setWallet] = useState<WalletChoice>(() => defaultWalletChoice(detail.wallets, detail.account))
  const [numberInvalid, setNumberInvalid] = useState(false)
  const { pay, paying, reminder, closeReminder, openCode, inProgress } = usePayNow(orderId, 1)

  const onPay = () => {
    if (paying) return
    if (!wallet.wallet) return toast(t('chooseWalletFirst'), { kind: 'error' })
    if (!wallet.cardNo) {
      setNumberInvalid(true)
      return toast(t('enterWalletNumber'), { kind: 'error' })
    }
    setNumberInvalid(false)
    void pay({ product_id: productId, orderId, amount: detail.fee, cardNo: wallet.cardNo, bankCode: wallet.wallet.type, isDelay: 1 })
  }

  const footer = (
    <Button fullWidth loading={paying} onClick={onPay}>
      {t('payNow')}
    </Button>
  )
  return (
    <Page title={t('delayTitle')} footer={footer}>
      {inProgress && (
        <p role="status" className="repay-notice">
          {t('paymentInProgress')}
        </p>
      )}
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
          <InfoRows rows={detail.detail} />
        </section>
      )}
      <WalletField wallets={detail.wallets} account={detail.account} choice={wallet} onChange={(c) => {
          setNumberInvalid(false)
          setWallet(c)
        }} numberInvalid={numberInvalid} />
      {detail.repayDetail.length > 0 && (
        <section className="repay-section" aria-labelledby={`${id}-p`}>
          <h2 id={`${id}-p`}>{t('delayPlan')}</h2>
          <InfoRows rows={detail.repayDetail} />
        </section>
      )}
      {detail.showSubmitUtr && <UtrForm orderId={orderId} isDelay={1} />}
      <ServiceNote />
      <ReminderDialog reminder={reminder} onClose={closeReminder} onOpenCode={openCode} />
    </Page>
  )
}
