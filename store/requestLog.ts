import type { BaseQueryApi, BaseQueryFn } from '@reduxjs/toolkit/query'

import { config } from '@src/config/env'
import type { ApiError } from '@src/lender/errors'
import { whenIdle } from '@src/lib/whenIdle'

import { maskDigits } from './devtools'

/**
 * The last requests of this page, for support staff ("Copy diagnostics"). Only what helps read a
 * ticket: the path (never its query string: the common parameters carry the session id), the
 * outcome, the business code, the duration and whether it repeated a failed call. Never a body,
 * a session id, a phone or a card number. Kept for the tab's life (STORAGE_KEY below).
 */
export type RequestLogEntry = {
  /** ISO time the call started. */
  at: string
  endpoint: string
  method: 'GET' | 'POST'
  /** The lender path after the API base, e.g. `/v3/loan/details`. */
  path: string
  /** 'ok', or how it failed: business, http, network, timeout, malformed. */
  result: 'ok' | ApiError['kind']
  /** The HTTP status of an http failure; null otherwise (business answers come with 2xx). */
  status: number | null
  /** The lender's business code of a business failure; null otherwise. */
  code: string | null
  durationMs: number
  /** True when the same call (endpoint and arguments) failed just before: a retry. */
  retried: boolean
}

export const REQUEST_LOG_SIZE = 50

/**
 * Kept for the tab's life in sessionStorage: support staff open the test page after the failure,
 * and in a WebView that is a new page load. The entries hold no session id, phone or card
 * number, so nothing secret is stored; a storage that refuses (private mode, quota) only means
 * the log starts afresh on the next load.
 */
const STORAGE_KEY = 'support.requestLog.v1'

function load(): RequestLogEntry[] {
  try {
    const raw = typeof sessionStorage !== 'undefined' ? sessionStorage.getItem(STORAGE_KEY) : null
    const parsed: unknown = raw ? JSON.parse(raw) : []
    return Array.isArray(parsed)
      ? (parsed.filter((e) => e && typeof e === 'object' && typeof e.path === 'string') as RequestLogEntry[]).slice(-REQUEST_LOG_SIZE)
      : []
  } catch {
    return []
  }
}

/**
 * The log as stored, read when someone reads the log or it is written, never as a call ends: the
 * first call of a page ends on the start path, where the tab's first sessionStorage read (a
 * round trip to the browser on a cold start) and its JSON would wait in front of the screen's
 * first answer. The calls of this page wait in `fresh` until then.
 */
let stored: RequestLogEntry[] | null = null
let fresh: RequestLogEntry[] = []
function current(): RequestLogEntry[] {
  if (stored === null || fresh.length) {
    stored = [...(stored ?? load()), ...fresh].slice(-REQUEST_LOG_SIZE)
    fresh = []
  }
  return stored
}
/** Hashes of calls whose last attempt failed (a hash, so no argument is kept in memory). */
const failedBefore = new Set<string>()

let unsaved = false
function save(): void {
  unsaved = false
  try {
    if (typeof sessionStorage !== 'undefined') sessionStorage.setItem(STORAGE_KEY, JSON.stringify(current()))
  } catch {
    // Full or refused storage: the in-memory log still serves this page.
  }
}

/**
 * Written at an idle moment, not as each call ends: the screen's first answer renders without
 * waiting for the log's JSON and storage write. Leaving the page (a reload, the test page opened
 * in a new load) writes what is still unsaved.
 */
function saveSoon(): void {
  if (unsaved) return
  unsaved = true
  whenIdle(() => unsaved && save())
}
if (typeof window !== 'undefined') window.addEventListener('pagehide', () => unsaved && save())

/** The log, oldest first. */
export function requestLog(): readonly RequestLogEntry[] {
  return current()
}

/** Forgets the log (tests; a new borrower's session). */
export function clearRequestLog(): void {
  stored = []
  fresh = []
  failedBefore.clear()
  save()
}

function hash(s: string): string {
  let h = 5381
  for (let i = 0; i < s.length; i++) h = ((h << 5) + h + s.charCodeAt(i)) | 0
  return String(h >>> 0)
}

function callKey(endpoint: string, args: { url: string; body?: unknown; params?: unknown }): string {
  const body = typeof FormData !== 'undefined' && args.body instanceof FormData ? '[form]' : args.body
  try {
    return hash(`${endpoint} ${args.url} ${JSON.stringify(body ?? null)} ${JSON.stringify(args.params ?? null)}`)
  } catch {
    return hash(`${endpoint} ${args.url}`)
  }
}

/** Records one finished call; exported for tests and for callers outside RTK Query. */
export function noteRequest(entry: RequestLogEntry): void {
  fresh = [...fresh.slice(-(REQUEST_LOG_SIZE - 1)), entry]
  saveSoon()
}

type LoggedArgs = { url: string; method?: 'GET' | 'POST'; body?: unknown; params?: unknown }
type Now = () => number
const now: Now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now())

/**
 * Wraps the one base query so every RTK Query call lands in the log. It sits at the createApi
 * call (store/api.ts), not inside the base query, so the base query stays one module.
 */
export function withRequestLog<A extends LoggedArgs, R, E, D, M>(inner: BaseQueryFn<A, R, E, D, M>): BaseQueryFn<A, R, E, D, M> {
  return async (args, api: BaseQueryApi, extra) => {
    const started = now()
    const at = new Date().toISOString()
    const result = await inner(args, api, extra)
    const key = callKey(api.endpoint, args)
    const error = (result as { error?: unknown }).error as Partial<ApiError> | undefined
    const attempts = Number((result as { meta?: { attempts?: unknown } }).meta?.attempts ?? 1)
    // An aborted call (the screen went away) tells support nothing.
    if (api.signal?.aborted) return result
    noteRequest({
      at,
      endpoint: api.endpoint,
      method: args.method ?? 'POST',
      path: maskDigits(args.url.split('?')[0].replace(/\{segment\}/g, config.segment)),
      result: error ? (error.kind ?? 'malformed') : 'ok',
      status: error?.kind === 'http' && typeof error.status === 'number' ? error.status : null,
      code: error?.kind === 'business' && error.code !== undefined ? maskDigits(String(error.code)) : null,
      durationMs: Math.round(now() - started),
      retried: failedBefore.has(key) || attempts > 1,
    })
    if (error) failedBefore.add(key)
    else failedBefore.delete(key)
    return result
  }
}
