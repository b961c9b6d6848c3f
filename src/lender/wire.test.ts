import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { sampleObfuscatedAliases } from '@sandbox/aliases'
import { server } from '@sandbox/node'
import { identityAliases } from '@src/config/aliases'

import { type CallRequest, exchange, prepareRequest, readAnswer, type RequestContext, type WireSettings } from './wire'

const S: WireSettings = { apiBase: '/api', segment: 'tz', aliases: identityAliases, timeoutMs: 300, idempotencyKey: true }
const ORIGIN = 'http://localhost:3000'
const post = (over: Partial<CallRequest> = {}): CallRequest => ({ method: 'POST', url: '/wire/x', body: { a: 1 }, ok: [0], ...over })
const under = (settings: WireSettings, commonParams: Record<string, string> = { session_id: 's1' }): RequestContext => ({
  settings,
  commonParams,
})

describe('the wire module', () => {
  it('times out when the headers arrive but the body stalls (Send, Pay Now and Next never hang)', async () => {
    server.use(
      http.post('*/api/wire/x', () => {
        const stream = new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('{"code":0,')) })
        return new HttpResponse(stream, { headers: { 'content-type': 'application/json' } })
      }),
    )
    const t0 = Date.now()
    expect(await exchange(post(), under(S), { origin: ORIGIN })).toMatchObject({ kind: 'timeout' })
    expect(Date.now() - t0).toBeLessThan(2000)
  })

  it('sends Idempotency-Key only where the settings say the API accepts it', async () => {
    const seen: (string | null)[] = []
    server.use(
      http.post('*/api/wire/x', ({ request }) => (seen.push(request.headers.get('idempotency-key')), HttpResponse.json({ code: 0 }))),
    )
    await exchange(post({ idempotencyKey: 'k1' }), under(S), { origin: ORIGIN })
    await exchange(post({ idempotencyKey: 'k2' }), under({ ...S, idempotencyKey: false }), { origin: ORIGIN })
    expect(seen).toEqual(['k1', null])
  })

  it('says the language in Accept-Language only where the settings turn it on, for the page and the replays alike', async () => {
    const seen: (string | null)[] = []
    server.use(
      http.post('*/api/wire/x', ({ request }) => (seen.push(request.headers.get('accept-language')), HttpResponse.json({ code: 0 }))),
    )
    await exchange(post(), under({ ...S, language: 'sw' }), { origin: ORIGIN })
    await exchange(post(), under({ ...S, acceptLanguage: true, language: 'sw' }), { origin: ORIGIN })
    await exchange(post(), under({ ...S, acceptLanguage: true, language: 'sw\r\nX: 1' }), { origin: ORIGIN })
    expect(seen[0]).toBeNull()
    expect(seen[1]).toBe('sw')
    expect(seen[2] ?? '').not.toContain('X')
  })

  it('writes Accept-Language as the acceptLanguage extra alone says, the language parameter on or off', () => {
    const header = (settings: WireSettings, commonParams: Record<string, string>) =>
      new Headers(prepareRequest(post(), under(settings, commonParams), ORIGIN).init.headers).get('accept-language')
    const withParam = { session_id: 's1', lang: 'sw' }
    const withoutParam = { session_id: 's1' }
    // Off (the default): none from the app, the language parameter on or off; the browser's own goes.
    expect(header({ ...S, language: 'sw' }, withoutParam)).toBeNull()
    expect(header({ ...S, language: 'sw' }, withParam)).toBeNull()
    // On: the borrower's language alone, the language parameter on or off.
    expect(header({ ...S, acceptLanguage: true, language: 'sw' }, withoutParam)).toBe('sw')
    expect(header({ ...S, acceptLanguage: true, language: 'sw' }, withParam)).toBe('sw')
  })

  it('reads the envelope through the alias map, with success codes per call', () => {
    expect(readAnswer(200, JSON.stringify({ c0d: '00', d4t: { x: 1 }, m5g: 'ok' }), { ok: ['00'] }, sampleObfuscatedAliases)).toMatchObject(
      { kind: 'ok' },
    )
    expect(readAnswer(200, JSON.stringify({ code: 0 }), { ok: ['00'] }, identityAliases)).toMatchObject({ kind: 'business', code: '0' })
    expect(readAnswer(200, '<html>portal</html>', { ok: [0] }, identityAliases)).toMatchObject({ kind: 'malformed' })
  })

  it('marks the expired-session signal (HTTP status or business code from config)', () => {
    expect(readAnswer(401, '{}', {}, identityAliases)).toMatchObject({ kind: 'http', sessionExpired: true })
    expect(readAnswer(200, JSON.stringify({ code: -401, message: 'Login again' }), {}, identityAliases)).toMatchObject({
      kind: 'business',
      sessionExpired: true,
    })
    expect(readAnswer(200, JSON.stringify({ code: 20001, message: 'No' }), {}, identityAliases)).toMatchObject({
      kind: 'business',
      sessionExpired: false,
    })
  })
})
