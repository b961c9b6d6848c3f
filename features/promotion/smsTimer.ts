/**
 * The end of the SMS resend countdown, kept in sessionStorage so reloading the landing does not
 * give a free resend. Kept per campaign (the landing's template id): another campaign's landing
 * starts without one. Only the end time is stored, never the mobile number.
 */
const PREFIX = 'promotion.smsResendAt'

/** SPEC 9: 60 s, ticking each second. */
export const SMS_COUNTDOWN_MS = 60_000

const keyOf = (campaign: string) => `${PREFIX}.${campaign}`

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    // Some WebViews throw on any storage access when DOM storage is off.
    return null
  }
}

/** The campaign's stored end time if its countdown is still running, else null. */
export function readSmsUntil(campaign: string, now = Date.now()): number | null {
  const raw = storage()?.getItem(keyOf(campaign))
  const at = raw ? Number(raw) : NaN
  // A stored end further away than one countdown is not ours (or the clock jumped): ignore it.
  return Number.isFinite(at) && at > now && at <= now + SMS_COUNTDOWN_MS ? at : null
}

export function startSmsCountdown(campaign: string, now = Date.now()): number {
  const at = now + SMS_COUNTDOWN_MS
  try {
    storage()?.setItem(keyOf(campaign), String(at))
  } catch {
    // Storage full or blocked: the countdown still runs for this page view.
  }
  return at
}

export function clearSmsCountdown(campaign: string): void {
  try {
    storage()?.removeItem(keyOf(campaign))
  } catch {
    // Nothing to clear.
  }
}
