import type { Outcome, Sender } from './sender'
import type { ComplaintEntry, EventEntry, Params } from './types'

/*
 * What each queue's entry sends (SPEC 7), one attempt's requests. When and whether to send, and
 * what becomes of the entry afterwards, is the replay's (./replay.ts); reconciling an unsure
 * complaint is ./reconcile.ts.
 */

/** The complaint calls (SPEC 7); upload answers '00', save is accepted on 0 or '00' like the screens do. */
export const COMPLAINT_CALLS = {
  upload: { path: '/user-problem/upload-problem-img', field: 'problemImage', ok: ['00'] },
  save: { path: '/user-problem/problem-save', ok: [0, '00'] },
  list: { path: '/user-problem/problem-list', ok: [0, '00'] },
  /** Asked with the session parameters only: the session's own orders (src/outbox/owner.ts). */
  init: { path: '/user-problem/problem-init', ok: [0, '00'] },
} as const
/** Tracking answers are ignored by the app; a business code other than these still shows as failed. */
export const EVENT_OK = [0, '00'] as const

function uploadedUrl(data: unknown): string {
  const url = data && typeof data === 'object' ? (data as { url?: unknown }).url : undefined
  return typeof url === 'string' ? url.trim() : ''
}

/**
 * Sends a complaint: each image not yet uploaded (in order, each under its own key), persisting
 * each URL the moment it arrives, then problem-save with the comma-joined URLs. `beforeSave`
 * may refuse (the lease was lost): null, nothing saved.
 */
export async function sendComplaint(
  entry: ComplaintEntry,
  params: Params,
  send: Sender,
  onUploaded: (index: number, url: string) => Promise<void>,
  beforeSave: () => Promise<boolean> = async () => true,
): Promise<Outcome | null> {
  const urls: string[] = []
  for (const [i, img] of entry.images.entries()) {
    if (img.url) {
      urls.push(img.url)
      continue
    }
    if (!img.bytes) return { kind: 'rejected', failure: { kind: 'malformed', message: '' } }
    const { upload } = COMPLAINT_CALLS
    const out = await send({
      wire: entry.wire,
      method: 'POST',
      path: upload.path,
      commonParams: params,
      file: { field: upload.field, name: img.name || `image-${i + 1}`, type: img.type, bytes: img.bytes },
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
