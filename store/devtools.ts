import type { Action } from '@reduxjs/toolkit'

/**
 * Redux DevTools sanitisers: support staff see the app's state and actions, never a phone
 * number, card number, session or device id, captcha or SMS code.
 */
export const REDACTED = '[redacted]'

const SENSITIVE_KEY = /^(phone|mobile|tel|telephone|msisdn|cardNo|card_no|cardNumber|card_number|bankNode|accountNo|account_no|sessionId|session_id|sid|deviceId|device_id|advertisingId|advertising_id|captcha|capcode|captchaText|smsCode|sms_code|verifyCode|verify_code|code_sms|password|pin|otp|repayToken|idNumber|id_number)$/i
/** Runs of 9+ digits (optionally spaced or dashed) look like phone or card numbers. */
const LONG_DIGITS = /(?:\+?\d[\s-]?){9,}/g

/** Masks long digit runs inside free text, keeping the last 2 digits for support. */
export function maskDigits(s: string): string {
  return s.replace(LONG_DIGITS, (m) => {
    const digits = m.replace(/\D/g, '')
    return `${'*'.repeat(Math.max(0, digits.length - 2))}${digits.slice(-2)}${/\s$/.test(m) ? ' ' : ''}`
  })
}

/** Containers of what the borrower sent: there `code` is an SMS or deletion code, not a reply code. */
const REQUEST_CONTAINERS = new Set(['originalArgs', 'body', 'params', 'arg'])

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
    out[k] = secret && v !== '' && v !== null && v !== undefined ? REDACTED : sanitize(v, seen, depth + 1, inRequest || REQUEST_CONTAINERS.has(k))
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

/** DevTools are on in development, and in production only with the support flag. */
export function devtoolsEnabled(isDev: boolean, supportFlag: boolean): boolean {
  return isDev || supportFlag
}
