import { useCallback, useRef, useState } from 'react'

import { common } from '@src/i18n/common'
import { errorText } from '@src/lender/errors'
import { randomUUID } from '@src/lib/uuid'
import { handedOver } from '@src/outbox/ui/handoff'
import { messages as outboxMessages } from '@src/outbox/ui/outboxMessages'
import type { SavedWhy } from '@src/outbox/ui/SavedOfflineDialog'
import { type NotSent, useSendOrQueueComplaint, useWhenSent } from '@src/outbox/ui/useOutbox'
import { useToast } from '@src/ui/Toaster'
import { useAppDispatch, useT } from '@store/hooks'

import { complaintsApi } from './api'
import { clearDraft } from './draft'
import { messages } from './messages'
import type { useImageUploads } from './useImageUploads'

/** What the complaint is about, from the address (its type's title goes with it to the outbox). */
type About = { problemType: string; problemSonType: string; orderNo: string; typeTitle: string }

/**
 * Send, and what becomes of the complaint: sent (the list is refreshed and the success modal
 * shows), kept by the outbox (`savedOffline` says why; its tiles say the photos go later), or
 * refused (a toast or the photo's note says why, and the form stays with its draft).
 * `sending` while a Send is under way; one Send at a time, with the words it is given.
 */
export function useComplaintSend(about: About, uploads: ReturnType<typeof useImageUploads>, draftKey: string) {
  const t = useT(messages)
  const tc = useT(common)
  const to = useT(outboxMessages)
  const toast = useToast()
  const dispatch = useAppDispatch()
  const sendOrQueue = useSendOrQueueComplaint()
  const [savedOffline, setSavedOffline] = useState<SavedWhy | null>(null)
  // The kept complaint's outbox id while the "Saved" dialog is open: once it is sent, the dialog gives way to "sent".
  const [keptId, setKeptId] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  // What a pick left out, or the photo that keeps the draft from going: said beside the pictures.
  const [photoNote, setPhotoNote] = useState('')
  const busy = useRef(false)
  // One key per complaint: a resend after a lost answer is recognised by the server as the same one.
  const key = useRef(randomUUID())

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

  const onSend = async (text: string) => {
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
    const { problemType, problemSonType, orderNo, typeTitle } = about
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

  return { sending, sent, savedOffline, photoNote, setPhotoNote, onSend }
}
