import { useReducer, useState } from 'react'
import { useSearchParams } from 'react-router-dom'

import { NeedsNetwork } from '@src/lastKnown/screen/LastKnownNote'
import { type Stale, useLastKnown } from '@src/lastKnown/screen/useLastKnown'
import type { RepayPlan } from '@src/lender/repayment/types'
import { formatTzs, queryAmount } from '@src/lib/money'
import { Link } from '@src/nav/Link'
import { pathTo } from '@src/nav/paths'
import { useOrderIds } from '@src/nav/useOrderIds'
import { CannotStart, ReadFailed } from '@src/nav/WayOn'
import { Page } from '@src/ui/Page'
import { LoadingState } from '@src/ui/States'
import { useToast } from '@src/ui/Toaster'
import { useT } from '@store/hooks'

import { useGetRepayPlanQuery } from '../api'
import { AmountBox } from '../components/AmountBox'
import { UtrFormLater } from '../components/later'
import { PayPage } from '../components/PayPage'
import { PlanList } from '../components/PlanList'
import { ServiceNote } from '../components/ServiceNote'
import { useWalletChoice, WalletField } from '../components/WalletField'
import { keptPlanShape } from '../kept'
import { messages } from '../messages'
import { amountProblem, initialSelection, selectionReducer } from '../selection'
import { usePayNow } from '../usePayNow'
import { useProblemWords } from '../useProblemWords'

import '../repayment.css'

/** Installment repayment `/repay?productId=&orderId=&amount=` (amount in minor units). */
export function Repay() {
  const t = useT(messages)
  const { productId, orderId } = useOrderIds()
  const [params] = useSearchParams()
  const q = useGetRepayPlanQuery({ productId, orderId }, { skip: !orderId })
  // Offline or slow: the last copy of this plan with its age; Pay Now waits for the network.
  const last = useLastKnown(orderId ? `repay:${productId}:${orderId}` : null, q, keptPlan, keptPlanShape)

  let body
  if (!orderId) body = <CannotStart message={t('missingOrder')} />
  else if (last.data)
    return (
      <RepayForm
        plan={last.data}
        stale={last.stale}
        productId={productId}
        orderId={orderId}
        startAmount={queryAmount(params.get('amount'))}
      />
    )
  // A refusal (an order that exists but cannot be repaid here) gets the same answer again: the order, home and customer service.
  else if (q.error)
    body = (
      <ReadFailed read={q}>
        <Link className="ui-btn ui-btn--primary" to={pathTo('loanDetail', { productId, orderId })}>
          {t('viewOrder')}
        </Link>
      </ReadFailed>
    )
  else body = <LoadingState />
  return <Page title={t('repayTitle')}>{body}</Page>
}

type FormProps = { plan: RepayPlan; stale: Stale | null; productId: string; orderId: string; startAmount: number | null }

function RepayForm({ plan, stale, productId, orderId, startAmount }: FormProps) {
  const t = useT(messages)
  const toast = useToast()
  const [selection, dispatch] = useReducer(selectionReducer({ waiting: plan.waiting }), undefined, () =>
    initialSelection(plan.waiting, startAmount),
  )
  const wallet = useWalletChoice(plan.wallets, plan.account)
  // What stops the amount, said under the input once the borrower leaves it or taps Pay Now.
  const [amountSaid, setAmountSaid] = useState<string | null>(null)
  const payment = usePayNow(orderId, 0)
  const problem = amountProblem(selection, plan.amountMin, plan.amountMax)
  const words = useProblemWords()
  /** Says what stops the amount under the input (and in a toast at Pay Now) once its words are in. */
  const sayProblem = (toastToo: boolean) => {
    if (!problem) return
    words.say(
      (w, lang) => w.amountProblemText(lang, problem, selection.input, plan.amountMin, plan.amountMax),
      t('amountCheck'),
      (text) => {
        setAmountSaid(text)
        if (toastToo) toast(text, { kind: 'error' })
      },
    )
  }
  const unsay = () => {
    words.cancel()
    setAmountSaid(null)
  }

  const onPay = () => {
    if (payment.paying) return
    if (problem) return sayProblem(true)
    unsay()
    const from = wallet.checked()
    if (!from) return
    void payment.pay({
      product_id: productId,
      orderId,
      amount: selection.amount!,
      cardNo: from.cardNo,
      bankCode: from.wallet.type,
      isDelay: 0,
    })
  }

  return (
    <PayPage
      title={t('repayTitle')}
      stale={stale}
      payment={payment}
      onPay={onPay}
      payDisabled={plan.waiting.length === 0}
      summary={
        !problem && wallet.shown && plan.waiting.length > 0
          ? t('paySummary', { amount: formatTzs(selection.amount), wallet: wallet.shown.wallet, number: wallet.shown.number })
          : null
      }
    >
      {plan.productName && <p className="repay-hint">{t('productLine', { name: plan.productName })}</p>}
      {plan.waiting.length > 0 && (
        <AmountBox
          selection={selection}
          amountMin={plan.amountMin}
          amountMax={plan.amountMax}
          problem={amountSaid}
          onModify={() => {
            unsay()
            dispatch({ type: 'modify' })
          }}
          onInput={(value) => {
            unsay()
            dispatch({ type: 'input', value })
          }}
          onLeave={() => (selection.input.trim() === '' || !problem ? unsay() : sayProblem(false))}
        />
      )}
      <WalletField {...wallet.field} />
      <PlanList
        waiting={plan.waiting}
        paid={plan.paid}
        mode={selection.mode}
        onSelectFirst={() => dispatch({ type: 'selectFirst' })}
        onToggleAll={() => dispatch({ type: 'toggleAll' })}
      />
      {plan.showSubmitUtr && (
        <NeedsNetwork stale={stale}>
          <UtrFormLater productId={productId} orderId={orderId} isDelay={0} />
        </NeedsNetwork>
      )}
      <ServiceNote note={plan.note} telephone={plan.telephone} />
    </PayPage>
  )
}

/** What stays on the device: the plan as shown, without the wallet number. */
function keptPlan(p: RepayPlan): RepayPlan {
  return { ...p, account: { ...p.account, cardNo: '' } }
}
