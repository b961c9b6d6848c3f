import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'

import { type ComplaintDetail } from '@src/lender/complaints/types'
import { Link } from '@src/nav/Link'
import { pathTo } from '@src/nav/paths'
import { CannotStart, ReadFailed } from '@src/nav/WayOn'
import { Page } from '@src/ui/Page'
import { LoadingState } from '@src/ui/States'
import { ValueText } from '@src/ui/ValueText'
import { useT } from '@store/hooks'

import { useGetComplaintDetailQuery } from '../api'
import { PhotoGrid } from '../components/PhotoGrid'
import { RatingDialog } from '../components/RatingDialog'
import { RATING_DELAY_MS } from '../limits'
import { messages } from '../messages'

import '../complaints.css'

/** Complaint details `/complainDetails?problemId=` (SPEC 2, 4): the complaint, the reply, the rating. */
export function ComplaintDetails() {
  const t = useT(messages)
  const problemId = new URLSearchParams(useLocation().search).get('problemId')?.trim() ?? ''
  const detail = useGetComplaintDetailQuery({ problemId }, { skip: !problemId })
  const [rating, setRating] = useState(false)
  const asked = useRef<string | null>(null)
  const data = detail.data

  // SPEC 4: the rating modal opens 3000 ms after the details load, once per complaint and visit.
  const needScore = Boolean(data && data.isNeedScore !== 0)
  useEffect(() => {
    if (!needScore || asked.current === problemId) return
    const timer = setTimeout(() => {
      asked.current = problemId
      setRating(true)
    }, RATING_DELAY_MS)
    return () => clearTimeout(timer)
  }, [needScore, problemId])

  const listLink = (
    <Link className="ui-btn ui-btn--primary" to={pathTo('complaintList')}>
      {t('myComplaints')}
    </Link>
  )
  return (
    <Page title={t('detailsTitle')}>
      {!problemId ? (
        <CannotStart message={t('missingProblem')}>{listLink}</CannotStart>
      ) : detail.isLoading ? (
        <LoadingState />
      ) : detail.isError || !data ? (
        // A complaint the lender does not know stays unknown: the borrower's complaints, home and customer service.
        <ReadFailed read={detail}>{listLink}</ReadFailed>
      ) : (
        <DetailBody data={data} />
      )}
      <RatingDialog open={rating} problemId={problemId} onClose={() => setRating(false)} />
    </Page>
  )
}

function DetailBody({ data }: { data: ComplaintDetail }) {
  const t = useT(messages)
  return (
    <>
      <dl className="cmp-detail">
        <dt>{t('problemType')}</dt>
        <dd>{data.type}</dd>
        {data.sonType && (
          <>
            <dt>{t('problemSubType')}</dt>
            <dd>{data.sonType}</dd>
          </>
        )}
        <dt>{t('problemContent')}</dt>
        <dd>
          <ValueText text={data.content} />
        </dd>
        {data.images.length > 0 && (
          <>
            <dt>{t('pictures')}</dt>
            <dd>
              <PhotoGrid urls={data.images} labelKey="photo" />
            </dd>
          </>
        )}
      </dl>
      <section className="cmp-result" aria-labelledby="cmp-result-heading">
        <h2 id="cmp-result-heading" className="cmp-heading">
          {t('processResult')}
        </h2>
        <p>
          <ValueText text={data.disposeDetail || t('noReplyYet')} />
        </p>
        <PhotoGrid urls={data.disposeImages} labelKey="replyPhoto" />
      </section>
      <p className="cmp-note">{t('replyPromise')}</p>
    </>
  )
}
