import { delay, http, HttpResponse, type HttpResponseResolver } from 'msw'

import { inRequestedLanguage } from './swahili.ts'
import { getWorld, type Received, type RequestParts, type World } from './world.ts'

/** Where the sandbox answers; matches any origin so jsdom, dev and preview all reach it. */
export const API = '*/api'

export type Ctx = RequestParts<URLSearchParams, File> & {
  world: World
  request: Request
  params: Record<string, string | readonly string[] | undefined>
  /** Whether a named scenario is active for this request. */
  scenario: (name: string) => boolean
}

function cookieValue(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const [k, ...v] = part.trim().split('=')
    if (k === name) return decodeURIComponent(v.join('='))
  }
  return null
}

/** The world a request belongs to: header x-sandbox-world or cookie sbx_world. */
export function worldIdOf(request: Request): string {
  return request.headers.get('x-sandbox-world') ?? cookieValue(request.headers.get('cookie'), 'sbx_world') ?? 'default'
}

/** Active scenarios: the world's, plus header x-sandbox-scenario, cookie sbx_scenario, query __scenario. */
export function scenariosOf(request: Request, world: World): string[] {
  const url = new URL(request.url)
  const extra = [
    request.headers.get('x-sandbox-scenario'),
    cookieValue(request.headers.get('cookie'), 'sbx_scenario'),
    url.searchParams.get('__scenario'),
  ]
  return [...world.scenarios, ...extra.flatMap((s) => (s ? s.split(',') : []))].map((s) => s.trim()).filter(Boolean)
}

async function readBody(request: Request): Promise<{ body: Record<string, string>; files: Record<string, File> }> {
  const body: Record<string, string> = {}
  const files: Record<string, File> = {}
  if (request.method === 'GET' || request.method === 'HEAD') return { body, files }
  const type = request.headers.get('content-type') ?? ''
  try {
    if (type.includes('multipart/form-data')) {
      const fd = await request.formData()
      for (const [k, v] of fd.entries()) {
        if (typeof v === 'string') body[k] = v
        else files[k] = v as File
      }
    } else if (type.includes('application/json')) {
      const json = (await request.json()) as Record<string, unknown>
      for (const [k, v] of Object.entries(json ?? {})) body[k] = v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v)
    } else {
      const text = await request.text()
      for (const [k, v] of new URLSearchParams(text)) body[k] = v
    }
  } catch {
    // A body we cannot read is recorded as empty; the handler answers as a server would.
  }
  return { body, files }
}

const RECORDED_HEADERS = ['content-type', 'idempotency-key', 'x-requested-with', 'building', 'gather', 'swift', 'eyes', 'accept-language']

/**
 * Generic scenario effects, written `fragment=effect`, where fragment is part of the path:
 *   500, 404, 408, 429 (HTTP status), network (connection dropped), timeout (never answers),
 *   slow:MS, malformed (not JSON), code:NNN[:message] (business failure), 500-after (do the
 *   work, then answer 500), network-after (do the work, then drop the connection),
 *   timeout-after (do the work, then never answer). Suffix @N applies to the Nth call only; xN to the first N calls.
 */
type Effect = { kind: string; arg?: string }

function effectFor(world: World, scenarios: string[], path: string, countKey: (fragment: string) => number): Effect | null {
  for (const s of scenarios) {
    const eq = s.indexOf('=')
    if (eq < 0) continue
    const fragment = s.slice(0, eq)
    if (fragment !== '*' && !path.includes(fragment)) continue
    let spec = s.slice(eq + 1)
    const nth = /@(\d+)$/.exec(spec)
    const firstN = /x(\d+)$/.exec(spec)
    if (nth || firstN) spec = spec.slice(0, spec.length - (nth ?? firstN)![0].length)
    const n = countKey(fragment)
    if (nth && n !== Number(nth[1])) continue
    if (firstN && n > Number(firstN[1])) continue
    const [kind, ...rest] = spec.split(':')
    return { kind, arg: rest.join(':') || undefined }
  }
  void world
  return null
}

export type Handler = (ctx: Ctx) => Response | Promise<Response>

