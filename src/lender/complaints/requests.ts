import type { CallSpec } from '../call'
import { MalformedResponseError } from '../errors'
import type { ComplaintPayload } from './types'

/*
 * The request side of the complaint calls the offline queue sends too (SPEC 7): the screens read
 * their answers with ./calls.ts, which completes these; the queue (src/outbox) sends them without
 * loading the screens' readers. The user-problem group answers '00' on upload and rating (SPEC 7,
 * 8); the other calls are accepted on 0 or '00'.
 */

const OK_00 = ['00'] as const
const OK_ANY_CODE = [0, '00'] as const

/** The multipart field problem-img-upload carries the image in (SPEC 7). */
export const PROBLEM_IMAGE_FIELD = 'problemImage'

/**
 * problem-img-upload's answer: a string URL, trimmed; anything else is a malformed answer (the
 * uploader shows it as failed, the queue as not sendable). Here beside the request, so the queue
 * reads it as the screens do without loading their readers.
 */
export function readUploadedImage(data: unknown): { url: string } {
  const raw = data && typeof data === 'object' && 'url' in data ? (data as { url: unknown }).url : undefined
  const url = typeof raw === 'string' ? raw.trim() : ''
  if (!url) throw new MalformedResponseError('upload without url')
  return { url }
}

/* The queue's and the screens' writes may carry an idempotency key (the wire sends it only where the API accepts it). */
export type UploadImageArgs = { body: FormData; idempotencyKey?: string }
export type SaveComplaintArgs = { payload: ComplaintPayload; idempotencyKey?: string }

export const complaintRequests = {
  /** Asked with the session parameters only (the session's own orders), or with the order a screen names. */
  init: {
    method: 'POST',
    path: '/user-problem/problem-init',
    ok: OK_ANY_CODE,
    send: ({ orderId }: { orderId?: string }) => ({ body: orderId ? { orderId } : {} }),
  },
  /** Multipart, the image under `problemImage`. */
  upload: {
    method: 'POST',
    path: '/user-problem/upload-problem-img',
    ok: OK_00,
    send: ({ body, idempotencyKey }: UploadImageArgs) => ({ body, idempotencyKey }),
  },
  save: {
    method: 'POST',
    path: '/user-problem/problem-save',
    ok: OK_ANY_CODE,
    send: ({ payload, idempotencyKey }: SaveComplaintArgs) => ({ body: payload, idempotencyKey }),
  },
  list: { method: 'POST', path: '/user-problem/problem-list', ok: OK_ANY_CODE },
} as const satisfies Record<string, CallSpec<never>>
