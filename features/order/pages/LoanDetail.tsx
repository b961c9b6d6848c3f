import { useEffect, useRef, useState } from 'react'

import { callNative } from '@src/bridge/bridge'
import { common } from '@src/i18n/common'
import { LastKnownNote, NeedsNetwork } from '@src/lastKnown/screen/LastKnownNote'
import { useLastKnown } from '@src/lastKnown/screen/useLastKnown'
import type { LoanDetails } from '@src/lender/order/types'
import { useFollowLinkLater } from '@src/nav/useFollowLinkLater'
import { useOrderIds } from '@src/nav/useOrderIds'
import { CannotStart, ReadFailed } from '@src/nav/WayOn'
import { Page } from '@src/ui/Page'
import { LoadingState } from '@src/ui/States'
import { useT } from '@store/hooks'

import { arrivalRefetch, firstCallSpent, useGetLoanDetailsQuery } from '../api'
import { OrderActions } from '../components/OrderActions'
import { OrderView } from '../components/OrderView'
import { keptOrderShape } from '../kept'
import { messages } from '../messages'
import { actionsFor, redirectFor } from '../rules'

import '../order.css'

/** Order details `/loanDetail?productId=&orderId=` (SPEC 2 and 4). */
export function LoanDetail() {
  const t = useT(messages)
  const tc = useT(common)
  // The link policy's code comes when a redirect is due, not with the screen.
  const link = useFollowLinkLater()
  const { productId, orderId } = useOrderIds()
  // The call fails unless success is true (base query); a failure shows a retry state.
  // Always fresh on arrival: the borrower often comes back from binding a card or repaying. The one
  // exception is the arrival the app's first call asked for moments ago (api.ts, arrivalRefetch).
  // currentData, not data: after switching orders the previous order must never show.
  const [onArrival] = useState(() => arrivalRefetch({ productId, orderId }))
  useEffect(firstCallSpent, [])
  const {
    currentData: data,
    error,
    isFetching,
    refetch,
  } = useGetLoanDetailsQuery({ productId, orderId }, { skip: !orderId, refetchOnMountOrArgChange: onArrival })
  // Offline or slow: the last copy of this order, with its age; never redirects or pops up.
  const last = useLastKnown(
    orderId ? `order:${productId}:${orderId}` : null,
    { data, error, isFetching, refetch },
    keptOrder,
    keptOrderShape,
  )
  // The answer as drawn (its first arrival one render later, src/lastKnown/screen/useLastKnown.ts), else the stored copy.
  const shown = last.data

  const decision = data ? redirectFor(data.status, data.confirmUrl) : null
  const handled = useRef<string | null>(null)
  useEffect(() => {
    // Decide on fresh data only, never on a cached answer that is being replaced.
    if (!decision || decision.kind === 'none' || !data || isFetching) return
    // Once per link: a background refetch must not redirect or toast again.
    if (handled.current === data.confirmUrl) return
    handled.current = data.confirmUrl
    // Replace: Back must not land on a page that redirects again. Refused: a message and a tracking event.
    void link.follow(data.confirmUrl, { source: 'api', field: 'playeduL', refusedText: t('linkRefused'), replace: true })
  })

  let body
  // No order to load: home and customer service, never a dead end.
  if (!orderId) body = <CannotStart message={t('noOrder')} />
  else if (data && decision?.kind === 'go') body = <LoadingState text={t('redirecting')} />
  else if (shown)
    body = (
      <>
        <LastKnownNote stale={last.stale} />
        <OrderView key={orderId} details={shown} productId={productId} orderId={orderId} popupsAllowed={!isFetching && !last.stale} />
      </>
    )
  // A refusal (an unknown order) gets the same answer again: home and customer service instead of Try again.
  else if (error && !isFetching) body = <ReadFailed read={{ error, refetch }} />
  else body = <LoadingState text={t('loadingOrder')} />

  const hasActions = shown && decision?.kind !== 'go' && actionsFor(shown.status, shown.isDelay) !== 'none'
  const footer = hasActions ? (
    <NeedsNetwork stale={last.stale}>
      <OrderActions status={shown.status} isDelay={shown.isDelay} productId={productId} orderId={orderId} />
    </NeedsNetwork>
  ) : null
  // SPEC 2: the order page can go home. The shell's home screen (the bridge's go home); in a plain
  // browser the bridge's fallback opens the site's home page.
  const home = (
    <button type="button" className="ui-icon-btn order-home" aria-label={tc('goHome')} onClick={() => callNative({ action: 'goHome' })}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 3 2 12h3v8h6v-6h2v6h6v-8h3z" />
      </svg>
    </button>
  )
  return (
    // SPEC: the analytics page title is exactly 'Order Details' (no app-name suffix).
    <Page title={t('title')} appName="" footer={footer} headerEnd={home}>
      {body}
    </Page>
  )
}

/** What stays on the device: the order as shown, without its redirect link or popups. */
function keptOrder(d: LoanDetails): LoanDetails {
  return { ...d, confirmUrl: '', withdrawMessage: '', cardPop: null, isScore: false }
}
