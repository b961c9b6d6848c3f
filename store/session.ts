import type { Action, Middleware } from '@reduxjs/toolkit'

import { config } from '@src/config/env'
import { type Lang, pickLang } from '@src/i18n/index'
import { CLIENT_HEADER_KEYS } from '@src/lender/clients'
import { type WireSession, wireSettings } from '@src/lender/wire'

import { actionCreator } from './action'
import { borrowerKey, isBorrowerChange, ownerTag } from './borrower'

/** The common client parameters sent with every request (SPEC 7, shared request behaviour). */
export type SessionParams = {
  appVersion: string
  deviceName: string
  deviceId: string
  osVersion: string
  sessionId: string
  advertisingId: string
  /** The further parameters the native shell passes (config.shellParams); forwarded as-is. */
  extra: Record<string, string>
  /**
   * The JSON and form clients' header values (SPEC 7: building, gather, swift, eyes), read from
   * the shell's URL once and kept here: the address bar loses them at the first in-app navigation.
   */
  headers: Record<string, string>
}

/** The page-level ids the developer test page edits; used as defaults for links. */
export type SessionIds = { productId: string; orderId: string }

export type SessionState = { params: SessionParams; ids: SessionIds; lang: Lang }

/** Wire names of the common parameters, as the shell passes them in the URL and we send them. */
export const COMMON_PARAM_WIRE: Record<Exclude<keyof SessionParams, 'extra' | 'headers'>, string> = {
  appVersion: 'app_version',
  deviceName: 'device_name',
  deviceId: 'device_id',
  osVersion: 'os_version',
  sessionId: 'session_id',
  advertisingId: 'advertising_id',
}

/** Query keys that are the page's own, never a shell's further parameter, whatever the list says. */
const NOT_SHELL_EXTRA = new Set([
  'productId',
  'product_id',
  'orderId',
  'order_id',
  'lang',
  'source',
  'from',
  'problemId',
  'id',
  'amount',
  ...CLIENT_HEADER_KEYS,
])

/** The further shell parameters this deployment forwards (config.shellParams), the page's own keys left out. */
const shellExtraKeys = (): string[] =>
  config.shellParams.filter((k) => !NOT_SHELL_EXTRA.has(k) && !Object.values(COMMON_PARAM_WIRE).includes(k))

const emptyParams: SessionParams = {
  appVersion: '',
  deviceName: '',
  deviceId: '',
  osVersion: '',
  sessionId: '',
  advertisingId: '',
  extra: {},
  headers: {},
}

export function initialSession(
  browserLangs: readonly string[] = typeof navigator !== 'undefined' ? (navigator.languages ?? []) : [],
): SessionState {
  return { params: emptyParams, ids: { productId: '', orderId: '' }, lang: pickLang(null, browserLangs) }
}

/** Reads the shell's parameters from a URL query; only keys present are returned. */
export function shellParamsFromQuery(search: string): { params: Partial<SessionParams>; lang?: Lang } {
  const q = new URLSearchParams(search)
  const params: Partial<SessionParams> = {}
  for (const [key, wire] of Object.entries(COMMON_PARAM_WIRE) as [keyof typeof COMMON_PARAM_WIRE, string][]) {
    const v = q.get(wire) ?? q.get(key)
    if (v !== null) params[key] = v
  }
  const extra: Record<string, string> = {}
  for (const key of shellExtraKeys()) {
    const v = q.get(key)
    if (v !== null) extra[key] = v
  }
  if (Object.keys(extra).length) params.extra = extra
  const headers: Record<string, string> = {}
  for (const key of CLIENT_HEADER_KEYS) {
    const v = q.get(key)
    if (v !== null) headers[key] = v
  }
  if (Object.keys(headers).length) params.headers = headers
  const langParam = q.get('lang')
  return { params, lang: langParam ? pickLang(langParam) : undefined }
}

/**
 * The page URL's query without the shell's parameters that shellParamsFromQuery reads (session and
 * device ids, user id, the clients' header values...), or null when it has none. Once read into the store (persisted), they are
 * taken out of the address bar: an old WebView would otherwise send the session id in `Referer` to
 * a payment host that sets no Referrer-Policy (index.html also sets one).
 */
export function withoutShellParams(search: string): string | null {
  const q = new URLSearchParams(search)
  const shellKeys = [...Object.entries(COMMON_PARAM_WIRE).flat(), ...shellExtraKeys(), ...CLIENT_HEADER_KEYS]
  const present = shellKeys.filter((k) => q.has(k))
  if (!present.length) return null
  for (const k of present) q.delete(k)
  const rest = q.toString()
  return rest ? `?${rest}` : ''
}

/** The shell (URL, bridge) or the test page refreshed some parameters. */
export const paramsUpdated = actionCreator<Partial<SessionParams>>('session/paramsUpdated')
export const idsUpdated = actionCreator<Partial<SessionIds>>('session/idsUpdated')
export const langChanged = actionCreator<Lang>('session/langChanged')
/** Logging out or deleting the account forgets the session. */
export const sessionCleared = actionCreator('session/sessionCleared')

