/**
 * Transport shared by the base query and the two extra clients of SPEC 7: fetch with a
 * timeout, and the header sets the JSON and form-encoded clients add.
 */
export type ClientKind = 'default' | 'json' | 'form'

export type TransportFailure =
  | { kind: 'network'; message: string }
  | { kind: 'timeout'; message: string }
  | { kind: 'aborted'; message: string }

/** Thrown by the extra clients; carries what failed. */
export class ClientError extends Error {
  constructor(
    readonly kind: 'network' | 'timeout' | 'aborted' | 'http' | 'malformed',
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message)
    this.name = 'ClientError'
  }
}

/** Headers each client adds; the JSON and form clients copy two URL query values into headers. */
export function clientHeaders(kind: ClientKind, search: string): Record<string, string> {
  if (kind === 'default') return {}
  const q = new URLSearchParams(search)
  const [a, b] = kind === 'json' ? ['building', 'gather'] : ['swift', 'eyes']
  return {
    'X-Requested-With': 'XMLHttpRequest',
    'Content-Type': kind === 'json' ? 'application/json;charset=UTF-8' : 'application/x-www-form-urlencoded;charset=UTF-8',
    [a]: q.get(a) ?? '',
    [b]: q.get(b) ?? '',
  }
}

/** fetch with a timeout that also honours the caller's abort signal. */
export async function fetchWithTimeout(url: string, init: RequestInit, timeoutMs: number, outer?: AbortSignal): Promise<Response> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const onOuterAbort = () => controller.abort()
  outer?.addEventListener('abort', onOuterAbort)
  try {
    return await fetch(url, { ...init, signal: controller.signal })
  } catch (e) {
    if (timedOut) throw new ClientError('timeout', `timeout after ${timeoutMs} ms`)
    if (outer?.aborted) throw new ClientError('aborted', 'aborted')
    throw new ClientError('network', e instanceof Error ? e.message : 'network error')
  } finally {
    clearTimeout(timer)
    outer?.removeEventListener('abort', onOuterAbort)
  }
}

type ClientOptions = { method?: 'GET' | 'POST'; body?: unknown; timeoutMs?: number; signal?: AbortSignal; search?: string }

async function send(kind: 'json' | 'form', url: string, opts: ClientOptions): Promise<unknown> {
  const method = opts.method ?? 'POST'
  const search = opts.search ?? (typeof location !== 'undefined' ? location.search : '')
  let body: string | undefined
  if (method === 'POST' && opts.body !== undefined) {
    body =
      kind === 'json'
        ? JSON.stringify(opts.body)
        : new URLSearchParams(Object.entries(opts.body as Record<string, unknown>).filter(([, v]) => v != null).map(([k, v]) => [k, String(v)])).toString()
  }
  const res = await fetchWithTimeout(url, { method, headers: clientHeaders(kind, search), body, credentials: 'same-origin' }, opts.timeoutMs ?? 60000, opts.signal)
  const text = await res.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    if (res.ok) throw new ClientError('malformed', 'response is not JSON', res.status, text)
  }
  if (!res.ok) throw new ClientError('http', `HTTP ${res.status}`, res.status, parsed)
  return parsed
}

/** The JSON client: XMLHttpRequest marker, headers building and gather; 60000 ms; body only. */
export function jsonClient(url: string, opts: ClientOptions = {}): Promise<unknown> {
  return send('json', url, opts)
}

/** The form-encoded client: marker, form content type, headers swift and eyes; 60000 ms; body only. */
export function formClient(url: string, opts: ClientOptions = {}): Promise<unknown> {
  return send('form', url, opts)
}
