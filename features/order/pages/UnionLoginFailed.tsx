import { ReadFailed } from '@src/nav/WayOn'
import { Page } from '@src/ui/Page'
import { LoadingState } from '@src/ui/States'
import { useT } from '@store/hooks'

import { useGetUnionErrorInfoQuery } from '../api'
import { RecommendedProducts } from '../components/RecommendedProducts'
import { FailedIcon } from '../components/StatusIcon'
import { messages } from '../messages'
import { recModuleIdUnion } from '../rules'

import '../order.css'

/** Joint login failure `/unionLoginFailed`: Failed status, the error message, a notice and recommended products. */
export function UnionLoginFailed() {
  const t = useT(messages)
  const { data, error, isFetching, refetch } = useGetUnionErrorInfoQuery()

  let body
  if (data) {
    body = (
      <>
        <section className="order-status" aria-labelledby="union-failed-title">
          <FailedIcon />
          <div>
            <h2 id="union-failed-title" className="order-status__title">
              {t('failedTitle')}
            </h2>
            {data.errMessage && <p className="order-status__text">{data.errMessage}</p>}
          </div>
        </section>
        {data.noticeMessage && (
          <section className="order-notice" aria-label={t('unionNotice')}>
            <p>{data.noticeMessage}</p>
          </section>
        )}
        <RecommendedProducts items={data.family} moduleId={recModuleIdUnion()} />
      </>
    )
  } else if (error && !isFetching) {
    body = <ReadFailed read={{ error, refetch }} />
  } else {
    body = <LoadingState />
  }
  return <Page title={t('failedTitle')}>{body}</Page>
}