/**
 * A plain reducer, not `createSlice`: the public pages share it, and Redux Toolkit would bring
 * Immer to the landing's 100 KB budget (store/action.ts).
 */
export function sessionReducer(state: SessionState | undefined, action: Action): SessionState {
  const s = state ?? initialSession()
  if (paramsUpdated.match(action)) {
    const { extra, headers, ...rest } = action.payload
    const before = { sessionId: s.params.sessionId, extra: s.params.extra }
    const after = { sessionId: rest.sessionId ?? before.sessionId, extra: extra ? { ...before.extra, ...extra } : before.extra }
    const params = { ...s.params, ...rest, headers: { ...s.params.headers, ...headers } }
    // Another borrower: the previous one's extra parameters (user_id, channel...) are replaced, not merged.
    if (isBorrowerChange(before, after)) params.extra = { ...(extra ?? {}) }
    else if (extra) params.extra = { ...s.params.extra, ...extra }
    // A user_id names the session it came with: a new session without one is not known to be that user's.
    const newSession = rest.sessionId !== undefined && rest.sessionId !== s.params.sessionId
    if (newSession && extra?.user_id === undefined && params.extra.user_id !== undefined) {
      const { user_id: _gone, ...others } = params.extra
      params.extra = others
    }
    return { ...s, params }
  }
  if (idsUpdated.match(action)) return { ...s, ids: { ...s.ids, ...action.payload } }
  if (langChanged.match(action)) return s.lang === action.payload ? s : { ...s, lang: action.payload }
  if (sessionCleared.match(action)) return { ...s, params: emptyParams, ids: { productId: '', orderId: '' } }
  return s
}

/**
 * A borrower's data must go (logout, account deletion, two different user_ids): the outbox
 * entries, repayment info and extra session parameters of the previous borrower. Dispatched by
 * `borrowerGuard`; reducers of per-borrower data clear on it. The owners are tags (ownerTag), never
 * a session or user id: DevTools show every action.
 */
export const borrowerChanged = actionCreator<{ previous: string; next: string }>('session/borrowerChanged')

/** What the guard does with a departing borrower's outbox (the outbox code is loaded on demand). */
export type ForgetOutbox = (owner: string) => Promise<unknown>
const forgetOutboxDefault: ForgetOutbox = (owner) => import('@src/outbox/page').then((m) => m.getOutbox().clearOwner(owner)).catch(() => 0)

/**
 * Watches whose session it is. Only positive signals forget a borrower: logout or account
 * deletion (`sessionCleared`: the bridge's logout message dispatches it too) and two different
 * user_ids (`isBorrowerChange`). Then it dispatches `borrowerChanged` and forgets that borrower's
 * outbox. A new session id alone forgets nothing (store/borrower.ts).
 */
export function borrowerGuard(forgetOutbox: ForgetOutbox = forgetOutboxDefault): Middleware {
  return (api) => (next) => (action) => {
    const before = (api.getState() as { session?: SessionState }).session?.params
    const result = next(action)
    const after = (api.getState() as { session?: SessionState }).session?.params
    if (!before || !after) return result
    const previous = borrowerKey(before)
    const cleared = sessionCleared.match(action)
    if (previous && (cleared || (paramsUpdated.match(action) && isBorrowerChange(before, after)))) {
      api.dispatch(borrowerChanged({ previous: ownerTag(previous), next: cleared ? '' : ownerTag(borrowerKey(after)) }))
      void forgetOutbox(previous)
    }
    return result
  }
}

/** The common parameters as wire key/value pairs, in a stable order. */
function commonParamsOf(params: SessionParams): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, wire] of Object.entries(COMMON_PARAM_WIRE) as [keyof typeof COMMON_PARAM_WIRE, string][]) out[wire] = params[key] ?? ''
  for (const [k, v] of Object.entries(params.extra ?? {})) if (!(k in out)) out[k] = v
  return out
}

/**
 * What this session adds to every request: the common parameters, the language parameter (a wire
 * extra, config.langParam: SPEC 7 names none, so empty by default), the JSON and form clients'
 * header values, and this context's wire settings with the borrower's language (Accept-Language,
 * where the deployment turns it on). The one place they are assembled: the base query, the
 * landing's calls and captcha, and the outbox (its page sends, and each entry it keeps for the
 * worker's replays) all take them from here.
 */
export function sessionWire(session: Pick<SessionState, 'params' | 'lang'> | undefined): WireSession {
  if (!session) return { settings: wireSettings(), commonParams: {} }
  const language: Record<string, string> = config.langParam && session.lang ? { [config.langParam]: session.lang } : {}
  return {
    settings: { ...wireSettings(), ...(session.lang ? { language: session.lang } : {}) },
    commonParams: { ...commonParamsOf(session.params), ...language },
    clientValues: session.params.headers ?? {},
  }
}
