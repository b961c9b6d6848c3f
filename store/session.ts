import type { Action, Middleware } from '@reduxjs/toolkit'

import { aliasField } from '@src/config/aliases'
import { config } from '@src/config/env'
import { type Lang, pickLang } from '@src/i18n/index'
import { CLIENT_HEADER_KEYS } from '@src/lender/clients'
import { type WireSession, wireSettings } from '@src/lender/wire'

import { actionCreator } from './action'
import { borrowerKey, isBorrowerChange, ownerTag } from './borrower'
import { isPageParam } from './pageParams'

/** The session labels of SPEC 2's test page: what a shell may send, under these names by default. */
export type CommonKey = 'appVersion' | 'deviceName' | 'deviceId' | 'osVersion' | 'sessionId' | 'advertisingId'

/** The shell's session (SPEC 7: the common client parameters), kept per borrower session. */
export type SessionParams = Record<CommonKey, string> & {
  /** Every further parameter the shell passed, under its own name (a token, a channel, a user id); sent as-is. */
  extra: Record<string, string>
  /**
   * The JSON and form clients' header values (SPEC 7: building, gather, swift, eyes), read from
   * the shell's URL once and kept here: the address bar loses them at the first in-app navigation.
   */
  headers: Record<string, string>
  /** The name a label arrived under when it is not the default one (a shell's `deviceId`): sent back under it. */
  names?: Partial<Record<CommonKey, string>>
}

/** The page-level ids the developer test page edits; used as defaults for links. */
export type SessionIds = { productId: string; orderId: string }

export type SessionState = { params: SessionParams; ids: SessionIds; lang: Lang }

/** The labels' default wire names, as the test page's shell passes them (a deployment renames them with its alias map). */
export const COMMON_PARAM_WIRE: Record<CommonKey, string> = {
  appVersion: 'app_version',
  deviceName: 'device_name',
  deviceId: 'device_id',
  osVersion: 'os_version',
  sessionId: 'session_id',
  advertisingId: 'advertising_id',
}

const COMMON_KEYS = Object.keys(COMMON_PARAM_WIRE) as CommonKey[]
const HEADER_KEYS: ReadonlySet<string> = new Set(CLIENT_HEADER_KEYS)

/** The label a URL key stands for: its default wire name, its camel name, or the deployment's alias of it. */
function labelOf(key: string): CommonKey | undefined {
  return COMMON_KEYS.find((k) => key === COMMON_PARAM_WIRE[k] || key === k || key === aliasField(config.aliases, COMMON_PARAM_WIRE[k]))
}

/** Whether a URL key is the shell's (not the page's own): its session, its further parameters, its header values. */
const isShellKey = (key: string): boolean => !isPageParam(key)

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

/** What the shell's URL or message says of its session; `replace`: it is the whole session, not a refresh. */
export type SessionUpdate = Partial<SessionParams> & { replace?: boolean }

/**
 * Reads the shell's session from a URL query: every key that is not the page's own
 * (store/pageParams.ts), under its own name. The test page's labels are recognised by their
 * default, camel or aliased name; anything else is a further parameter; nothing is invented.
 */
export function shellParamsFromQuery(search: string): { params: SessionUpdate; lang?: Lang } {
  const q = new URLSearchParams(search)
  const params: SessionUpdate = {}
  const extra: Record<string, string> = {}
  const headers: Record<string, string> = {}
  const names: Partial<Record<CommonKey, string>> = {}
  for (const key of new Set(q.keys())) {
    if (!isShellKey(key)) continue
    const v = q.get(key) ?? ''
    const label = labelOf(key)
    if (HEADER_KEYS.has(key)) headers[key] = v
    else if (label) {
      params[label] = v
      if (key === label) names[label] = key
    } else extra[key] = v
  }
  if (Object.keys(extra).length) params.extra = extra
  if (Object.keys(headers).length) params.headers = headers
  if (Object.keys(names).length) params.names = names
  const langParam = q.get('lang')
  return { params, lang: langParam ? pickLang(langParam) : undefined }
}

/**
 * The page URL's query without the shell's parameters (every key that is not the page's own), or
 * null when it has none. Once read into the store (persisted), they are taken out of the address
 * bar: an old WebView would otherwise send the session id or a token in `Referer` to a payment
 * host that sets no Referrer-Policy (index.html also sets one).
 */
export function withoutShellParams(search: string): string | null {
  const q = new URLSearchParams(search)
  const present = [...new Set(q.keys())].filter(isShellKey)
  if (!present.length) return null
  for (const k of present) q.delete(k)
  const rest = q.toString()
  return rest ? `?${rest}` : ''
}

/** The shell (URL, bridge) or the test page refreshed some parameters. */
export const paramsUpdated = actionCreator<SessionUpdate>('session/paramsUpdated')
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
    const { extra, headers, names, replace, ...rest } = action.payload
    const base = replace ? emptyParams : s.params
    const newSession = rest.sessionId !== undefined && rest.sessionId !== s.params.sessionId
    const borrowerChange = isBorrowerChange(s.params, { sessionId: s.params.sessionId, extra: { ...s.params.extra, ...extra } })
    // A new session's (or another borrower's) further parameters and header values are the ones it
    // came with: a token or user id of the previous session is never sent under the next one.
    const fresh = replace || newSession || borrowerChange
    const params: SessionParams = {
      ...base,
      ...rest,
      extra: fresh ? { ...extra } : { ...base.extra, ...extra },
      headers: fresh ? { ...headers } : { ...base.headers, ...headers },
      names: { ...(replace ? {} : base.names), ...names },
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

/** The common parameters as wire key/value pairs: what the shell gave, under its names; nothing empty. */
function commonParamsOf(params: SessionParams): Record<string, string> {
  const out: Record<string, string> = {}
  for (const key of COMMON_KEYS) {
    const v = params[key]
    if (v) out[params.names?.[key] ?? COMMON_PARAM_WIRE[key]] = v
  }
  for (const [k, v] of Object.entries(params.extra ?? {})) if (v && !(k in out)) out[k] = v
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
