import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@sandbox/node'
import { sampleObfuscatedAliases } from '@sandbox/aliases'
import { identityAliases } from '@src/config/aliases'
import { exchange, readAnswer, type WireSettings } from './wire'

const S: WireSettings = { apiBase: '/api', segment: 'tz', aliases: identityAliases, timeoutMs: 300, idempotencyKey: true }
const ORIGIN = 'http://localhost:3000'
const post = (over = {}) => ({
  method: 'POST' as const,
  path: '/wire/x',
  commonParams: { session_id: 's1' },
  body: { a: 1 },
  ok: [0] as const,
  ...over,
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
    expect(await exchange(post(), S, { origin: ORIGIN })).toMatchObject({ kind: 'timeout' })
    expect(Date.now() - t0).toBeLessThan(2000)
  })

  it('sends Idempotency-Key only where the settings say the API accepts it', async () => {
    const seen: (string | null)[] = []
    server.use(
      http.post('*/api/wire/x', ({ request }) => (seen.push(request.headers.get('idempotency-key')), HttpResponse.json({ code: 0 }))),
    )
    await exchange(post({ idempotencyKey: 'k1' }), S, { origin: ORIGIN })
    await exchange(
      post({ idempotencyKey: 'k2', headers: { 'Idempotency-Key': 'k2' } }),
      { ...S, idempotencyKey: false },
      { origin: ORIGIN },
    )
    expect(seen).toEqual(['k1', null])
  })

  it('says the language in Accept-Language only where the settings turn it on, for the page and the replays alike', async () => {
    const seen: (string | null)[] = []
    server.use(
      http.post('*/api/wire/x', ({ request }) => (seen.push(request.headers.get('accept-language')), HttpResponse.json({ code: 0 }))),
    )
    await exchange(post({ headers: { 'Accept-Language': 'sw' } }), { ...S, language: 'sw' }, { origin: ORIGIN })
    await exchange(post(), { ...S, acceptLanguage: true, language: 'sw' }, { origin: ORIGIN })
    await exchange(post(), { ...S, acceptLanguage: true, language: 'sw\r\nX: 1' }, { origin: ORIGIN })
    expect(seen[0]).toBeNull()
    expect(seen[1]).toBe('sw')
    expect(seen[2] ?? '').not.toContain('X')
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
