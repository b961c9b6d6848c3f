import type { Action } from '@reduxjs/toolkit'

import { maskDigits, REDACTED } from './redact'

/**
 * Redux DevTools sanitisers: support staff see the app's state and actions, never a phone
 * number, card number, session or device id, captcha or SMS code. Fetched only when DevTools are
 * turned on (./devtools.ts).
 */
const SENSITIVE_KEY =
  /^(phone|mobile|tel|telephone|msisdn|cardNo|card_no|cardNumber|card_number|bankNode|accountNo|account_no|sessionId|session_id|sid|deviceId|device_id|advertisingId|advertising_id|user_id|userId|owner|captcha|capcode|captchaText|smsCode|sms_code|verifyCode|verify_code|code_sms|password|pin|otp|repayToken|idNumber|id_number)$/i

/** Containers of what the borrower sent: there `code` is an SMS or deletion code, not a reply code. */
const REQUEST_CONTAINERS = new Set(['originalArgs', 'body', 'params', 'arg'])

/**
 * Containers of the shell's session under names the app does not know (a `token`, a `uid`, the
 * clients' header values): every value in them is redacted, whatever its key.
 */
const SHELL_CONTAINERS = new Set(['extra', 'headers', 'commonParams', 'clientValues'])

/** Deeply redacts sensitive keys and digit runs; safe on cycles and deep trees. */
export function sanitize(value: unknown, seen = new WeakSet<object>(), depth = 0, inRequest = false): unknown {
  if (typeof value === 'string') return maskDigits(value)
  if (value === null || typeof value !== 'object') return value
  if (depth > 12) return '[deep]'
  if (seen.has(value)) return '[cycle]'
  seen.add(value)
  if (typeof Blob !== 'undefined' && value instanceof Blob) return `[Blob ${value.size} bytes]`
  if (typeof FormData !== 'undefined' && value instanceof FormData) return '[FormData]'
  if (Array.isArray(value)) return value.map((v) => sanitize(v, seen, depth + 1, inRequest))
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) {
    const secret = SENSITIVE_KEY.test(k) || (inRequest && k === 'code')
    if (SHELL_CONTAINERS.has(k) && v && typeof v === 'object' && !Array.isArray(v)) {
      out[k] = Object.fromEntries(Object.keys(v).map((name) => [name, REDACTED]))
      continue
    }
    out[k] =
      secret && v !== '' && v !== null && v !== undefined ? REDACTED : sanitize(v, seen, depth + 1, inRequest || REQUEST_CONTAINERS.has(k))
  }
  return out
}

/** DevTools action sanitiser. */
export function actionSanitizer<A extends Action>(action: A): A {
  return sanitize(action) as A
}

/** DevTools state sanitiser. */
export function stateSanitizer<S>(state: S): S {
  return sanitize(state) as S
}
