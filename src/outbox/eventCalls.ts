/*
 * Part of the page's surface of the offline queue (see ./page.ts): the tracking calls as queueable
 * calls, light enough for the start path (no queue code). A screen builds its call with these and
 * hands it to the queue, which loads on first use.
 */
import { type CallSpec, requestFor } from '../lender/call'
import { trackingCalls } from '../lender/tracking/calls'
import type { EventCall, Params } from './queue/types'

/** A tracking call's request (its descriptor, src/lender/tracking/calls.ts) as a queueable call. */
function queueable(c: CallSpec<Params>, payload: Params): EventCall {
  const r = requestFor(c, payload)
  return { method: c.method, path: r.url, params: r.params as Params | undefined, body: r.body as Params | undefined, ok: r.ok }
}

/** The tracking calls of SPEC 7, as queueable calls (paths without the /api base). */
export const eventCalls = {
  /** POST /service/event/save: productId, moduleId, positionId... */
  eventSave: (body: Params): EventCall => queueable(trackingCalls.eventSave, body),
  /** GET promotion track-visit; the answer is ignored, any 2xx counts as delivered. */
  trackVisit: (params: Params): EventCall => queueable(trackingCalls.trackVisit, params),
  /** GET promotion track-click (carries the phone: kept in IndexedDB only until sent, never in Redux). */
  trackClick: (params: Params): EventCall => queueable(trackingCalls.trackClick, params),
  /**
   * The bridge's confirmTrackingPoint when no shell is there: the web has no tracking SDK, so
   * the point goes to the event endpoint as `point` plus its data fields.
   */
  point: (point: string, data: Params = {}): EventCall => queueable(trackingCalls.eventSave, { ...data, point }),
}
