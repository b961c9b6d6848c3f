import { type ChangeEvent, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'

import { common } from '@src/i18n/common'
import { errorText } from '@src/lender/errors'
import { limitWholeWords } from '@src/lib/text'
import { randomUUID } from '@src/lib/uuid'
import { Link } from '@src/nav/Link'
import { pathTo } from '@src/nav/paths'
import { handedOver } from '@src/outbox/ui/handoff'
import { messages as outboxMessages } from '@src/outbox/ui/outboxMessages'
import { SavedOfflineDialog, type SavedWhy } from '@src/outbox/ui/SavedOfflineDialog'
import { type NotSent, useSendOrQueueComplaint, useWhenSent } from '@src/outbox/ui/useOutbox'
import { Button } from '@src/ui/Button'
import { Dialog } from '@src/ui/Dialog'
import { Page } from '@src/ui/Page'
import { EmptyState } from '@src/ui/States'
import { useToast } from '@src/ui/Toaster'
import { useAppDispatch, useT } from '@store/hooks'

import { complaintsApi, useGetComplaintInitQuery } from '../api'
import { ComplaintTags, DescribeField, PhotosField } from '../components/NextFields'
import { downscaleImage, type Downscaler } from '../downscale'
import { clearDraft, readDraft, useComplaintDraftKey, writeDraft } from '../draft'
import { DESCRIPTION_MAX, type NextPageState, SUCCESS_MODAL_MS } from '../limits'
import { messages } from '../messages'
import { useUploadImage } from '../send'
import { useImageUploads } from '../useImageUploads'

import '../complaints.css'

const length = (s: string) => Array.from(s).length

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
  const toast = useToast()
  const navigate = useNavigate()
  const { problemType, problemSonType, orderNo, state, typeTitle, sonTitle } = useComplaintAddress()

  const upload = useUploadImage()
  const uploads = useImageUploads(upload, downscale)
  const dispatch = useAppDispatch()
  const sendOrQueue = useSendOrQueueComplaint()
  const to = useT(outboxMessages)
  const [savedOffline, setSavedOffline] = useState<SavedWhy | null>(null)
  // The kept complaint's outbox id while the "Saved" dialog is open: once it is sent, the dialog gives way to "sent".
  const [keptId, setKeptId] = useState<string | null>(null)
  const draftKey = useComplaintDraftKey(orderNo)
  // A reload keeps what the borrower wrote for this order (features/complaints/draft.ts).
  const [text, setText] = useState(() => readDraft(draftKey)?.text ?? '')
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  // What a pick left out, or the photo that keeps the draft from going: said beside the pictures.
  const [photoNote, setPhotoNote] = useState('')
  const [shortened, setShortened] = useState(false)
  const busy = useRef(false)
  // One key per complaint: a resend after a lost answer is recognised by the server as the same one.
  const key = useRef(randomUUID())

  useEffect(() => {
    if (!sent && !savedOffline) writeDraft(draftKey, { problemType, problemSonType, orderNo, text })
  }, [draftKey, problemType, problemSonType, orderNo, text, sent, savedOffline])

  const onKeptSent = useCallback(() => {
    setSavedOffline(null)
    setKeptId(null)
    setSending(false)
    dispatch(complaintsApi.util.invalidateTags(['ComplaintList']))
    setSent(true)
  }, [dispatch])
  // Kept while the outbox's code could not load, then refused or not kept after all: the form is
  // still here with the draft, and says why.
  const onKeptNotSent = useCallback(
    (res: NotSent) => {
      setSavedOffline(null)
      setKeptId(null)
      setSending(false)
      busy.current = false
      key.current = randomUUID()
      toast(res.reason === 'rejected' ? errorText(res.error, tc('malformedError')) : to('notKept'), { kind: 'error' })
    },
    [toast, tc, to],
  )
  useWhenSent(savedOffline !== null ? keptId : null, onKeptSent, onKeptNotSent)

  // Back to the complaint page: the one we came from, or a fresh one for this order.
  const leave = () => (state?.fromStart ? navigate(-1) : navigate(pathTo('complaint', { orderId: orderNo }), { replace: true }))
  const leaveLater = useEffectEvent(leave)
  useEffect(() => {
    if (!sent) return
    const timer = setTimeout(leaveLater, SUCCESS_MODAL_MS)
    return () => clearTimeout(timer)
  }, [sent])

  const onText = (e: ChangeEvent<HTMLTextAreaElement>) => {
    const next = e.target.value
    // SPEC 5: extra input is ignored. A paste that overflows keeps what fits, in whole words, and
    // the borrower is told.
    setShortened(length(next) > DESCRIPTION_MAX)
    if (length(next) <= DESCRIPTION_MAX) setText(next)
    else setText((prev) => (length(prev) >= DESCRIPTION_MAX ? prev : limitWholeWords(next, DESCRIPTION_MAX)))
  }

  const onSend = async () => {
    if (busy.current) return
    const detail = text.trim()
    if (!detail) return toast(t('emptyText'), { kind: 'error' })
    if (uploads.busy) return toast(t('stillUploading'), { kind: 'info' })
    // Never sent with a picture silently left out: the borrower removes it or picks it again.
    if (uploads.unreadableAt >= 0) return setPhotoNote(to('photoUnreadable', { n: uploads.unreadableAt + 1 }))
    setPhotoNote('')
    busy.current = true
    setSending(true)
    const { images, ids } = uploads.forSend()
    const res = await sendOrQueue(
      { problemType, problemSonType, problemDetail: detail, orderNo, images, typeTitle },
      { idempotencyKey: key.current, onImageUploaded: (i, url) => uploads.patch(ids[i], { status: 'done', url, error: undefined }) },
    )
    if (res.status === 'sent') {
      clearDraft(draftKey)
      dispatch(complaintsApi.util.invalidateTags(['ComplaintList']))
      return setSent(true)
    }
    // Offline, a failure a retry can fix, or a full phone: the outbox keeps it and sends it later;
    // the dialog says which, and Send stops spinning.
    if (res.status === 'queued') {
      // Kept by the outbox: the draft goes. Kept in this page until the outbox's code loads: it
      // goes once the outbox has it, so a reload before then still finds the words.
      const handing = handedOver(res.id)
      if (handing) void handing.then((r) => r.status !== 'failed' && clearDraft(draftKey))
      else clearDraft(draftKey)
      setSending(false)
      // Its photos not uploaded yet are kept with it and go later: their tiles say so, not "failed".
      uploads.keep(to('photoKept'))
      setKeptId(res.id)
      return setSavedOffline(res.storage === 'full' ? 'full' : res.offline ? 'offline' : 'retry')
    }
    busy.current = false
    setSending(false)
    if (res.reason === 'notKept') return toast(to('notKept'), { kind: 'error' })
    // No storage and the save's outcome unknown: the same key, so Send again looks it up first.
    if (res.reason === 'unsure') return toast(to('unsureNotKept'), { kind: 'info' })
    if (res.reason === 'photo') {
      // The photo's file went away or broke after it was picked: its tile says so, the draft stays.
      const id = ids[res.photo]
      if (id) uploads.patch(id, { status: 'failed', unreadable: true, previewUrl: '', blob: null, error: t('photoUnreadableTile') })
      return setPhotoNote(to('photoUnreadable', { n: res.photo + 1 }))
    }
    // The server answered: a corrected resend is a new request.
    key.current = randomUUID()
    // The outbox's sender does not toast: the server's refusal is shown here.
    toast(errorText(res.error, tc('malformedError')), { kind: 'error' })
  }

  if (!problemType) return <MissingType orderNo={orderNo} />

  const footer = (
    <Button fullWidth loading={sending} onClick={() => void onSend()}>
      {tc('send')}
    </Button>
  )

  return (
    <Page title={t('complaintTitle')} footer={footer}>
      <ComplaintTags titles={[typeTitle, sonTitle]} />
      <DescribeField text={text} onText={onText} shortened={shortened} />
      <PhotosField uploads={uploads} note={photoNote} setNote={setPhotoNote} disabled={sending} />
      <SavedOfflineDialog open={savedOffline !== null} why={savedOffline ?? 'offline'} onClose={() => void leave()} />
      <Dialog open={sent} dismissible={false} onClose={() => undefined} title={t('sentTitle')}>
        <p>{t('sentText')}</p>
      </Dialog>
    </Page>
  )
}
