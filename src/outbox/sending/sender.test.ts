import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { sampleObfuscatedAliases } from '@sandbox/aliases'
import { server } from '@sandbox/node'
import { requestFor } from '@src/lender/call'
import { complaintRequests } from '@src/lender/complaints/requests'
import { buildUrl, type CallRequest, type RequestContext, type WireSettings } from '@src/lender/wire'

import { COMMON, complaintServer, eventServer, ORIGIN, receivedBy, scenarios, TEST_WIRE, testSender } from '../testUtils'
import { createSender } from './sender'

const base = TEST_WIRE
const requestUrl = (
  req: { path: string; commonParams: Record<string, string>; params?: Record<string, string>; apiBase?: string },
  s: typeof base,
) =>
  buildUrl(
    { url: req.path, params: req.params },
    { settings: { ...s, apiBase: req.apiBase ?? s.apiBase }, commonParams: req.commonParams },
    ORIGIN,
  )
/** The request context an entry carries: the page's settings and common parameters when it was queued. */
const context = (settings: Partial<WireSettings> = {}): RequestContext => ({
  settings: { ...TEST_WIRE, ...settings },
  commonParams: COMMON,
})
const saveEvent = (over: Partial<CallRequest> = {}): CallRequest => ({
  url: '/service/event/save',
  method: 'POST',
  body: { productId: 'P1002', moduleId: '30', positionId: '0' },
  idempotencyKey: 'key-1',
  ok: [0],
  ...over,
})

describe('requestUrl', () => {
  it('is built like the base query: base + path, common params, then the call params', () => {
    const url = new URL(
      requestUrl(
        {
          path: '/api/v2/{segment}/promotion/track-visit',
          commonParams: { session_id: 's1', device_id: 'd1' },
          params: { page_id: '7', utm_tag: 'fb' },
        },
        base,
      ),
    )
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/api/api/v2/tz/promotion/track-visit`)
    expect([...url.searchParams.keys()]).toEqual(['session_id', 'device_id', 'page_id', 'utm_tag'])
  })

  it('uses the apiBase the page had at enqueue time, and the alias map', () => {
    expect(requestUrl({ path: '/x', commonParams: {}, apiBase: 'https://api.mkopoharaka.co.tz/h5' }, base)).toBe(
      'https://api.mkopoharaka.co.tz/h5/x',
    )
    const aliased = new URL(
      requestUrl(
        { path: '/legacy/define', commonParams: {}, params: { productId: 'P1', moduleId: '30' } },
        { ...base, aliases: sampleObfuscatedAliases },
      ),
    )
    expect(aliased.pathname).toBe('/api/x1/k7/d3')
    expect(Object.fromEntries(aliased.searchParams)).toEqual({ p9x: 'P1', m0d: '30' })
  })
})

describe('createSender', () => {
  it('posts a form body with the common params and the Idempotency-Key', async () => {
    const effects = eventServer()
    const out = await testSender()(saveEvent(), context())
    expect(out).toEqual({ kind: 'ok', data: null })
    const [r] = receivedBy('/service/event/save')
    expect(r.body).toEqual({ productId: 'P1002', moduleId: '30', positionId: '0' })
    expect(r.query).toMatchObject(COMMON)
    expect(r.headers['idempotency-key']).toBe('key-1')
    expect(r.headers['content-type']).toContain('application/x-www-form-urlencoded')
    expect(effects).toHaveLength(1)
  })

  it("sends the upload descriptor's multipart body as it is, and reads '00' + data.url", async () => {
    complaintServer()
    const body = new FormData()
    body.append('problemImage', new Blob([new Uint8Array(2048).fill(7)], { type: 'image/jpeg' }), 'photo-1.jpg')
    const out = await testSender()(requestFor(complaintRequests.upload, { body, idempotencyKey: 'k-img-0' }), context())
    expect(out).toEqual({ kind: 'ok', data: { url: 'https://img.mkopoharaka.co.tz/complaints/1-2048.jpg' } })
    const [r] = receivedBy('/user-problem/upload-problem-img')
    expect(r.headers['content-type']).toContain('multipart/form-data')
    expect(r.files.problemImage).toMatchObject({ size: 2048, type: 'image/jpeg' })
    expect(r.headers['idempotency-key']).toBe('k-img-0')
  })

  it('GETs with params and counts any 2xx as delivered when ok is "any"', async () => {
    eventServer()
    const out = await testSender()(
      { url: '/api/v2/{segment}/promotion/track-visit', method: 'GET', params: { page_id: '7' }, idempotencyKey: 'v1', ok: 'any' },
      context(),
    )
    expect(out.kind).toBe('ok')
    expect(receivedBy('/promotion/track-visit')[0].query).toMatchObject({ page_id: '7', session_id: 'sess-77' })
  })

  it.each([
    ['500', 'retry'],
    ['503', 'retry'],
    ['408', 'retry'],
    ['429', 'retry'],
    ['409', 'conflict'],
    ['400', 'rejected'],
    ['404', 'rejected'],
    ['network', 'retry'],
    ['malformed', 'retry'],
  ])('a %s answer means %s', async (effect, kind) => {
    eventServer()
    scenarios(`event/save=${effect}`)
    const out = await testSender()(saveEvent(), context())
    expect(out.kind).toBe(kind)
  })

  it('a business code is a rejection carrying the server message', async () => {
    eventServer()
    const out = await testSender()(saveEvent({ body: { moduleId: 'poison' } }), context())
    expect(out).toEqual({ kind: 'rejected', failure: { kind: 'business', code: '40001', message: 'moduleId is not valid' } })
  })

  it('success codes are per call: 0 is not a success where "00" is expected', async () => {
    eventServer()
    expect((await testSender()(saveEvent({ ok: ['00'] }), context())).kind).toBe('rejected')
    expect((await testSender()(saveEvent({ idempotencyKey: 'key-2', ok: [0, '00'] }), context())).kind).toBe('ok')
  })

  it('reads Retry-After on 429', async () => {
    server.use(
      http.post('*/api/service/event/save', () =>
        HttpResponse.json({ message: 'slow down' }, { status: 429, headers: { 'Retry-After': '40' } }),
      ),
    )
    expect(await testSender()(saveEvent(), context())).toEqual({
      kind: 'retry',
      server: true,
      failure: { kind: 'http', status: 429, message: 'slow down' },
      retryAfterMs: 40_000,
    })
  })

  it('gives up waiting after the timeout', async () => {
    server.use(
      http.post('*/api/service/event/save', async () => {
        await delay(2000)
        return HttpResponse.json({ code: 0 })
      }),
    )
    const out = await createSender({ origin: ORIGIN })(saveEvent(), context({ timeoutMs: 50 }))
    expect(out).toEqual({ kind: 'retry', server: false, failure: { kind: 'timeout', message: '' } })
  })

  it('sends no Idempotency-Key where the API does not accept it (a CORS answer without the header)', async () => {
    eventServer()
    expect((await testSender()(saveEvent(), context({ idempotencyKey: false }))).kind).toBe('ok')
    expect(receivedBy('/service/event/save')[0].headers['idempotency-key']).toBeUndefined()
  })

  it("an expired-session answer is 'expired', not a rejection", async () => {
    server.use(http.post('*/api/service/event/save', () => HttpResponse.json({ code: 401, message: 'Session expired', data: null })))
    expect(await testSender()(saveEvent(), context())).toEqual({
      kind: 'expired',
      failure: { kind: 'business', code: '401', message: 'Session expired' },
    })
  })
})
