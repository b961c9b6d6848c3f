import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'

import { COLLECTION_TYPE, type ProblemOption } from '@src/lender/complaints/types'
import { Link } from '@src/nav/Link'
import { pathTo } from '@src/nav/paths'
import { ReadFailed } from '@src/nav/WayOn'
import { usePrepareOutbox } from '@src/outbox/ui/useOutbox'
import { Page } from '@src/ui/Page'
import { LoadingState } from '@src/ui/States'
import { useToast } from '@src/ui/Toaster'
import { useT } from '@store/hooks'

import { complaintInitArgs, useGetComplaintInitQuery } from '../api'
import { ListIcon } from '../components/ListIcon'
import { OrderCard } from '../components/OrderCard'
import { TypeSelector } from '../components/TypeSelector'
import { type NextPageState } from '../limits'
import { messages } from '../messages'

import '../complaints.css'

/** Complaint start `/complaint?orderId=` (SPEC 2, 4, 5): pick the order and the question type. */
export function ComplaintStart() {
  const t = useT(messages)
  const toast = useToast()
  const navigate = useNavigate()
  const { search } = useLocation()
  const init = useGetComplaintInitQuery(complaintInitArgs(search))
  // From the moment the form is shown, Send can keep the complaint offline (the next screen's Send).
  usePrepareOutbox()
  const [pickedNo, setPickedNo] = useState<string | null>(null)
  const [expanded, setExpanded] = useState(false)

  const data = init.data
  const order = (pickedNo && data?.orders.find((o) => o.orderNo === pickedNo)) || data?.orderDetail || data?.orders[0] || null

  const goNext = (type: ProblemOption, son: ProblemOption | null) => {
    const state: NextPageState = { typeTitle: type.title, sonTitle: son?.title ?? '', fromStart: true }
    navigate(pathTo('complaintNext', { problemType: type.value, problemSonType: son?.value ?? '', orderNo: order?.orderNo ?? '' }), {
      state,
    })
  }

  const onType = (type: ProblemOption) => {
    if (type.value !== COLLECTION_TYPE) return goNext(type, null)
    if (order?.isShow !== 1) {
      setExpanded(false)
      toast(t('collectionRefused'), { kind: 'error' })
      return
    }
    // A server that lists no sub-types cannot ask for one: the type alone goes on.
    if (!data?.sonTypes.length) return goNext(type, null)
    setExpanded((x) => !x)
  }

  const listLink = (
    <Link to={pathTo('complaintList')} className="cmp-icon-link" aria-label={t('myComplaints')}>
      <ListIcon />
    </Link>
  )

  return (
    <Page title={t('complaintTitle')} headerEnd={listLink}>
      {init.isLoading ? (
        <LoadingState />
      ) : init.isError || !data ? (
        <ReadFailed read={init} />
      ) : (
        <>
          <OrderCard
            order={order}
            orders={data.orders}
            onSelect={(no) => {
              setPickedNo(no)
              setExpanded(false)
            }}
          />
          <TypeSelector
            types={data.types}
            sonTypes={data.sonTypes}
            expanded={expanded}
            onType={onType}
            onSonType={(son) => goNext(data.types.find((x) => x.value === COLLECTION_TYPE) ?? { title: '', value: COLLECTION_TYPE }, son)}
          />
        </>
      )}
    </Page>
  )
}