/** Defines a sandbox call: records it, applies scenarios and idempotency, then runs `handle`. */
export function call(method: 'get' | 'post' | 'all', path: string, handle: Handler) {
  const resolver: HttpResponseResolver = async ({ request, params }) => {
    const url = new URL(request.url)
    const world = getWorld(worldIdOf(request))
    const scenarios = scenariosOf(request, world)
    const { body, files } = await readBody(request.clone())
    const headers: Record<string, string> = {}
    for (const h of RECORDED_HEADERS) {
      const v = request.headers.get(h)
      if (v !== null) headers[h] = v
    }
    const record: Received = {
      seq: world.received.length + 1,
      at: Date.now(),
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      files: Object.fromEntries(Object.entries(files).map(([k, f]) => [k, { name: f.name, size: f.size, type: f.type }])),
      headers,
    }
    world.received.push(record)
    if (world.received.length > 2000) world.received.splice(0, 500)

    // Named scenario `no-idempotency`: the sandbox ignores Idempotency-Key like an API that never heard of it.
    const key = scenarios.includes('no-idempotency') ? null : request.headers.get('idempotency-key')
    const idemKey = key ? `${url.pathname}|${key}` : null
    if (idemKey && world.idempotency.has(idemKey)) {
      const stored = world.idempotency.get(idemKey)!
      return new Response(stored.body, { status: stored.status, headers: stored.headers })
    }

    const counted = new Map<string, number>()
    const countKey = (fragment: string) => {
      if (!counted.has(fragment)) {
        const n = (world.counters.get(fragment) ?? 0) + 1
        world.counters.set(fragment, n)
        counted.set(fragment, n)
      }
      return counted.get(fragment)!
    }
    const effect = effectFor(world, scenarios, url.pathname, countKey)
    if (effect) {
      const k = effect.kind
      if (k === 'network') return HttpResponse.error()
      if (k === 'timeout') {
        await delay('infinite')
      }
      if (k === 'slow') await delay(Number(effect.arg ?? 2000))
      if (/^\d{3}$/.test(k)) return HttpResponse.json({ message: `sandbox: HTTP ${k}` }, { status: Number(k) })
      if (k === 'malformed') return new HttpResponse('<html>Bad gateway</html>', { status: 200, headers: { 'content-type': 'text/html' } })
      if (k === 'code') {
        const [code, ...msg] = (effect.arg ?? '1').split(':')
        return HttpResponse.json({
          code: /^-?\d+$/.test(code) && !code.startsWith('0') ? Number(code) : code,
          message: msg.join(':') || `sandbox business error ${code}`,
          data: null,
          success: false,
        })
      }
    }

    const ctx: Ctx = {
      world,
      request,
      path: url.pathname,
      query: url.searchParams,
      body,
      files,
      params: params as Ctx['params'],
      scenario: (name) => scenarios.includes(name),
    }
    const response = await inRequestedLanguage(request, await handle(ctx))
    // The work is done, then the answer is lost (connection dropped) or never comes (a stalled server).
    // After the headers: a browser re-sends a request whose reused connection drops before any
    // answer byte, so the drop comes once the status line is out (the dev/preview server cuts it).
    if (effect?.kind === 'network-after')
      return new HttpResponse('{"code":', {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-sandbox-drop': 'after-headers' },
      })
    if (effect?.kind === 'timeout-after') await delay('infinite')
    const out = effect?.kind === '500-after' ? HttpResponse.json({ message: 'sandbox: HTTP 500 after storing' }, { status: 500 }) : response
    if (idemKey && out.status < 500) {
      const copy = out.clone()
      world.idempotency.set(idemKey, { status: copy.status, body: await copy.text(), headers: [...copy.headers.entries()] })
    }
    return out
  }
  return http[method](`${API}${path}`, resolver)
}

/** A success envelope. `code` is 0 unless the call uses '00'; loan calls also carry success: true. */
export function ok(data: unknown = null, opts: { code?: number | string; message?: string; success?: boolean } = {}): Response {
  return HttpResponse.json({
    code: opts.code ?? 0,
    message: opts.message ?? 'success',
    data,
    ...(opts.success !== undefined ? { success: opts.success } : {}),
  })
}

/** A business failure envelope (HTTP 200, non-success code). */
export function fail(code: number | string, message: string, data: unknown = null): Response {
  return HttpResponse.json({ code, message, data, success: false })
}

/** Reads a required field; answers a business error naming it when missing. */
export function need(ctx: Ctx, ...names: string[]): Response | null {
  const missing = names.filter((n) => !ctx.body[n] && !ctx.query.get(n))
  return missing.length ? fail(400, `missing ${missing.join(', ')}`) : null
}
