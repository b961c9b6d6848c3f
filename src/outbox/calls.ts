import type { EventCall, Params } from './types'

/** The tracking calls of SPEC 7, as queueable calls (paths without the /api base). */
export const trackingCalls = {
  /** POST /service/event/save: productId, moduleId, positionId... */
  eventSave: (body: Params): EventCall => ({ method: 'POST', path: '/service/event/save', body }),
  /** GET promotion track-visit; the answer is ignored, any 2xx counts as delivered. */
  trackVisit: (params: Params): EventCall => ({ method: 'GET', path: '/api/v2/{segment}/promotion/track-visit', params, ok: 'any' }),
  /** GET promotion track-click (carries the phone: kept in IndexedDB only until sent, never in Redux). */
  trackClick: (params: Params): EventCall => ({ method: 'GET', path: '/api/v2/{segment}/promotion/track-click', params, ok: 'any' }),
  /**
   * The bridge's confirmTrackingPoint when no shell is there: the web has no tracking SDK, so
   * the point goes to the event endpoint as `point` plus its data fields.
   */
  point: (point: string, data: Params = {}): EventCall => ({ method: 'POST', path: '/service/event/save', body: { ...data, point } }),
}
