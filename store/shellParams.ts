import { aliasField } from '@src/config/aliases'
import { config } from '@src/config/env'
import { type Lang, pickLang } from '@src/i18n/index'
import { CLIENT_HEADER_KEYS } from '@src/lender/clients'

import { isPageParam } from './pageParams'

/*
 * The shell's parameters: what the native app (or the test page) passes in the page URL or a
 * bridge message, read into the session (store/session.ts) and taken out of the address bar.
 */

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

/** The labels' default wire names, as the test page's shell passes them (a deployment renames them with its alias map). */
export const COMMON_PARAM_WIRE: Record<CommonKey, string> = {
  appVersion: 'app_version',
  deviceName: 'device_name',
  deviceId: 'device_id',
  osVersion: 'os_version',
  sessionId: 'session_id',
  advertisingId: 'advertising_id',
}

export const COMMON_KEYS = Object.keys(COMMON_PARAM_WIRE) as CommonKey[]
const HEADER_KEYS: ReadonlySet<string> = new Set(CLIENT_HEADER_KEYS)

/** The label a URL key stands for: its default wire name, its camel name, or the deployment's alias of it. */
function labelOf(key: string): CommonKey | undefined {
  return COMMON_KEYS.find((k) => key === COMMON_PARAM_WIRE[k] || key === k || key === aliasField(config.aliases, COMMON_PARAM_WIRE[k]))
}

/** Whether a URL key is the shell's (not the page's own): its session, its further parameters, its header values. */
const isShellKey = (key: string): boolean => !isPageParam(key)

/** A session with no shell parameters: before the shell's first word, and after a logout. */
export const noShellParams: SessionParams = {
  appVersion: '',
  deviceName: '',
  deviceId: '',
  osVersion: '',
  sessionId: '',
  advertisingId: '',
  extra: {},
  headers: {},
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
