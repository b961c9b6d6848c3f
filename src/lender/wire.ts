import { aliasKeys, type AliasMap, aliasPath, readField, unaliasDeep } from '../config/aliases'
import { config } from '../config/env'
import { isSessionExpired } from '../config/sessionExpiry'
import { toQueryString } from '../lib/query'
import { clientHeaders, type ClientKind } from './clients'

/**
 * The one wire module (SPEC 7 shared request behaviour), with no React and no Redux in it: the
 * base query (store/baseQuery.ts), the landing's calls and the outbox sender (page and service
 * worker alike) send a call's request as its descriptor gives it (src/lender/call.ts
 * `requestFor`), with what the session adds (`RequestContext`, assembled by store/requestContext.ts
 * `requestContext`), so a replay sends exactly what the page would and reads the answer the same way.
 */

type Primitive = string | number | boolean | null | undefined

/** What a request needs from the deployment. Plain data: it travels with each outbox entry to the worker. */
export type WireSettings = {
  apiBase: string
  segment: string
  aliases: AliasMap
  timeoutMs: number
  /** Whether the API accepts an `Idempotency-Key` header (its CORS answer lists it); off: the header is never sent. */
  idempotencyKey: boolean
  /** When the outbox gives up on an entry after server errors (travels with it, so the worker uses the page's). */
  poison?: { serverErrors: number; maxAgeMs: number }
  /**
   * Whether requests say the borrower's language in Accept-Language (a wire extra, off by default:
   * docs/wire-extras.md). This module is its one writer, for the page's calls and the replays alike.
   */
  acceptLanguage?: boolean
  /** The borrower's language when the request was made ('en', 'sw'); sent only under `acceptLanguage`. */
  language?: string
}

/** The settings of this context now (page: including the shell's runtime override). */
export function wireSettings(): WireSettings {
  return {
    apiBase: config.apiBase,
    segment: config.segment,
    aliases: config.aliases,
    timeoutMs: config.requestTimeoutMs,
    idempotencyKey: config.idempotencyKey,
    poison: config.outboxPoison,
    acceptLanguage: config.acceptLanguage,
  }
}

/** Which answers count as success: envelope codes, or 'any' 2xx (fire-and-forget tracking GETs). */
export type OkCodes = readonly (string | number)[] | 'any'

/** A call's request: what its descriptor gives for its arguments (src/lender/call.ts `requestFor`), sent as it is. */
export type CallRequest = {
  /** Path after the base prefix; `{segment}` is replaced by the configured market segment. */
  url: string
  /** POST when not said. */
  method?: 'GET' | 'POST'
  /** POST payload: sent as a form-style query string (JSON for the JSON client), or as multipart when a FormData. */
  body?: Record<string, Primitive> | FormData
  /** GET request parameters, placed after the common parameters. */
  params?: Record<string, Primitive>
  /** Codes that mean success: 0 by default; some calls use '00'; 'any' 2xx for calls whose answer is ignored (tracking). */
  ok?: OkCodes
  /** Loan calls act only when the answer says success: true (SPEC 7); a missing flag then fails. */
  requireSuccess?: boolean
  /** SPEC 7's JSON or form client: their marker, content type and two headers from the session. */
  client?: ClientKind
  /** Sent as `Idempotency-Key` only where the settings say the API accepts it. */
  idempotencyKey?: string
  timeoutMs?: number
  /** An alias map for this call (the legacy obfuscated endpoints); defaults to the settings' one. */
  aliases?: AliasMap
}

/**
 * What a session adds to every request (SPEC 7 shared request behaviour). Assembled in one place,
 * store/requestContext.ts, for the page's calls, the landing's and the outbox's; an outbox
 * entry keeps the page's common parameters and settings, so its replay (page or worker) sends them.
 */
export type RequestContext = {
  /** The deployment's settings, with the borrower's language. */
  settings: WireSettings
  /** The common parameters, the language parameter included where the deployment names one. */
  commonParams: Record<string, string>
  /** The values the JSON and form clients send as headers (SPEC 7: building, gather, swift, eyes). */
  clientValues?: Record<string, string>
}

