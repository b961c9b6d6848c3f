import { aliasField } from '../../config/aliases'
import { requestFor } from '../../lender/call'
import { complaintRequests, PROBLEM_IMAGE_FIELD, readUploadedImage } from '../../lender/complaints/requests'
import { trackingCalls } from '../../lender/tracking/calls'
import type { CallRequest, RequestContext } from '../../lender/wire'
import type { AskInit } from '../identity/owner'
import { toBlob } from '../queue/photos'
import type { ComplaintEntry, Entry, EventCall, EventEntry, Params } from '../queue/types'
import type { Outcome, Sender } from './sender'

/*
 * What each queue's entry sends (SPEC 7), one attempt's requests. When and whether to send, and
 * what becomes of the entry afterwards, is the replay's (../replay/replay.ts, ../replay/attempt.ts, ../replay/outcome.ts);
 * reconciling an unsure complaint is ./reconcile.ts.
 */

/** What an entry's requests carry: the settings and common parameters of the page that queued it, as the session now gives them. */
export const contextOf = (entry: Pick<Entry, 'wire'>, commonParams: Params): RequestContext => ({ settings: entry.wire, commonParams })

/** problem-init for proving whose parked entries are (../identity/owner.ts): a read, so no Idempotency-Key. */
export function askInit(send: Sender): AskInit {
  return async (commonParams, wire) => {
    const out = await send(requestFor(complaintRequests.init, {}), contextOf({ wire }, commonParams))
    return out.kind === 'ok' ? { data: out.data } : null
  }
}

/** An event without its own success rule: the event call's (src/lender/tracking/calls.ts). */
export const EVENT_OK = trackingCalls.eventSave.ok

/** The upload answer's URL, read as the screens read it (src/lender/complaints/requests.ts); '' when it has none. */
function uploadedUrl(data: unknown): string {
  try {
    return readUploadedImage(data).url
  } catch {
    return ''
  }
}

/** problem-img-upload's multipart body, rebuilt from the stored bytes at every attempt (the browser sets the boundary). */
function photoForm(entry: ComplaintEntry, bytes: ArrayBuffer, type: string, name: string): FormData {
  const form = new FormData()
  form.append(aliasField(entry.wire.aliases, PROBLEM_IMAGE_FIELD), toBlob(bytes, type, name), name)
  return form
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
  const context = contextOf(entry, params)
  const urls: string[] = []
  for (const [i, img] of entry.images.entries()) {
    if (img.url) {
      urls.push(img.url)
      continue
    }
    const bytes = img.bytes ?? (img.ref ? await photo(img.ref) : null)
    if (!bytes) return { kind: 'rejected', failure: { kind: 'malformed', message: '' } }
    const name = img.name || `image-${i + 1}`
    const body = photoForm(entry, bytes, img.type, name)
    const out = await send(requestFor(complaintRequests.upload, { body, idempotencyKey: `${entry.key}-img-${i}` }), context)
    if (out.kind !== 'ok') return out
    const url = uploadedUrl(out.data)
    // '00' without a URL: retrying cannot help, so show it.
    if (!url) return { kind: 'rejected', failure: { kind: 'malformed', message: '' } }
    await onUploaded(i, url)
    urls.push(url)
  }
  if (!(await beforeSave())) return null
  const { problemType, problemSonType, problemDetail, orderNo } = entry.complaint
  const payload = { problemType, problemSonType, problemDetail, problemImage: urls.join(','), orderNo }
  return send(requestFor(complaintRequests.save, { payload, idempotencyKey: entry.key }), context)
}

/** An event's request: its call as queued, under its own key. */
export function eventRequest({ method, path, params, body, ok }: EventCall, key: string): CallRequest {
  return { url: path, method, params, body, idempotencyKey: key, ok: ok ?? EVENT_OK }
}

export function sendEvent(entry: EventEntry, params: Params, send: Sender): Promise<Outcome> {
  return send(eventRequest(entry.call, entry.key), contextOf(entry, params))
}
