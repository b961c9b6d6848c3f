import type { AliasMap } from '@src/config/aliases'
import { config } from '@src/config/env'
import { clientHeaders, type ClientKind } from '@src/lender/clients'
import type { Lang } from '@src/i18n/index'
import { commonParamsOf, type SessionState } from './session'
import { wireSettings, type OkCodes, type WireRequest, type WireSettings } from '@src/lender/wire'

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
  /** Codes that mean success: 0 by default; some calls use '00'; 'any' 2xx for calls whose answer is ignored (tracking). */
  ok?: OkCodes
  /** Loan calls act only when the answer says success: true (SPEC 7); a missing flag then fails. */
  requireSuccess?: boolean
  client?: ClientKind
  headers?: Record<string, string>
  timeoutMs?: number
  /** An alias map for this call (the legacy obfuscated endpoints); defaults to the configured one. */
  aliases?: AliasMap
}

/**
 * An endpoint's arguments as the wire module sends them under the store's session (SPEC 7 shared
 * request behaviour: its common parameters; the JSON and form clients' headers from the page's
 * query): the one mapping, used by the base query and by a screen's first call sent ahead of it
 * (`sendAhead`, src/app/firstCall.ts), so that call is byte for byte the request the screen will send.
 */
export function toWireRequest(args: ApiArgs, session: Pick<SessionState, 'params' | 'lang'> | undefined): { req: WireRequest; settings: WireSettings } {
  const commonParams = session ? { ...commonParamsOf(session.params), ...languageParams(session.lang) } : {}
  const search = typeof location !== 'undefined' ? location.search : ''
  const settings: WireSettings = { ...wireSettings(), aliases: args.aliases ?? config.aliases, timeoutMs: args.timeoutMs ?? config.requestTimeoutMs }
  const client = args.client ?? 'default'
  // The Idempotency-Key header goes through the wire module, which sends it only where the API accepts it.
  const language: Record<string, string> = session?.lang ? { 'Accept-Language': session.lang } : {}
  const { 'Idempotency-Key': idempotencyKey, ...headers } = { ...language, ...clientHeaders(client, search), ...args.headers }
  const req: WireRequest = {
    method: args.method ?? 'POST',
    path: args.url,
    commonParams,
    params: args.params,
    body: args.body,
    json: client === 'json',
    headers,
    idempotencyKey,
    ok: args.ok ?? [0],
    requireSuccess: args.requireSuccess,
  }
  return { req, settings }
}

/**
 * The borrower's language as a common parameter (config.langParam, 'lang' by default), so the
 * lender answers in it: statuses, row labels, complaint types, the bank form (issue 26). The wire
 * module says it in Accept-Language too. Empty when no parameter is configured.
 */
export function languageParams(lang: Lang | undefined): Record<string, string> {
  return config.langParam && lang ? { [config.langParam]: lang } : {}
}
