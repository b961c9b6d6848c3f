import { createAction, type Action, type Middleware } from '@reduxjs/toolkit'

/**
 * Redux DevTools sanitisers: support staff see the app's state and actions, never a phone
 * number, card number, session or device id, captcha or SMS code.
 */
export const REDACTED = '[redacted]'

const SENSITIVE_KEY = /^(phone|mobile|tel|telephone|msisdn|cardNo|card_no|cardNumber|card_number|bankNode|accountNo|account_no|sessionId|session_id|sid|deviceId|device_id|advertisingId|advertising_id|user_id|userId|owner|captcha|capcode|captchaText|smsCode|sms_code|verifyCode|verify_code|code_sms|password|pin|otp|repayToken|idNumber|id_number)$/i
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

/** Support staff switch Redux DevTools on or off at run time (a shell message or the test page). */
export const devtoolsSwitched = createAction<boolean>('devtools/switched')

/** The parts of the Redux DevTools extension's `connect()` answer we use. */
type DevtoolsConnection = { init: (state: unknown) => void; send: (action: unknown, state: unknown) => void; unsubscribe?: () => void }
type DevtoolsExtension = { connect: (options: { name: string; maxAge?: number }) => DevtoolsConnection }

/** The extension as the browser offers it, if installed (remote debugging of a WebView included). */
export function devtoolsExtension(): DevtoolsExtension | undefined {
  const ext = (globalThis as { __REDUX_DEVTOOLS_EXTENSION__?: Partial<DevtoolsExtension> }).__REDUX_DEVTOOLS_EXTENSION__
  return ext && typeof ext.connect === 'function' ? (ext as DevtoolsExtension) : undefined
}

/**
 * DevTools switched on after the store was made, in a normal production build: the store's own
 * enhancer is fixed at creation, so this connects to the extension by hand. Everything sent
 * passes the same sanitisers, whatever asked for the connection.
 */
export function runtimeDevtoolsMiddleware(opts: { connectedAtStart: boolean; extension?: () => DevtoolsExtension | undefined }): Middleware {
  const find = opts.extension ?? devtoolsExtension
  return (api) => {
    let connection: DevtoolsConnection | null = null
    return (next) => (action) => {
      const result = next(action)
      if (devtoolsSwitched.match(action)) {
        if (action.payload && !connection && !opts.connectedAtStart) {
          const ext = find()
          connection = ext ? ext.connect({ name: 'Borrower web (support)', maxAge: 100 }) : null
          connection?.init(stateSanitizer(api.getState()))
        } else if (!action.payload && connection) {
          connection.unsubscribe?.()
          connection = null
        }
      }
      connection?.send(actionSanitizer(action as Action), stateSanitizer(api.getState()))
      return result
    }
  }
}
