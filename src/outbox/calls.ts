import { lenderCalls } from '../lender/calls'
import type { EventCall, Params } from './types'

const { eventSave, trackVisit, trackClick } = lenderCalls

/** The tracking calls of SPEC 7, as queueable calls (paths without the /api base). */
export const trackingCalls = {
  /** POST /service/event/save: productId, moduleId, positionId... */
  eventSave: (body: Params): EventCall => ({ method: eventSave.method, path: eventSave.path, body }),
  /** GET promotion track-visit; the answer is ignored, any 2xx counts as delivered. */
  trackVisit: (params: Params): EventCall => ({ method: trackVisit.method, path: trackVisit.path, params, ok: trackVisit.ok }),
  /** GET promotion track-click (carries the phone: kept in IndexedDB only until sent, never in Redux). */
  trackClick: (params: Params): EventCall => ({ method: trackClick.method, path: trackClick.path, params, ok: trackClick.ok }),
  /**
   * The bridge's confirmTrackingPoint when no shell is there: the web has no tracking SDK, so
   * the point goes to the event endpoint as `point` plus its data fields.
   */
  point: (point: string, data: Params = {}): EventCall => ({ method: eventSave.method, path: eventSave.path, body: { ...data, point } }),
}
