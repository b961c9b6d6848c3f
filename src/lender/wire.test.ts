import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@sandbox/node'
import { sampleObfuscatedAliases } from '@sandbox/aliases'
import { identityAliases } from '@src/config/aliases'
import { AHEAD_FRESH_MS, exchange, readAnswer, sendAhead, type WireSettings } from './wire'

const S: WireSettings = { apiBase: '/api', segment: 'tz', aliases: identityAliases, timeoutMs: 300, idempotencyKey: true }
const ORIGIN = 'http://localhost:3000'
const post = (over = {}) => ({ method: 'POST' as const, path: '/wire/x', commonParams: { session_id: 's1' }, body: { a: 1 }, ok: [0] as const, ...over })

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
    server.use(http.post('*/api/wire/x', ({ request }) => (seen.push(request.headers.get('idempotency-key')), HttpResponse.json({ code: 0 }))))
    await exchange(post({ idempotencyKey: 'k1' }), S, { origin: ORIGIN })
    await exchange(post({ idempotencyKey: 'k2', headers: { 'Idempotency-Key': 'k2' } }), { ...S, idempotencyKey: false }, { origin: ORIGIN })
    expect(seen).toEqual(['k1', null])
  })

  it("says the language the common parameters carry in Accept-Language too: the outbox's replays as well (issue 26)", async () => {
    const seen: (string | null)[] = []
    server.use(http.post('*/api/wire/x', ({ request }) => (seen.push(request.headers.get('accept-language')), HttpResponse.json({ code: 0 }))))
    await exchange(post({ commonParams: { session_id: 's1', lang: 'sw' } }), { ...S, langParam: 'lang' }, { origin: ORIGIN })
    await exchange(post({ commonParams: { session_id: 's1', language: 'en' } }), { ...S, langParam: 'language' }, { origin: ORIGIN })
    await exchange(post({ commonParams: { session_id: 's1', lang: 'sw\r\nX: 1' } }), { ...S, langParam: 'lang' }, { origin: ORIGIN })
    expect(seen[0]).toBe('sw')
    expect(seen[1]).toBe('en')
    expect(seen[2] ?? '').not.toContain('X')
  })

  it('reads the envelope through the alias map, with success codes per call', () => {
    expect(readAnswer(200, JSON.stringify({ c0d: '00', d4t: { x: 1 }, m5g: 'ok' }), { ok: ['00'] }, sampleObfuscatedAliases)).toMatchObject({ kind: 'ok' })
    expect(readAnswer(200, JSON.stringify({ code: 0 }), { ok: ['00'] }, identityAliases)).toMatchObject({ kind: 'business', code: '0' })
    expect(readAnswer(200, '<html>portal</html>', { ok: [0] }, identityAliases)).toMatchObject({ kind: 'malformed' })
  })

  it('marks the expired-session signal (HTTP status or business code from config)', () => {
    expect(readAnswer(401, '{}', {}, identityAliases)).toMatchObject({ kind: 'http', sessionExpired: true })
    expect(readAnswer(200, JSON.stringify({ code: -401, message: 'Login again' }), {}, identityAliases)).toMatchObject({ kind: 'business', sessionExpired: true })
    expect(readAnswer(200, JSON.stringify({ code: 20001, message: 'No' }), {}, identityAliases)).toMatchObject({ kind: 'business', sessionExpired: false })
  })

  describe('a request sent ahead (a screen’s first call, issue 14)', () => {
    /** Counts the requests the lender gets, answering each with its number. */
    const lender = () => {
      const asked: string[] = []
      server.use(http.post('*/api/wire/ahead', async ({ request }) => (asked.push(new URL(request.url).searchParams.get('session_id') ?? ''), HttpResponse.json({ code: 0, data: { n: asked.length } }))))
      return asked
    }
    const req = (session: string) => ({ method: 'POST' as const, path: '/wire/ahead', commonParams: { session_id: session }, body: { orderId: 'O1' }, ok: [0] as const })

    it('the screen’s own request, the same one, takes its answer: the lender is asked once', async () => {
      const asked = lender()
      expect(sendAhead(req('s-same'), S, { origin: ORIGIN })).toBe(true)
      expect(await exchange(req('s-same'), S, { origin: ORIGIN })).toEqual({ kind: 'ok', data: { n: 1 }, message: '' })
      expect(asked).toEqual(['s-same'])
      // Taken once: the next exchange asks again.
      expect(await exchange(req('s-same'), S, { origin: ORIGIN })).toMatchObject({ data: { n: 2 } })
    })

    it('another session (or any other difference) never takes it: the lender is asked', async () => {
      const asked = lender()
      sendAhead(req('s-first'), S, { origin: ORIGIN })
      expect(await exchange(req('s-second'), S, { origin: ORIGIN })).toMatchObject({ kind: 'ok' })
      expect(asked.sort()).toEqual(['s-first', 's-second'])
    })

    it('an answer older than AHEAD_FRESH_MS is not used', async () => {
      const asked = lender()
      sendAhead(req('s-old'), S, { origin: ORIGIN }, Date.now() - AHEAD_FRESH_MS - 1)
      await exchange(req('s-old'), S, { origin: ORIGIN })
      expect(asked).toEqual(['s-old', 's-old'])
    })

    it('a multipart body cannot be matched, so it is not sent ahead', () => {
      const body = new FormData()
      body.append('a', '1')
      expect(sendAhead({ ...req('s-form'), body }, S, { origin: ORIGIN })).toBe(false)
    })
  })
})
