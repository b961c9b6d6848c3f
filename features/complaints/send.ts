import { useCallback } from 'react'

import { PROBLEM_IMAGE_FIELD } from '@src/lender/complaints/requests'
import type { ComplaintPayload } from '@src/lender/complaints/types'
import { type ApiError, isApiError } from '@src/lender/errors'
import { useAppDispatch } from '@store/hooks'

import { complaintsApi } from './api'

/** An image of a complaint: already uploaded (its URL), or still a Blob to upload first. */
export type ComplaintImage = { url: string } | { blob: Blob; name: string }

/**
 * The picture upload and the save as RTK Query calls (the tiles upload each picture as it is
 * picked); sending a complaint goes through the outbox (src/outbox/sending/sendOrQueue.ts sendOrQueueComplaint).
 */
export type SendCalls = {
  upload: (image: Blob, name: string, idempotencyKey?: string) => Promise<{ url: string } | { error: ApiError }>
  save: (payload: ComplaintPayload, idempotencyKey?: string) => Promise<{ ok: true } | { error: ApiError }>
}

/** Builds the multipart body of an image upload (field problemImage, SPEC 7). */
export function imageForm(image: Blob, name: string): FormData {
  const form = new FormData()
  form.append(PROBLEM_IMAGE_FIELD, image, name)
  return form
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
      const res = await dispatch(
        complaintsApi.endpoints.uploadComplaintImage.initiate({ body: imageForm(image, name), idempotencyKey }, { track: false }),
      )
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
