import type { CallRequest } from '@src/lender/call'
import { config } from '@src/config/env'
import { clientHeaders } from '@src/lender/clients'
import type { Lang } from '@src/i18n/index'
import { commonParamsOf, type SessionState } from './session'
import { wireSettings, type WireRequest, type WireSettings } from '@src/lender/wire'

/** What an endpoint's `query` returns: a lender call's request (src/lender/call.ts). */
export type ApiArgs = CallRequest

/**
 * An endpoint's arguments as the wire module sends them under the store's session (SPEC 7 shared
 * request behaviour: its common parameters; the JSON and form clients' headers from the page's
 * query): the one mapping, used by the base query and the landing's thunks (sendRequest).
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
