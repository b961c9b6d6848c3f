import { complaintRequests, PROBLEM_IMAGE_FIELD } from '../../lender/complaints/requests'
import { trackingCalls } from '../../lender/tracking/calls'
import type { AskInit } from '../identity/owner'
import type { ComplaintEntry, EventEntry, Params } from '../queue/types'
import type { Outcome, Sender } from './sender'

/*
 * What each queue's entry sends (SPEC 7), one attempt's requests. When and whether to send, and
 * what becomes of the entry afterwards, is the replay's (../replay/replay.ts, ../replay/attempt.ts, ../replay/outcome.ts);
 * reconciling an unsure complaint is ./reconcile.ts.
 */

/**
 * The complaint calls (SPEC 7), the same descriptors the screens send with (src/lender/complaints).
 * init is asked with the session parameters only: the session's own orders (../identity/owner.ts).
 */
export const COMPLAINT_CALLS = {
  upload: { ...complaintRequests.upload, field: PROBLEM_IMAGE_FIELD },
  save: complaintRequests.save,
  list: complaintRequests.list,
  init: complaintRequests.init,
} as const
/** problem-init for proving whose parked entries are (../identity/owner.ts): a read, so no Idempotency-Key. */
export function askInit(send: Sender): AskInit {
  const { path, ok } = COMPLAINT_CALLS.init
  return async (commonParams, wire) => {
    const out = await send({ wire, method: 'POST', path, commonParams, ok })
    return out.kind === 'ok' ? { data: out.data } : null
  }
}

/** An event without its own success rule: the event call's (src/lender/tracking/calls.ts). */
export const EVENT_OK = trackingCalls.eventSave.ok

function uploadedUrl(data: unknown): string {
  const url = data && typeof data === 'object' ? (data as { url?: unknown }).url : undefined
  return typeof url === 'string' ? url.trim() : ''
}

/** A stored photo's bytes by its key in the photos store (null: not there). */
export type PhotoReader = (ref: string) => Promise<ArrayBuffer | null>

/**
 * Sends a complaint: each image not yet uploaded (in order, each under its own key; its bytes
 * inline or read from the photos store), persisting each URL the moment it arrives, then
 * problem-save with the comma-joined URLs. `beforeSave` may refuse (the lease was lost): null,
 * nothing saved.
 */
export async function sendComplaint(
  entry: ComplaintEntry,
  params: Params,
  send: Sender,
  onUploaded: (index: number, url: string) => Promise<void>,
  beforeSave: () => Promise<boolean> = async () => true,
  photo: PhotoReader = async () => null,
): Promise<Outcome | null> {
  const urls: string[] = []
  for (const [i, img] of entry.images.entries()) {
    if (img.url) {
      urls.push(img.url)
      continue
    }
    const bytes = img.bytes ?? (img.ref ? await photo(img.ref) : null)
    if (!bytes) return { kind: 'rejected', failure: { kind: 'malformed', message: '' } }
    const { upload } = COMPLAINT_CALLS
    const out = await send({
      wire: entry.wire,
      method: 'POST',
      path: upload.path,
      commonParams: params,
      file: { field: upload.field, name: img.name || `image-${i + 1}`, type: img.type, bytes },
      idempotencyKey: `${entry.key}-img-${i}`,
      ok: upload.ok,
    })
    if (out.kind !== 'ok') return out
    const url = uploadedUrl(out.data)
    // '00' without a URL: retrying cannot help, so show it.
    if (!url) return { kind: 'rejected', failure: { kind: 'malformed', message: '' } }
    await onUploaded(i, url)
    urls.push(url)
  }
  if (!(await beforeSave())) return null
  const { problemType, problemSonType, problemDetail, orderNo } = entry.complaint
  return send({
    wire: entry.wire,
    method: 'POST',
    path: COMPLAINT_CALLS.save.path,
    commonParams: params,
    body: { problemType, problemSonType, problemDetail, problemImage: urls.join(','), orderNo },
    idempotencyKey: entry.key,
    ok: COMPLAINT_CALLS.save.ok,
  })
}

export function sendEvent(entry: EventEntry, params: Params, send: Sender): Promise<Outcome> {
  const { method, path, params: query, body, ok } = entry.call
  return send({ wire: entry.wire, method, path, params: query, body, commonParams: params, idempotencyKey: entry.key, ok: ok ?? EVENT_OK })
}