/** What one exchange came to. Never thrown: every failure is a value. */
export type WireResult =
  | { kind: 'ok'; data: unknown; message: string }
  | { kind: 'business'; code: string; message: string; data: unknown; sessionExpired: boolean }
  | { kind: 'http'; status: number; message: string; retryAfterMs?: number; sessionExpired: boolean }
  /** The request may or may not have reached the server (connection lost). */
  | { kind: 'network'; message: string }
  /** No complete answer within the timeout (headers or body): the server may have acted on it. */
  | { kind: 'timeout'; message: string }
  /** 2xx that is not the lender's JSON envelope (a captive portal, a proxy page). */
  | { kind: 'malformed'; status: number; message: string }
  | { kind: 'aborted'; message: string }

/** Builds the request URL: base + (aliased) path, then the common params, then the call's own. */
export function buildUrl(
  req: Pick<CallRequest, 'url' | 'params' | 'aliases'>,
  session: Pick<RequestContext, 'commonParams'> & { settings: Pick<WireSettings, 'apiBase' | 'segment' | 'aliases'> },
  origin: string,
): string {
  const { apiBase, segment } = session.settings
  const aliases = req.aliases ?? session.settings.aliases
  const path = aliasPath(aliases, req.url).split('{segment}').join(segment)
  const base = /^https?:\/\//.test(apiBase) ? apiBase : new URL(apiBase, origin).href
  const url = new URL(base.replace(/\/$/, '') + path)
  for (const [k, v] of Object.entries(aliasKeys(aliases, session.commonParams))) url.searchParams.append(k, String(v ?? ''))
  for (const [k, v] of Object.entries(aliasKeys(aliases, req.params ?? {})))
    if (v !== undefined && v !== null) url.searchParams.append(k, String(v))
  return url.href
}

/** The body and the headers it needs (aliases applied to field names). */
function buildBody(req: CallRequest, aliases: AliasMap): { body?: BodyInit; contentType?: string } {
  if ((req.method ?? 'POST') !== 'POST') return {}
  if (typeof FormData !== 'undefined' && req.body instanceof FormData) return { body: req.body }
  const payload = aliasKeys(aliases, (req.body as Record<string, Primitive> | undefined) ?? {}) as Record<string, Primitive>
  if (req.client === 'json') return { body: JSON.stringify(payload), contentType: 'application/json;charset=UTF-8' }
  return { body: toQueryString(payload), contentType: 'application/x-www-form-urlencoded;charset=UTF-8' }
}

/** The envelope's message (`message`, aliased, or `msg`), '' when none. */
export function readMessage(json: unknown, aliases: AliasMap): string {
  if (!json || typeof json !== 'object') return ''
  const m = readField(aliases, json as Record<string, unknown>, 'message') ?? (json as Record<string, unknown>).msg
  return typeof m === 'string' ? m : typeof m === 'number' ? String(m) : ''
}

function parseJson(raw: string): unknown {
  try {
    return raw ? JSON.parse(raw) : undefined
  } catch {
    return undefined
  }
}

function retryAfter(res: Response, now: number): number | undefined {
  const h = res.headers.get('retry-after')
  if (!h) return undefined
  const s = Number(h)
  if (Number.isFinite(s)) return Math.max(0, s * 1000)
  const at = Date.parse(h)
  return Number.isFinite(at) ? Math.max(0, at - now) : undefined
}

/** Reads a complete answer (status + body text) the way every caller must. */
export function readAnswer(
  status: number,
  raw: string,
  req: Pick<CallRequest, 'ok' | 'requireSuccess'>,
  aliases: AliasMap,
  res?: Response,
): WireResult {
  const json = parseJson(raw)
  if (status < 200 || status > 299) {
    const code = json && typeof json === 'object' ? readField(aliases, json as Record<string, unknown>, 'code') : undefined
    return {
      kind: 'http',
      status,
      message: readMessage(json, aliases),
      ...(res ? { retryAfterMs: retryAfter(res, Date.now()) } : {}),
      sessionExpired: isSessionExpired({ status, code: code as string | number | null | undefined }),
    }
  }
  const ok = req.ok ?? [0]
  if (ok === 'any') return { kind: 'ok', data: json ?? null, message: readMessage(json, aliases) }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return { kind: 'malformed', status, message: '' }
  const env = json as Record<string, unknown>
  const code = readField(aliases, env, 'code')
  const success = readField(aliases, env, 'success')
  const successOk = req.requireSuccess ? success === true : success !== false
  const message = readMessage(env, aliases)
  if (code !== undefined && code !== null && ok.map(String).includes(String(code)) && successOk) {
    return { kind: 'ok', data: unaliasDeep(aliases, readField(aliases, env, 'data')) ?? null, message }
  }
  const codeText = code === undefined || code === null ? '' : String(code)
  return {
    kind: 'business',
    code: codeText,
    message,
    data: unaliasDeep(aliases, readField(aliases, env, 'data')),
    sessionExpired: isSessionExpired({ code: codeText }),
  }
}

