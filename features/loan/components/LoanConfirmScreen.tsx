import { useEffect, useEffectEvent, useId, useState } from 'react'

import { callNative } from '@src/bridge/bridge'
import { onShellMessage } from '@src/bridge/messages'
import { common } from '@src/i18n/common'
import { errorText, writeOutcome } from '@src/lender/errors'
import type { LoanVariant } from '@src/lender/loan/types'
import { useOrderIds } from '@src/nav/useOrderIds'
import { WayOn } from '@src/nav/WayOn'
import { Button } from '@src/ui/Button'
import { Page } from '@src/ui/Page'
import { ErrorState, LoadingState } from '@src/ui/States'
import { whenOpen } from '@src/ui/whenOpen'
import { useT } from '@store/hooks'

import { useGetLoanOfferQuery } from '../api'
import { messages } from '../messages'
import { useLoanNow } from '../useLoanNow'
import { AgreementBlock } from './AgreementBlock'
import type { AgreementProps, RetentionProps } from './LoanPopups'

// The popups open with the answer or at Back, never in the first paint: their code (and the
// dialog's) comes when one opens.
const AgreementPopup = whenOpen<AgreementProps>(() => import('./LoanPopups').then((m) => m.AgreementPopup))
const RetentionPopup = whenOpen<RetentionProps>(() => import('./LoanPopups').then((m) => m.RetentionPopup))
import { LoanNowStatus } from './LoanNowStatus'
import { LoanSummary } from './LoanSummary'

import '../loan.css'

const closeWebview = () => void callNative({ action: 'closeWebview' })

/** The loan confirm page (SPEC 2, 4) for either wire variant; both behave the same. */
export function LoanConfirmScreen({ variant }: { variant: LoanVariant }) {
  const t = useT(messages)
  const tc = useT(common)
  const { productId, orderId } = useOrderIds()
  const offerQuery = useGetLoanOfferQuery({ variant, productId })
  const offer = offerQuery.data
  const [agreed, setAgreed] = useState(true)
  const [popAgreed, setPopAgreed] = useState(false)
  const [retention, setRetention] = useState(false)
  const { loanNow, checkAgain, checking, minutes, phase, pending } = useLoanNow(variant, productId, offer)
  // While a push's outcome is unknown (or the page is leaving) Loan Now stays off: a second push could be a second loan.
  const held = phase === 'doubt' || phase === 'done'
  const hintId = useId()

  // The shell hands its back button to the page: offer to stay when the server asks (isPopType 1).
  // Without that (or before the offer loads) back simply leaves, as the borrower expects.
  const onNativeBack = useEffectEvent(() => {
    if (offer?.isPopType === 1) setRetention(true)
    else closeWebview()
  })
  useEffect(
    () =>
      onShellMessage((m) => {
        if (m.type === 'nativeBack') onNativeBack()
      }),
    [],
  )

  let body
  if (offerQuery.isLoading || (offerQuery.isFetching && !offer)) body = <LoadingState text={t('loadingText')} />
  else if (!offer)
    body = (
      <ErrorState
        message={offerQuery.isError ? `${t('loadFailed')} ${errorText(offerQuery.error, tc('malformedError'))}` : t('loadFailed')}
        // Only a refusal the lender gave (a code that is not success) stays the same answer; an answer
        // with a success code that still failed is unreadable, and Try again may read it.
        error={writeOutcome(offerQuery.error) === 'refused' ? offerQuery.error : undefined}
        onRetry={() => void offerQuery.refetch()}
      >
        {/* A product the lender does not know stays unknown: home and customer service instead of Try again. */}
        <WayOn />
      </ErrorState>
    )
  else
    body = (
      <>
        <LoanSummary offer={offer} productId={productId} />
        <AgreementBlock variant={variant} productId={productId} orderId={orderId} checked={agreed} onCheckedChange={setAgreed} />
        <AgreementPopup
          open={offer.popAgreementUrl !== '' && !popAgreed}
          url={offer.popAgreementUrl}
          onAgree={() => setPopAgreed(true)}
          onCancel={closeWebview}
        />
        <RetentionPopup
          open={retention}
          title={offer.popTitle}
          text={offer.popContent}
          onStay={() => setRetention(false)}
          onLeave={closeWebview}
        />
      </>
    )

  const footer = offer && (
    <>
      <LoanNowStatus phase={phase} minutes={minutes} checking={checking} onCheckAgain={checkAgain} />
      <Button
        fullWidth
        disabled={!agreed || held}
        loading={pending}
        aria-describedby={agreed ? undefined : hintId}
        onClick={() => void loanNow()}
      >
        {t('loanNow')}
      </Button>
      {!agreed && (
        <p id={hintId} className="loan-hint">
          {t('tickAgreement')}
        </p>
      )}
    </>
  )

  return (
    <Page title={t('title')} footer={footer}>
      {body}
    </Page>
  )
}
