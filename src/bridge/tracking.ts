import { trackingCalls } from '../lender/tracking/calls'
import { callNative, type Via } from './bridge'

/** A tracking call as the outbox sends it (the shape of `EventCall`, without importing the outbox). */
export type TrackedCall = { path: string; body?: Record<string, unknown>; params?: Record<string, unknown> }

/**
 * Tracking point names the shell receives, by the lender path the event goes to (the tracking
 * calls' descriptors, src/lender/tracking/calls.ts). The spec names neither the points nor their
 * payload; these are ours and documented in docs/bridge-protocol.md.
 */
export const TRACKING_POINTS: ReadonlyArray<readonly [path: string, point: string]> = [
  [trackingCalls.eventSave.path, 'eventSave'],
  [trackingCalls.trackVisit.path, 'promotionVisit'],
  [trackingCalls.trackClick.path, 'promotionClick'],
]

/**
 * Fields never handed to the shell with a tracking point: the shell has its own session, and a
 * phone typed on the landing page stays between the borrower and the lender's endpoint.
 */
const PRIVATE_FIELD =
  /^(phone|mobile|msisdn|tel|session_id|sessionId|device_id|deviceId|advertising_id|advertisingId|code|captcha|capcode|sid)$/i

/** The point name and the shareable fields of a tracking call. */
export function trackingPointOf(call: TrackedCall): { point: string; data: Record<string, string> } {
  const hit = TRACKING_POINTS.find(([path]) => call.path === path)
  const point = hit ? hit[1] : call.path.replace(/^\/+/, '')
  const data: Record<string, string> = {}
  for (const [k, v] of Object.entries({ ...call.params, ...call.body })) {
    if (PRIVATE_FIELD.test(k) || v === undefined || v === null || typeof v === 'object') continue
    data[k] = String(v)
  }
  return { point, data }
}

/**
 * Tells the shell about a tracking event the page also sends to the lender (SPEC 2: confirm
 * tracking point). Called beside each server call; in a plain browser it only reaches the
 * DevTools record, the server call is the event.
 */
export function confirmTrackingPoint(call: TrackedCall): Via {
  return callNative({ action: 'confirmTrackingPoint', payload: trackingPointOf(call) })
}
