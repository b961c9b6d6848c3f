import { aliasKeys, aliasPath, readField, unaliasDeep, type AliasMap } from '../config/aliases'
import { toQueryString, type QueryValue } from '../lib/query'
import { toBlob } from './bytes'
import type { Failure, OkCodes, Params } from './types'

/**
 * The queue's own small sender (RTK Query does not exist in the service worker). It builds
 * requests exactly like store/baseQuery.ts: base + path, common params then the call's params
 * in the query string, form-encoded POST bodies, multipart for uploads.
 */
export type SenderOptions = {
  apiBase: string
  /** Origin used to resolve a relative apiBase (the page's or the worker's). */
  origin: string
  segment: string
  aliases: AliasMap
  timeoutMs: number
  fetch?: typeof fetch
}

export type FilePart = { field: string; name: string; type: string; bytes: ArrayBuffer }

export type OutboxRequest = {
  /** Overrides the sender's apiBase (the page's runtime configuration at enqueue time). */
  apiBase?: string
  method: 'GET' | 'POST'
  path: string
  commonParams: Params
  params?: Params
  body?: Params
  file?: FilePart
  idempotencyKey: string
  ok: OkCodes
}

/** What an attempt came to, and so what the queue does next. */
export type Outcome =
  | { kind: 'ok'; data: unknown }
  /** Network error, timeout, 5xx, 408, 429 or an unreadable answer: back off and retry. */
  | { kind: 'retry'; failure: Failure; retryAfterMs?: number }
  /** 409: this request conflicts for now (e.g. the same key still being processed); retry later. */
  | { kind: 'conflict'; failure: Failure }
  /** Any other 4xx or a business code: shown in the failed list, never retried by itself. */
  | { kind: 'rejected'; failure: Failure }

export type Sender = (req: OutboxRequest) => Promise<Outcome>

/** The request URL, built as the base query builds it. */
export function requestUrl(req: Pick<OutboxRequest, 'path' | 'commonParams' | 'params' | 'apiBase'>, o: Pick<SenderOptions, 'apiBase' | 'origin' | 'segment' | 'aliases'>): string {
  const path = aliasPath(o.aliases, req.path).split('{segment}').join(o.segment)
  const apiBase = req.apiBase || o.apiBase
  const base = /^https?:\/\//.test(apiBase) ? apiBase : new URL(apiBase, o.origin).href
  const url = new URL(base.replace(/\/$/, '') + path)
  for (const [k, v] of Object.entries(aliasKeys(o.aliases, req.commonParams))) url.searchParams.append(k, String(v ?? ''))
  for (const [k, v] of Object.entries(aliasKeys(o.aliases, req.params ?? {}))) if (v !== undefined && v !== null) url.searchParams.append(k, String(v))
  return url.href
}

function retryAfter(res: Response): number | undefined {
  const h = res.headers.get('retry-after')
  if (!h) return undefined
  const s = Number(h)
  if (Number.isFinite(s)) return Math.max(0, s * 1000)
  const at = Date.parse(h)
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : undefined
}

function messageOf(json: unknown, aliases: AliasMap): string {
  if (!json || typeof json !== 'object') return ''
  const m = readField(aliases, json as Record<string, unknown>, 'message') ?? (json as Record<string, unknown>).msg
  return typeof m === 'string' ? m : typeof m === 'number' ? String(m) : ''
}

/** Reads an answer the way the base query does, and says what the queue should do with it. */
export async function classify(res: Response, ok: OkCodes, aliases: AliasMap): Promise<Outcome> {
  const raw = await res.text().catch(() => '')
  let json: unknown
  try {
    json = raw ? JSON.parse(raw) : undefined
  } catch {
    json = undefined
  }
  const status = res.status
  if (!res.ok) {
    const failure: Failure = { kind: 'http', status, message: messageOf(json, aliases) }
    if (status >= 500 || status === 408 || status === 429) return { kind: 'retry', failure, retryAfterMs: retryAfter(res) }
    if (status === 409) return { kind: 'conflict', failure }
    return { kind: 'rejected', failure }
  }
  if (ok === 'any') return { kind: 'ok', data: json ?? null }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    // A captive portal or proxy page: not the lender's answer, so try again later.
    return { kind: 'retry', failure: { kind: 'malformed', status, message: '' } }
  }
  const env = json as Record<string, unknown>
  const code = readField(aliases, env, 'code')
  const success = readField(aliases, env, 'success')
  if (code !== undefined && code !== null && ok.map(String).includes(String(code)) && success !== false) {
    return { kind: 'ok', data: unaliasDeep(aliases, readField(aliases, env, 'data')) ?? null }
  }
  return { kind: 'rejected', failure: { kind: 'business', code: code == null ? '' : String(code), message: messageOf(env, aliases) } }
}

/** Creates the sender. It never throws: every failure becomes an Outcome. */
export function createSender(o: SenderOptions): Sender {
  return async (req) => {
    const doFetch = o.fetch ?? globalThis.fetch.bind(globalThis)
    const headers: Record<string, string> = { Accept: 'application/json', 'Idempotency-Key': req.idempotencyKey }
    let body: BodyInit | undefined
    if (req.method === 'POST') {
      if (req.file) {
        // Rebuilt from the stored bytes at every attempt; the browser sets the multipart boundary.
        const form = new FormData()
        for (const [k, v] of Object.entries(aliasKeys(o.aliases, req.body ?? {}))) form.append(k, String(v))
        form.append(req.file.field, toBlob(req.file.bytes, req.file.type, req.file.name), req.file.name)
        body = form
      } else {
        body = toQueryString(aliasKeys(o.aliases, req.body ?? {}) as Record<string, QueryValue>)
        headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8'
      }
    }
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, o.timeoutMs)
    try {
      const res = await doFetch(requestUrl(req, o), { method: req.method, headers, body, credentials: 'same-origin', signal: controller.signal })
      return await classify(res, req.ok, o.aliases)
    } catch (e) {
      if (timedOut) return { kind: 'retry', failure: { kind: 'timeout', message: '' } }
      return { kind: 'retry', failure: { kind: 'network', message: e instanceof Error ? e.message : '' } }
    } finally {
      clearTimeout(timer)
    }
  }
}
