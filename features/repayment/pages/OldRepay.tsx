import { useId, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'

import { common } from '@src/i18n/common'
import { errorText, writeOutcome } from '@src/lender/errors'
import type { OldCommitRequest, OldRepayWay } from '@src/lender/repayment/types'
import { queryAmount } from '@src/lib/money'
import { maskCardForDisplay } from '@src/lib/text'
import { pathTo } from '@src/nav/paths'
import { useFollowLinkLater } from '@src/nav/useFollowLinkLater'
import { useOrderIds } from '@src/nav/useOrderIds'
import { CannotStart, ReadFailed } from '@src/nav/WayOn'
import { Button } from '@src/ui/Button'
import { Money } from '@src/ui/Money'
import { Page } from '@src/ui/Page'
import { LoadingState } from '@src/ui/States'
import { useToast } from '@src/ui/Toaster'
import { useAppSelector, useT } from '@store/hooks'

import { useCommitOldRepaymentMutation, useGetOldRepayWayQuery, usePayOldByAlipayMutation } from '../old/api'
import { commitFailureText } from '../old/errors'
import { oldMessages } from '../old/messages'
import { oldFlowMoney } from '../old/money'
import { OldDoubtNote } from '../old/OldDoubtNote'
import { useOldWrite } from '../old/useOldDoubt'

import '../repayment.css'

const ALIPAY = 'alipay'

/** repayment-way sends cards masked; should one arrive in full, it is masked here before display. */
function displayCard(cardNo: string): string {
  return cardNo.includes('*') ? cardNo : maskCardForDisplay(cardNo)
}

/** Old repayment flow, step one (`/oldRepay?productId=&orderId=&amount=&couponId=&userId=`): bank card or alipay. */
export function OldRepay() {
  const t = useT(oldMessages)
  const { orderId } = useOrderIds()
  const [params] = useSearchParams()
  // A missing or unreadable amount is an error the borrower sees, never a payment of 0.
  const amount = queryAmount(params.get('amount'))
  const q = useGetOldRepayWayQuery({ orderId }, { skip: !orderId || amount === null })
  let body
  if (!orderId) body = <CannotStart message={t('missingOrder')} />
  else if (amount === null) body = <CannotStart message={t('missingAmount')} />
  else if (q.data) body = <WayForm way={q.data} amount={amount} />
  else if (q.error) body = <ReadFailed read={q} />
  else body = <LoadingState />
  return <Page title={t('title')}>{body}</Page>
}

function WayForm({ way, amount }: { way: OldRepayWay; amount: number }) {
  const t = useT(oldMessages)
  const tc = useT(common)
  const toast = useToast()
  const navigate = useNavigate()
  const name = useId()
  const [params] = useSearchParams()
  const { productId, orderId } = useOrderIds()
  const shellUserId = useAppSelector((s) => s.session.params.extra.user_id ?? '')
  const link = useFollowLinkLater()
  const [choice, setChoice] = useState<string | null>(null)
  const [commit, commitState] = useCommitOldRepaymentMutation()
  const [alipay, alipayState] = usePayOldByAlipayMutation()
  const { doubt, run } = useOldWrite('oldCommit', orderId)

  const payByCard = async (cardId: string) => {
    const card = way.bankCards.find((c) => c.id === cardId)!
    const req: OldCommitRequest = {
      amount,
      bankName: card.bankName,
      cardId: card.id,
      cardNo: card.cardNo,
      couponId: params.get('couponId') || null,
      orderId,
      repayToken: way.repayToken,
      bankCode: card.bankCode,
      sendMsg: 0,
    }
    const res = await commit(req)
    if (res.error) {
      // SPEC 8's words either way; a lost answer also keeps the button off (a second commit can be a second payment).
      if (writeOutcome(res.error) === 'unknown') doubt.begin(null)
      return toast(commitFailureText(res.error, tc('serverError'), t('processingFailed')), { kind: 'error' })
    }
    if (res.data.needValid) {
      // The verify step re-commits to resend the code, so it gets the (server-masked) card details in history state.
      void navigate(pathTo('oldRepayVerify', { productId, orderId, repaymentRecordId: res.data.repayRecordId, amount }), {
        state: { commit: req },
      })
    } else void navigate(pathTo('loanDetail', { productId, orderId }))
  }

  const payByAlipay = async () => {
    link.prepare()
    const res = await alipay({ userId: params.get('userId') || shellUserId, orderId, amount })
    if (res.error) return toast(errorText(res.error, tc('malformedError')), { kind: 'error' })
    if ((await link.follow(res.data, { source: 'api', field: 'alipayUrl', refusedText: t('unsafeLink') })).ok)
      toast(t('redirecting'), { kind: 'info' })
  }

  const onRepay = () =>
    run(async () => {
      if (!choice) return toast(t('selectCardFirst'), { kind: 'error' })
      await (choice === ALIPAY ? payByAlipay() : payByCard(choice))
    })

  return (
    <>
      <section className="repay-section repay-amount">
        <p className="repay-amount__label">{t('amount')}</p>
        <span className="repay-amount__value">
          <Money minor={amount} format={oldFlowMoney()} />
        </span>
      </section>
      <fieldset className="repay-section repay-cards">
        <legend>{t('chooseWay')}</legend>
        {way.bankCards.length === 0 && <p className="repay-hint">{t('noCards')}</p>}
        {way.bankCards.map((c) => (
          <label key={c.id} className="repay-card">
            <input type="radio" name={name} checked={choice === c.id} onChange={() => setChoice(c.id)} />
            <span>
              <span className="ui-value">{c.bankName}</span>{' '}
              <span className="ui-value" translate="no">
                {displayCard(c.cardNo)}
              </span>
            </span>
          </label>
        ))}
        {way.alipay && (
          <label className="repay-card">
            <input type="radio" name={name} checked={choice === ALIPAY} onChange={() => setChoice(ALIPAY)} />
            <span>{t('alipay')}</span>
          </label>
        )}
      </fieldset>
      <OldDoubtNote doubt={doubt} />
      <Button fullWidth loading={commitState.isLoading || alipayState.isLoading} disabled={doubt.blocked} onClick={() => void onRepay()}>
        {t('repayNow')}
      </Button>
    </>
  )
}
