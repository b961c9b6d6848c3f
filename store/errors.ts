import type { SerializedError } from '@reduxjs/toolkit'

/** What can go wrong with a call, as screens see it. Screens never read `code` to decide success. */
export type ApiError =
  | { kind: 'business'; code: string; message: string; data?: unknown }
  | { kind: 'http'; status: number; message: string }
  | { kind: 'network'; message: string }
  | { kind: 'timeout'; message: string }
  | { kind: 'malformed'; message: string }

/** Thrown by response transformers when the server's answer does not have the expected shape. */
export class MalformedResponseError extends Error {
  constructor(what: string) {
    super(`malformed response: ${what}`)
    this.name = 'MalformedResponseError'
  }
}

export function isApiError(e: unknown): e is ApiError {
  return typeof e === 'object' && e !== null && 'kind' in e && typeof (e as { kind: unknown }).kind === 'string' && 'message' in e
}

/** The business code of a failed call, if the server gave one (for the few screens whose spec branches on it). */
export function errorCode(e: unknown): string | null {
  return isApiError(e) && e.kind === 'business' ? e.code : null
}

/** True when a retry may help: connection trouble, timeouts and server errors. */
export function isRetryable(e: unknown): boolean {
  if (!isApiError(e)) return true
  return e.kind === 'network' || e.kind === 'timeout' || (e.kind === 'http' && (e.status >= 500 || e.status === 408 || e.status === 429))
}

/** A message a borrower can read for any error shape (never 'undefined'). */
export function errorText(e: unknown, fallback: string): string {
  if (isApiError(e) && typeof e.message === 'string' && e.message.trim()) return e.message
  const se = e as SerializedError | undefined
  if (se && typeof se.message === 'string' && se.message.trim() && !se.message.startsWith('malformed')) return fallback
  return fallback
}
