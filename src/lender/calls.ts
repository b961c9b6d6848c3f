import type { OkCodes } from './wire'

/*
 * The lender's calls that more than one part of the app sends (issue 24: one descriptor per call,
 * not one per sender). The complaint screens (features/complaints/api.ts) and the offline queue
 * (src/outbox) send the complaint calls; the promotion landing (features/promotion/api.ts) and
 * the queue send the tracking calls. Each says once its method, its path as SPEC 7 gives it
 * (`{segment}`: the market segment) and which answers count as success.
 */
export type CallDescriptor = { method: 'GET' | 'POST'; path: string; ok: OkCodes }

/** The user-problem group answers '00' on upload and rating (SPEC 7, 8); the other calls are accepted on 0 or '00'. */
const OK_00 = ['00'] as const
const OK_ANY_CODE = [0, '00'] as const

export const lenderCalls = {
  /** Asked with the session parameters (and the order, from a screen): the session's own orders. */
  problemInit: { method: 'POST', path: '/user-problem/problem-init', ok: OK_ANY_CODE },
  /** Multipart, the image under `problemImage`. */
  problemImageUpload: { method: 'POST', path: '/user-problem/upload-problem-img', ok: OK_00 },
  problemSave: { method: 'POST', path: '/user-problem/problem-save', ok: OK_ANY_CODE },
  problemList: { method: 'POST', path: '/user-problem/problem-list', ok: OK_ANY_CODE },
  /**
   * Tracking: SPEC 7 says the answer is ignored, so any 2xx is delivered. (The landing and the
   * queue used to disagree: one counted only 0/'00' answers as delivered, the other any 2xx.)
   */
  trackVisit: { method: 'GET', path: '/api/v2/{segment}/promotion/track-visit', ok: 'any' },
  trackClick: { method: 'GET', path: '/api/v2/{segment}/promotion/track-click', ok: 'any' },
  eventSave: { method: 'POST', path: '/service/event/save', ok: OK_ANY_CODE },
} as const satisfies Record<string, CallDescriptor>

/** The multipart field problem-img-upload carries the image in (SPEC 7). */
export const PROBLEM_IMAGE_FIELD = 'problemImage'
