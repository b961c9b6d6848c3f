import { type FormEvent, useId, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'

import { common } from '@src/i18n/common'
import { writeOutcome } from '@src/lender/errors'
import type { OldCommitRequest } from '@src/lender/repayment/types'
import { queryAmount } from '@src/lib/money'
import { pathTo } from '@src/nav/paths'
import { useOrderIds } from '@src/nav/useOrderIds'
import { Button } from '@src/ui/Button'
import { CountdownButton } from '@src/ui/CountdownButton'
import { Money } from '@src/ui/Money'
import { Page } from '@src/ui/Page'
import { useToast } from '@src/ui/Toaster'
import { useT } from '@store/hooks'

import { DigitsField } from '../components/DigitsField'
import { MissingNotice } from '../components/MissingNotice'
import { useCommitOldRepaymentMutation, useConfirmOldRepaymentMutation } from '../old/api'
import { commitFailureText, confirmFailureText } from '../old/errors'
import { oldMessages } from '../old/messages'
import { oldFlowMoney } from '../old/money'
import { OldDoubtNote } from '../old/OldDoubtNote'
import { useOldWrite } from '../old/useOldDoubt'

import '../repayment.css'

/** SPEC 9: old repayment SMS countdown. */
const COUNTDOWN_S = 60
const CODE_LENGTH = 6

const fresh = () => Date.now() + COUNTDOWN_S * 1000

/** Old repayment flow, SMS step (`/oldRepay/verify?productId=&orderId=&repaymentRecordId=&amount=`). */
export function OldRepayVerify() {
  const t = useT(oldMessages)
  const [params] = useSearchParams()
  const orderId = params.get('orderId') ?? ''
  const recordId = params.get('repaymentRecordId') ?? ''
  if (!orderId || !recordId) {
    return (
      <Page title={t('verifyTitle')}>
        <MissingNotice text={t('missingStep')} />
      </Page>
    )
  }
  return <VerifyForm orderId={orderId} initialRecordId={recordId} />
}

function VerifyForm({ orderId, initialRecordId }: { orderId: string; initialRecordId: string }) {
  const t = useT(oldMessages)
  const tc = useT(common)
  const toast = useToast()
  const navigate = useNavigate()
  const id = useId()
  const { productId } = useOrderIds()
  const amount = queryAmount(useSearchParams()[0].get('amount'))
  const commitPayload = (useLocation().state as { commit?: OldCommitRequest } | null)?.commit ?? null
  const [recordId, setRecordId] = useState(initialRecordId)
  const [code, setCode] = useState('')
  // The code was sent by the commit that opened this step, so the countdown runs from the start.
  const [endsAt, setEndsAt] = useState<number | null>(fresh)
  const [confirm, confirmState] = useConfirmOldRepaymentMutation()
  const [commit, commitState] = useCommitOldRepaymentMutation()
  const { doubt, run } = useOldWrite('oldConfirm', orderId)

  const onConfirm = (e: FormEvent) => {
    e.preventDefault()
    return run(async () => {
      if (code.length < CODE_LENGTH) return toast(t('wrongLength'), { kind: 'error' })
      const res = await confirm({ orderId, verifyCode: code, repaymentRecordId: recordId })
      if (res.error) {
        // SPEC 8's words either way; a lost answer also keeps Confirm off (the payment may be going through).
        if (writeOutcome(res.error) === 'unknown') doubt.begin(null)
        return toast(confirmFailureText(res.error, { codeError: t('codeError'), twice: t('twice'), error: tc('error') }), { kind: 'error' })
      }
      void navigate(pathTo('loanDetail', { productId, orderId }), { replace: true })
    })
  }

  const onResend = async () => {
    if (!commitPayload || commitState.isLoading) return
    const res = await commit({ ...commitPayload, sendMsg: 1 })
    // SPEC 8: a commit failure shows the message (or 'processing failed') and restarts the countdown.
    setEndsAt(fresh())
    if (res.error) return toast(commitFailureText(res.error, tc('serverError'), t('processingFailed')), { kind: 'error' })
    if (res.data.repayRecordId) setRecordId(res.data.repayRecordId)
    toast(t('codeSent'), { kind: 'success' })
  }

  const onCancel = () => {
    // SPEC 4: Cancel resets the timer to 60 (idle) and leaves the SMS step.
    setEndsAt(null)
    void navigate(pathTo('oldRepay', { productId, orderId, amount }), { replace: true })
  }

  return (
    <Page title={t('verifyTitle')}>
      <form onSubmit={onConfirm} noValidate>
        {amount !== null && (
          <p className="repay-amount__label">
            {t('amount')}: <Money minor={amount} format={oldFlowMoney()} />
          </p>
        )}
        <p id={`${id}-intro`}>{t('verifyIntro')}</p>
        <DigitsField
          id={id}
          label={t('codeLabel')}
          maxLength={CODE_LENGTH}
          autoComplete="one-time-code"
          value={code}
          describedBy={`${id}-intro`}
          onChange={setCode}
        />
        <CountdownButton
          variant="secondary"
          label={t('resend')}
          seconds={COUNTDOWN_S}
          endsAt={endsAt}
          onDone={() => setEndsAt(null)}
          loading={commitState.isLoading}
          disabled={!commitPayload}
          onClick={() => void onResend()}
        />
        <OldDoubtNote doubt={doubt} />
        <div className="ui-dialog__actions" style={{ padding: '16px 0' }}>
          <Button variant="secondary" onClick={onCancel}>
            {tc('cancel')}
          </Button>
          <Button type="submit" loading={confirmState.isLoading} disabled={doubt.blocked}>
            {tc('confirm')}
          </Button>
        </div>
      </form>
    </Page>
  )
}
