import { useCallback } from 'react'

import { PROBLEM_IMAGE_FIELD } from '@src/lender/complaints/requests'
import { type ApiError, isApiError } from '@src/lender/errors'
import { useAppDispatch } from '@store/hooks'

import { complaintsApi } from './api'

/** An image of a complaint: already uploaded (its URL), or still a Blob to upload first. */
export type ComplaintImage = { url: string } | { blob: Blob; name: string }

/**
 * A picture's upload as an RTK Query call: the tiles upload each picture as it is picked. Sending
 * the complaint itself goes through the outbox only (src/outbox/page.ts
 * sendOrQueueComplaint), so a complaint has one way out.
 */
export type UploadImage = (image: Blob, name: string, idempotencyKey?: string) => Promise<{ url: string } | { error: ApiError }>

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

/** The picture upload through the store: the same endpoint the screens use, not tracked in the cache. */
export function useUploadImage(): UploadImage {
  const dispatch = useAppDispatch()
  return useCallback<UploadImage>(
    async (image, name, idempotencyKey) => {
      const res = await dispatch(
        complaintsApi.endpoints.uploadComplaintImage.initiate({ body: imageForm(image, name), idempotencyKey }, { track: false }),
      )
      return 'data' in res && res.data ? res.data : { error: asApiError('error' in res ? res.error : undefined) }
    },
    [dispatch],
  )
}
