import { useCallback } from 'react'
import { useAppDispatch } from '@store/hooks'
import { isApiError, type ApiError } from '@store/errors'
import { complaintsApi } from './api'
import type { ComplaintPayload } from './types'

/** An image of a complaint: already uploaded (its URL), or still a Blob to upload first. */
export type ComplaintImage = { url: string } | { blob: Blob; name: string }

/** Everything a complaint is made of; the offline queue (issue 6) stores exactly this. */
export type ComplaintDraft = {
  problemType: string
  problemSonType: string
  problemDetail: string
  orderNo: string
  images: ComplaintImage[]
}

export type SendOptions = {
  /** Sent as Idempotency-Key on the save (and, suffixed, on each upload) so a replay has one effect. */
  idempotencyKey?: string
  /** Called as each not-yet-uploaded image gets its URL, so a caller can keep it and never upload twice. */
  onImageUploaded?: (index: number, url: string) => void
}

export type SendResult = { ok: true } | { ok: false; stage: 'upload' | 'save'; error: ApiError }

/** The two calls a send needs; injectable so the queue and tests can drive the same logic. */
export type SendCalls = {
  upload: (image: Blob, name: string, idempotencyKey?: string) => Promise<{ url: string } | { error: ApiError }>
  save: (payload: ComplaintPayload, idempotencyKey?: string) => Promise<{ ok: true } | { error: ApiError }>
}

/** Builds the multipart body of an image upload (field problemImage, SPEC 7). */
export function imageForm(image: Blob, name: string): FormData {
  const form = new FormData()
  form.append('problemImage', image, name)
  return form
}

/**
 * Sends one complaint as a unit: uploads each image that has no URL yet (in order), then posts
 * problem-save with the comma-joined URLs. Stops at the first failure and says where.
 */
export async function sendComplaint(calls: SendCalls, draft: ComplaintDraft, opts: SendOptions = {}): Promise<SendResult> {
  const urls: string[] = []
  for (const [i, image] of draft.images.entries()) {
    if ('url' in image) {
      urls.push(image.url)
      continue
    }
    const res = await calls.upload(image.blob, image.name, opts.idempotencyKey ? `${opts.idempotencyKey}-img-${i}` : undefined)
    if ('error' in res) return { ok: false, stage: 'upload', error: res.error }
    urls.push(res.url)
    opts.onImageUploaded?.(i, res.url)
  }
  const payload: ComplaintPayload = {
    problemType: draft.problemType,
    problemSonType: draft.problemSonType,
    problemDetail: draft.problemDetail,
    problemImage: urls.join(','),
    orderNo: draft.orderNo,
  }
  const saved = await calls.save(payload, opts.idempotencyKey)
  return 'error' in saved ? { ok: false, stage: 'save', error: saved.error } : { ok: true }
}

/** Anything RTK Query hands back as an error, as an ApiError (a transformer's throw counts as malformed). */
export function asApiError(e: unknown): ApiError {
  // A transformer's own message is technical; screens fall back to their readable text.
  return isApiError(e) ? e : { kind: 'malformed', message: '' }
}

/** The store-backed calls: the same endpoints the screens use, not tracked in the cache. */
export function useComplaintCalls(): SendCalls {
  const dispatch = useAppDispatch()
  const upload = useCallback<SendCalls['upload']>(
    async (image, name, idempotencyKey) => {
      const res = await dispatch(complaintsApi.endpoints.uploadComplaintImage.initiate({ body: imageForm(image, name), idempotencyKey }, { track: false }))
      return 'data' in res && res.data ? res.data : { error: asApiError('error' in res ? res.error : undefined) }
    },
    [dispatch],
  )
  const save = useCallback<SendCalls['save']>(
    async (payload, idempotencyKey) => {
      const res = await dispatch(complaintsApi.endpoints.saveComplaint.initiate({ payload, idempotencyKey }, { track: false }))
      return 'error' in res ? { error: asApiError(res.error) } : { ok: true as const }
    },
    [dispatch],
  )
  return { upload, save }
}

/** Hook: `send(draft, opts)` -> SendResult. The one entry point for sending a complaint. */
export function useSendComplaint(): (draft: ComplaintDraft, opts?: SendOptions) => Promise<SendResult> {
  const { upload, save } = useComplaintCalls()
  return useCallback((draft, opts) => sendComplaint({ upload, save }, draft, opts), [upload, save])
}
