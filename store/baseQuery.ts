import type { BaseQueryFn } from '@reduxjs/toolkit/query'
import type { AliasMap } from '@src/config/aliases'
import { config } from '@src/config/env'
import { common } from '@src/i18n/common'
import { translator } from '@src/i18n/index'
import { clientHeaders, type ClientKind } from './clients'
import type { ApiError } from './errors'
import type { EndpointFeedback } from './feedback'
import { commonParamsOf, type SessionState } from './session'
import { buildUrl as wireUrl, exchange, wireSettings, type WireRequest, type WireSettings } from './wire'

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
  client?: ClientKind
  headers?: Record<string, string>
  timeoutMs?: number
  /** An alias map for this call (the legacy obfuscated endpoints); defaults to the configured one. */
  aliases?: AliasMap
}

type StateWithSession = { session: SessionState }

/** Builds the request URL as every call does (kept for callers that link to the API). */
export function buildUrl(args: Pick<ApiArgs, 'url' | 'params'>, commonParams: Record<string, string>, aliases: AliasMap, origin: string): string {
  return wireUrl({ path: args.url, params: args.params, commonParams }, { ...wireSettings(), aliases }, origin)
}

/**
 * The one base query (SPEC 7 shared request behaviour): a thin adapter over store/wire.ts (URL,
 * body, aliases, envelope, the timeout covering the body). It only fetches: loading and failure
 * toasts are the feedback middleware's (store/feedback.ts), as each endpoint declares in its
 * `extraOptions`. An answer that says the session expired is marked `sessionExpired` for the
 * middleware that reacts to it. Business failures, HTTP errors, timeouts and network failures all
 * come back as an ApiError; nothing throws out of here.
 */
export const baseQuery: BaseQueryFn<ApiArgs, unknown, ApiError, EndpointFeedback, { message: string }> = async (args, api) => {
  const state = api.getState() as StateWithSession
  const t = translator(common, state.session?.lang ?? 'en')
  const settings: WireSettings = { ...wireSettings(), aliases: args.aliases ?? config.aliases, timeoutMs: args.timeoutMs ?? config.requestTimeoutMs }
  const method = args.method ?? 'POST'
  const client = args.client ?? 'default'
  // The Idempotency-Key header goes through the wire module, which sends it only where the API accepts it.
  const { 'Idempotency-Key': idempotencyKey, ...headers } = { ...clientHeaders(client, typeof location !== 'undefined' ? location.search : ''), ...args.headers }
  const req: WireRequest = {
    method,
    path: args.url,
    commonParams: state.session ? commonParamsOf(state.session.params) : {},
    params: args.params,
    body: args.body,
    json: client === 'json',
    headers,
    idempotencyKey,
    ok: args.ok ?? [0],
    requireSuccess: args.requireSuccess,
  }

  const res = await exchange(req, settings, { signal: api.signal })
  switch (res.kind) {
    case 'ok':
      return { data: res.data ?? null, meta: { message: res.message } }
    case 'timeout':
      return { error: { kind: 'timeout', message: t('timeoutError') } }
    case 'network':
    case 'aborted':
      return { error: { kind: 'network', message: t('networkError') } }
    case 'malformed':
      return { error: { kind: 'malformed', message: t('malformedError') } }
    case 'http':
      return {
        error: { kind: 'http', status: res.status, message: res.status >= 500 ? t('serverError') : res.message || t('serverError'), ...(res.sessionExpired ? { sessionExpired: true as const } : {}) },
      }
    case 'business':
      return { error: { kind: 'business', code: res.code, message: res.message || t('serverError'), data: res.data, ...(res.sessionExpired ? { sessionExpired: true as const } : {}) } }
  }
}
