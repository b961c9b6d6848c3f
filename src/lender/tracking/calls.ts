import type { LenderCall } from '../call'

type Params = Record<string, string>

// Plain descriptors (no helper import): this module sits on the landing's start path, in a file of its own.
const ignore = (): null => null

/**
 * The tracking calls (SPEC 7). The landing sends the promotion ones, the order screen the event
 * call, and the offline queue keeps any of them until they are delivered.
 */
export const trackingCalls = {
  /** productId, moduleId (30 for Borrow Again with positionId 0; a module id and position for recommended products). */
  eventSave: { method: 'POST', path: '/service/event/save', ok: [0, '00'], send: (body: Params) => ({ body }), read: ignore },
  /**
   * SPEC 7 says the answer is ignored, so any 2xx is delivered, for the landing and the queue alike
   * (both read this descriptor).
   */
  trackVisit: {
    method: 'GET',
    path: '/api/v2/{segment}/promotion/track-visit',
    ok: 'any',
    send: (params: Params) => ({ params }),
    read: ignore,
  },
  /** Carries the phone: kept in IndexedDB only until sent, never in Redux. */
  trackClick: {
    method: 'GET',
    path: '/api/v2/{segment}/promotion/track-click',
    ok: 'any',
    send: (params: Params) => ({ params }),
    read: ignore,
  },
} satisfies Record<string, LenderCall<Params, null>>
