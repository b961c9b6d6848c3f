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
 * request behaviour: its common parameters; the JSON and form clients' headers from the values
 * the shell passed, kept in the session): the one mapping, used by the base query and the landing's thunks (sendRequest).
 */
export function toWireRequest(
  args: ApiArgs,
  session: Pick<SessionState, 'params' | 'lang'> | undefined,
): { req: WireRequest; settings: WireSettings } {
  const commonParams = session ? sessionCommonParams(session) : {}
  const settings: WireSettings = {
    ...pageWireSettings(session),
    aliases: args.aliases ?? config.aliases,
    timeoutMs: args.timeoutMs ?? config.requestTimeoutMs,
  }
  const client = args.client ?? 'default'
  // The Idempotency-Key and Accept-Language headers go through the wire module, which sends them only where the settings say.
  const { 'Idempotency-Key': idempotencyKey, ...headers } = { ...clientHeaders(client, session?.params.headers ?? {}), ...args.headers }
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
 * The borrower's language as a common parameter, when the deployment names one (config.langParam,
 * a wire extra: docs/wire-extras.md), so the lender answers in it. Empty by default: SPEC 7 names
 * no such parameter.
 */
export function languageParams(lang: Lang | undefined): Record<string, string> {
  return config.langParam && lang ? { [config.langParam]: lang } : {}
}

/**
 * Every request's common parameters under the store's session: the one list the base query, the
 * landing's thunks and captcha, and the outbox (page and replays) send, so none adds its own.
 */
export function sessionCommonParams(session: Pick<SessionState, 'params' | 'lang'>): Record<string, string> {
  return { ...commonParamsOf(session.params), ...languageParams(session.lang) }
}

/** This page's wire settings with the borrower's language (sent only where the deployment turns Accept-Language on). */
export function pageWireSettings(session: Pick<SessionState, 'lang'> | undefined): WireSettings {
  return { ...wireSettings(), ...(session?.lang ? { language: session.lang } : {}) }
}