/**
 * fetch + read the body under ONE timer: a server that sends headers and then stalls the body
 * is a timeout too (a stalled body must not hang Send, Pay Now or Next).
 */
export async function fetchText(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  outer?: AbortSignal,
  doFetch: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<{ res: Response; text: string } | { failure: 'timeout' | 'network' | 'aborted'; message: string }> {
  const controller = new AbortController()
  let timedOut = false
  let rejectTimeout: (e: Error) => void = () => undefined
  // Some fetch polyfills ignore the signal while reading the body: the race settles it anyway.
  const timeout = new Promise<never>((_, reject) => (rejectTimeout = reject))
  timeout.catch(() => undefined)
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
    rejectTimeout(new Error('timeout'))
  }, timeoutMs)
  const onOuterAbort = () => controller.abort()
  outer?.addEventListener('abort', onOuterAbort)
  try {
    const res = await Promise.race([doFetch(url, { ...init, signal: controller.signal }), timeout])
    const text = await Promise.race([res.text(), timeout])
    return { res, text }
  } catch (e) {
    if (timedOut) return { failure: 'timeout', message: `timeout after ${timeoutMs} ms` }
    if (outer?.aborted) return { failure: 'aborted', message: 'aborted' }
    return { failure: 'network', message: e instanceof Error ? e.message : 'network error' }
  } finally {
    clearTimeout(timer)
    outer?.removeEventListener('abort', onOuterAbort)
  }
}

export type ExchangeOptions = { origin?: string; signal?: AbortSignal; fetch?: typeof fetch }

/**
 * A request ready to send: its URL and its fetch options, every header written here.
 *
 * Accept-Language has this one writer. On (the deployment's `acceptLanguage` extra) it is the
 * borrower's language alone, whether or not the language parameter is on too: the two extras are
 * independent, and both say the same language. Off (the default) the app writes none, whether or
 * not the language parameter is on: SPEC 7 names no language header, so the request carries only
 * what the browser adds to any fetch (its own locales); a lender that must answer in the
 * borrower's language gets the language parameter or this extra.
 */
export function prepareRequest(req: CallRequest, session: RequestContext, origin: string): { url: string; init: RequestInit } {
  const s = session.settings
  const url = buildUrl(req, session, origin)
  const { body, contentType } = buildBody(req, req.aliases ?? s.aliases)
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...clientHeaders(req.client ?? 'default', session.clientValues ?? {}),
  }
  // A safelisted CORS header with these values ('en', 'sw'): no preflight.
  if (s.acceptLanguage && s.language && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(s.language)) headers['Accept-Language'] = s.language
  // The header is a CORS "non-simple" header: an API that does not list it fails every preflight.
  if (s.idempotencyKey && req.idempotencyKey) headers['Idempotency-Key'] = req.idempotencyKey
  if (contentType) headers['Content-Type'] = contentType
  else if (body !== undefined) delete headers['Content-Type']
  return { url, init: { method: req.method ?? 'POST', headers, body, credentials: 'same-origin' } }
}

/** The origin relative API bases resolve against: the page's (the worker's), else a placeholder (tests). */
export const pageOrigin = () => (globalThis as { location?: { origin?: string } }).location?.origin ?? 'http://localhost'

const originOf = (opts: ExchangeOptions) => opts.origin ?? pageOrigin()

/** One request, start to finish: build, send, read the whole answer, classify. */
export async function exchange(req: CallRequest, session: RequestContext, opts: ExchangeOptions = {}): Promise<WireResult> {
  const { url, init } = prepareRequest(req, session, originOf(opts))
  const got = await fetchText(url, init, req.timeoutMs ?? session.settings.timeoutMs, opts.signal, opts.fetch)
  if ('failure' in got) return { kind: got.failure, message: got.message }
  return readAnswer(got.res.status, got.text, req, req.aliases ?? session.settings.aliases, got.res)
}
