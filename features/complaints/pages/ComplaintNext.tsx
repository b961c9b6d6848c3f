import { useEffect, useEffectEvent } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'

import { common } from '@src/i18n/common'
import { Link } from '@src/nav/Link'
import { pathTo } from '@src/nav/paths'
import { SavedOfflineDialog } from '@src/outbox/ui/SavedOfflineDialog'
import { Button } from '@src/ui/Button'
import { Dialog } from '@src/ui/Dialog'
import { Page } from '@src/ui/Page'
import { EmptyState } from '@src/ui/States'
import { useT } from '@store/hooks'

import { useGetComplaintInitQuery } from '../api'
import { ComplaintTags, DescribeField, PhotosField } from '../components/NextFields'
import { downscaleImage, type Downscaler } from '../downscale'
import { useComplaintDraftKey } from '../draft'
import { type NextPageState, SUCCESS_MODAL_MS } from '../limits'
import { messages } from '../messages'
import { useComplaintSend } from '../useComplaintSend'
import { useComplaintText } from '../useComplaintText'
import { useImageUploads, useUploadImage } from '../useImageUploads'

import '../complaints.css'

export type ComplaintNextProps = {
  /** The image downscaler; tests inject one (jsdom has no canvas). */
  downscale?: Downscaler
}

/** The complaint's type, sub-type and order from the address; their titles from the page before, else from problem-init. */
function useComplaintAddress() {
  const location = useLocation()
  const query = new URLSearchParams(location.search)
  const problemType = query.get('problemType') ?? ''
  const problemSonType = query.get('problemSonType') ?? ''
  const orderNo = query.get('orderNo') ?? ''
  const state = (location.state ?? null) as Partial<NextPageState> | null
  // Opened directly (reload, deep link): the tag titles come from problem-init instead.
  const init = useGetComplaintInitQuery(orderNo ? { orderId: orderNo } : {}, { skip: !problemType || Boolean(state?.typeTitle) })
  const typeTitle = state?.typeTitle || init.data?.types.find((x) => x.value === problemType)?.title || ''
  const sonTitle = state?.sonTitle || (problemSonType && init.data?.sonTypes.find((x) => x.value === problemSonType)?.title) || ''
  return { problemType, problemSonType, orderNo, state, typeTitle, sonTitle }
}

/** Opened without a complaint type: nothing to send yet; the way back to choosing one. */
function MissingType({ orderNo }: { orderNo: string }) {
  const t = useT(messages)
  return (
    <Page title={t('complaintTitle')}>
      <EmptyState text={t('missingType')}>
        <Link className="ui-btn ui-btn--primary" to={pathTo('complaint', { orderId: orderNo })}>
          {t('chooseType')}
        </Link>
      </EmptyState>
    </Page>
  )
}

/** Complaint next `/complainPageNext?problemType=&problemSonType=&orderNo=` (SPEC 2, 4, 5, 7). */
export function ComplaintNext({ downscale = downscaleImage }: ComplaintNextProps) {
  const t = useT(messages)
  const tc = useT(common)
  const navigate = useNavigate()
  const { problemType, problemSonType, orderNo, state, typeTitle, sonTitle } = useComplaintAddress()
  const uploads = useImageUploads(useUploadImage(), downscale)
  const draftKey = useComplaintDraftKey(orderNo)
  const send = useComplaintSend({ problemType, problemSonType, orderNo, typeTitle }, uploads, draftKey)
  const { sending, sent, savedOffline } = send
  // A reload keeps what the borrower wrote for this order, until it is sent or kept by the outbox.
  const { text, shortened, onText } = useComplaintText(draftKey, { problemType, problemSonType, orderNo }, !sent && !savedOffline)

  // Back to the complaint page: the one we came from, or a fresh one for this order.
  const leave = () => (state?.fromStart ? navigate(-1) : navigate(pathTo('complaint', { orderId: orderNo }), { replace: true }))
  const leaveLater = useEffectEvent(leave)
  useEffect(() => {
    if (!sent) return
    const timer = setTimeout(leaveLater, SUCCESS_MODAL_MS)
    return () => clearTimeout(timer)
  }, [sent])

  if (!problemType) return <MissingType orderNo={orderNo} />

  const footer = (
    <Button fullWidth loading={sending} onClick={() => void send.onSend(text)}>
      {tc('send')}
    </Button>
  )

  return (
    <Page title={t('complaintTitle')} footer={footer}>
      <ComplaintTags titles={[typeTitle, sonTitle]} />
      <DescribeField text={text} onText={onText} shortened={shortened} />
      <PhotosField uploads={uploads} note={send.photoNote} setNote={send.setPhotoNote} disabled={sending} />
      <SavedOfflineDialog open={savedOffline !== null} why={savedOffline ?? 'offline'} onClose={() => void leave()} />
      <Dialog open={sent} dismissible={false} onClose={() => undefined} title={t('sentTitle')}>
        <p>{t('sentText')}</p>
      </Dialog>
    </Page>
  )
}
