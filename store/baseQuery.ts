import { nanoid } from '@reduxjs/toolkit'
import type { BaseQueryFn } from '@reduxjs/toolkit/query'
import { aliasKeys, aliasPath, readField, unaliasDeep, type AliasMap } from '@src/config/aliases'
import { config } from '@src/config/env'
import { common } from '@src/i18n/common'
import { translator, type Lang } from '@src/i18n/index'
import { toQueryString } from '@src/lib/query'
import { ClientError, clientHeaders, fetchWithTimeout, type ClientKind } from './clients'
import type { ApiError } from './errors'
import { commonParamsOf, type SessionState } from './session'
import { loadingEnded, loadingStarted, toastShown } from './ui'

type Primitive = string | number | boolean | null | undefined

/** What an endpoint's `query` returns. */
export type ApiArgs = {
  /** Path after the base prefix; `{segment}` is replaced by the configured market segment. */
  url: string
  method?: 'GET' | 'POST'
  /** POST payload: sent as a form-style query string, or as multipart when a FormData. */
  body?: Record<string, Primitive> | FormData
  /** GET request parameters, placed after the common parameters. */
  params?: Record<string, Primitive>
  /** Codes that mean success: 0 by default; some calls use '00'. */
  ok?: ReadonlyArray<string | number>
  /** Loan calls act only when the answer says success: true (SPEC 7); a missing flag then fails. */
  requireSuccess?: boolean
  /** Shows a loading toast with this text for the call's duration. */
  loadingText?: string
  /** Do not toast the server message on a business failure (the screen shows it itself). */
  silent?: boolean
  client?: ClientKind
  headers?: Record<string, string>
  timeoutMs?: number
  /** An alias map for this call (the legacy obfuscated endpoints); defaults to the configured one. */
  aliases?: AliasMap
}

type StateWithSession = { session: SessionState }

/** Builds the request URL: base + path, then common params, then the call's own params. */
export function buildUrl(args: Pick<ApiArgs, 'url' | 'params'>, commonParams: Record<string, string>, aliases: AliasMap, origin: string): string {
  const path = aliasPath(aliases, args.url).split('{segment}').join(config.segment)
  const base = /^https?:\/\//.test(config.apiBase) ? config.apiBase : new URL(config.apiBase, origin).href
  const url = new URL(base.replace(/\/$/, '') + path)
  for (const [k, v] of Object.entries(aliasKeys(aliases, commonParams))) url.searchParams.append(k, String(v ?? ''))
  for (const [k, v] of Object.entries(aliasKeys(aliases, args.params ?? {}))) if (v !== undefined && v !== null) url.searchParams.append(k, String(v))
  return url.href
}

/**
 * The one base query (SPEC 7 shared request behaviour): adds the common client parameters,
 * encodes the body, applies the alias map, unwraps code/data/message, toasts failures and
 * shows the loading text. Business failures, HTTP errors, timeouts and network failures all
 * come back as an ApiError; nothing throws out of here.
 */
export const baseQuery: BaseQueryFn<ApiArgs, unknown, ApiError, object, { message: string }> = async (args, api) => {
  const state = api.getState() as StateWithSession
  const lang: Lang = state.session?.lang ?? 'en'
  const t = translator(common, lang)
  const aliases = args.aliases ?? config.aliases
  const method = args.method ?? 'POST'
  const client = args.client ?? 'default'
  const origin = typeof location !== 'undefined' ? location.origin : 'http://127.0.0.1'
  const url = buildUrl(args, state.session ? commonParamsOf(state.session.params) : {}, aliases, origin)

  const headers: Record<string, string> = { Accept: 'application/json', ...clientHeaders(client, typeof location !== 'undefined' ? location.search : ''), ...args.headers }
  let body: BodyInit | undefined
  if (method === 'POST') {
    if (args.body instanceof FormData) {
      body = args.body
      delete headers['Content-Type']
    } else {
      const payload = aliasKeys(aliases, args.body ?? {}) as Record<string, Primitive>
      body = client === 'json' ? JSON.stringify(payload) : toQueryString(payload)
      if (client !== 'json') headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8'
    }
  }

  const loadingId = args.loadingText ? nanoid() : null
  if (loadingId) api.dispatch(loadingStarted({ id: loadingId, text: args.loadingText! }))
  try {
    let res: Response
    try {
      res = await fetchWithTimeout(url, { method, headers, body, credentials: 'same-origin' }, args.timeoutMs ?? config.requestTimeoutMs, api.signal)
    } catch (e) {
      const kind = e instanceof ClientError && e.kind === 'timeout' ? 'timeout' : 'network'
      return { error: { kind, message: kind === 'timeout' ? t('timeoutError') : t('networkError') } }
    }
    const raw = await res.text().catch(() => '')
    let json: unknown
    try {
      json = raw ? JSON.parse(raw) : undefined
    } catch {
      json = undefined
    }
    if (!res.ok) {
      return { error: { kind: 'http', status: res.status, message: res.status >= 500 ? t('serverError') : readMessage(json, aliases) || t('serverError') } }
    }
    if (json === null || typeof json !== 'object' || Array.isArray(json)) {
      return { error: { kind: 'malformed', message: t('malformedError') } }
    }
    const envelope = json as Record<string, unknown>
    const code = readField(aliases, envelope, 'code')
    const data = unaliasDeep(aliases, readField(aliases, envelope, 'data'))
    const success = readField(aliases, envelope, 'success')
    const okCodes = (args.ok ?? [0]).map(String)
    const successOk = args.requireSuccess ? success === true : success !== false
    if (code !== undefined && code !== null && okCodes.includes(String(code)) && successOk) {
      return { data: data ?? null, meta: { message: readMessage(envelope, aliases) } }
    }
    const message = readMessage(envelope, aliases) || t('serverError')
    if (!args.silent) api.dispatch(toastShown(message, { kind: 'error' }))
    return { error: { kind: 'business', code: code === undefined || code === null ? '' : String(code), message, data } }
  } finally {
    if (loadingId) api.dispatch(loadingEnded(loadingId))
  }
}

function readMessage(json: unknown, aliases: AliasMap): string {
  if (!json || typeof json !== 'object') return ''
  const m = readField(aliases, json as Record<string, unknown>, 'message') ?? (json as Record<string, unknown>).msg
  return typeof m === 'string' ? m : typeof m === 'number' ? String(m) : ''
}
