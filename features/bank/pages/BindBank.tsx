import { useSearchParams } from 'react-router-dom'

import { common } from '@src/i18n/common'
import type { BankSource } from '@src/lender/bank/types'
import { errorText, writeOutcome } from '@src/lender/errors'
import { useOrderIds } from '@src/nav/useOrderIds'
import { WayOn } from '@src/nav/WayOn'
import { Page } from '@src/ui/Page'
import { EmptyState, ErrorState, LoadingState } from '@src/ui/States'
import { useT } from '@store/hooks'

import { useGetBankFormQuery } from '../api'
import { useBankFlow } from '../bankFlow'
import { BankFormScreen } from '../components/BankFormScreen'
import { messages } from '../messages'

import '../bank.css'

/** Unknown sources behave like none: save, then close the webview. */
function toSource(raw: string | null): BankSource {
  return raw === 'loanDetail' || raw === 'confirmUrl' ? raw : 'none'
}

/** Bank card page `/bindBank?source=` (SPEC 2, 4, 5): dynamic payout-account form from card-init. */
export function BindBank() {
  const t = useT(messages)
  const tc = useT(common)
  const [query] = useSearchParams()
  const { productId, orderId } = useOrderIds()
  const source = toSource(query.get('source'))
  useBankFlow(source)
  const form = useGetBankFormQuery({ productId })

  if (form.data && form.data.fields.length > 0)
    return <BankFormScreen form={form.data} source={source} productId={productId} orderId={orderId} />

  let body
  if (form.isLoading || (form.isFetching && !form.data)) body = <LoadingState text={t('loadingText')} />
  else if (form.data) body = <EmptyState text={t('empty')} />
  else
    body = (
      <ErrorState
        message={form.isError ? `${t('loadFailed')} ${errorText(form.error, tc('malformedError'))}` : t('loadFailed')}
        // Only a refusal the lender gave (a code that is not success) stays the same answer; an answer
        // with a success code that still failed is unreadable, and Try again may read it.
        error={writeOutcome(form.error) === 'refused' ? form.error : undefined}
        onRetry={() => void form.refetch()}
      >
        <WayOn />
      </ErrorState>
    )
  return <Page title={t('title')}>{body}</Page>
}
