import { useCallback, useEffect, useRef, useState } from 'react'

import { PROBLEM_IMAGE_FIELD } from '@src/lender/complaints/requests'
import { type ApiError, isApiError } from '@src/lender/errors'
import { randomUUID } from '@src/lib/uuid'
import type { UploadItem } from '@src/ui/ImageUploader'
import { useToast } from '@src/ui/Toaster'
import { useAppDispatch, useT } from '@store/hooks'

import { complaintsApi } from './api'
import { downscaleImage, type Downscaler, UnreadableImage, uploadName } from './downscale'
import { SHORT_TOAST_MS } from './limits'
import { messages } from './messages'

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

/** An uploader tile plus what we need to retry it or to send it later. */
export type ImageEntry = UploadItem & { blob: Blob | null; name: string; url?: string }

/**
 * The complaint's pictures: each one is downscaled and uploaded as soon as it is picked
 * (SPEC 7: multipart problemImage -> '00' and data.url); a failure marks the tile with a retry.
 */
export function useImageUploads(upload: UploadImage, downscale: Downscaler = downscaleImage) {
  const t = useT(messages)
  const toast = useToast()
  const [items, setItems] = useState<ImageEntry[]>([])
  const previews = useRef(new Set<string>())

  useEffect(() => {
    const urls = previews.current
    return () => urls.forEach((u) => URL.revokeObjectURL(u))
  }, [])

  const patch = useCallback(
    (id: string, change: Partial<ImageEntry>) => setItems((list) => list.map((i) => (i.id === id ? { ...i, ...change } : i))),
    [],
  )

  const send = useCallback(
    async (id: string, blob: Blob, name: string) => {
      patch(id, { status: 'uploading', error: undefined })
      const res = await upload(blob, name)
      if ('url' in res) {
        patch(id, { status: 'done', url: res.url })
        toast(t('uploadSucceeded'), { kind: 'success', durationMs: SHORT_TOAST_MS })
        return
      }
      // The failure itself is toasted as the upload endpoint declares (store/feedback.ts).
      patch(id, { status: 'failed', error: t('uploadFailed') })
    },
    [patch, upload, toast, t],
  )

  const pick = useCallback(
    (files: File[]) => {
      const added = files.map((file) => {
        const previewUrl = URL.createObjectURL(file)
        previews.current.add(previewUrl)
        return { id: randomUUID(), previewUrl, status: 'uploading' as const, blob: null, name: file.name, file }
      })
      setItems((list) => [...list, ...added.map(({ file: _f, ...entry }) => entry)])
      added.forEach(async ({ id, file, previewUrl }, i) => {
        const blob = await downscale(file).catch((e: unknown) => (e instanceof UnreadableImage ? null : file))
        // A file that is no picture this phone can read: a plain tile that says so, never a broken image, never sent.
        if (!blob) {
          URL.revokeObjectURL(previewUrl)
          previews.current.delete(previewUrl)
          return patch(id, { status: 'failed', unreadable: true, previewUrl: '', error: t('photoUnreadableTile') })
        }
        const name = uploadName(file, blob, i)
        patch(id, { blob, name })
        await send(id, blob, name)
      })
    },
    [downscale, patch, send, t],
  )

  const retry = useCallback(
    (id: string) => {
      const item = items.find((i) => i.id === id)
      if (item?.blob) void send(id, item.blob, item.name)
    },
    [items, send],
  )

  const remove = useCallback((id: string) => {
    setItems((list) => {
      const gone = list.find((i) => i.id === id)
      if (gone) {
        URL.revokeObjectURL(gone.previewUrl)
        previews.current.delete(gone.previewUrl)
      }
      return list.filter((i) => i.id !== id)
    })
  }, [])

  /** The pictures as a send needs them (a URL where uploaded, else the Blob), with their tile ids. */
  const forSend = useCallback((): { images: ComplaintImage[]; ids: string[] } => {
    const ready = items.filter((i) => i.url || i.blob)
    return { images: ready.map((i) => (i.url ? { url: i.url } : { blob: i.blob as Blob, name: i.name })), ids: ready.map((i) => i.id) }
  }, [items])

  /** The complaint was kept on the phone: tiles not uploaded go with it later, said in `note` (no Try again). */
  const keep = useCallback(
    (note: string) => setItems((list) => list.map((i) => (!i.url && i.blob ? { ...i, status: 'kept' as const, error: note } : i))),
    [],
  )

  /** The first tile that cannot be sent (a picture that could not be read), as its 0-based position; -1 if none. */
  const unreadableAt = items.findIndex((i) => i.unreadable || (!i.url && !i.blob && i.status !== 'uploading'))

  return { items, pick, retry, remove, patch, keep, forSend, unreadableAt, busy: items.some((i) => i.status === 'uploading') }
}
