import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'

import { sampleObfuscatedAliases } from '@sandbox/aliases'
import { server } from '@sandbox/node'
import { buildConfig, overrideConfig } from '@src/config/env'
import type { CallRequest } from '@src/lender/wire'

import { baseQuery } from './baseQuery'
import { makeStore } from './index'
import { langChanged, paramsUpdated } from './session'

type Seen = { url: URL; body: string; headers: Headers; method: string }

function capture(method: 'get' | 'post', path: string, reply: () => Response) {
  const seen: Seen[] = []
  server.use(
    http[method](`*/api${path}`, async ({ request }) => {
      seen.push({
        url: new URL(request.url),
        body: method === 'post' ? await request.text() : '',
        headers: request.headers,
        method: request.method,
      })
      return reply()
    }),
  )
  return seen
}

function setup() {
  const store = makeStore()
  store.dispatch(
    paramsUpdated({
      appVersion: '2.4.1',
      deviceName: 'TECNO Spark 10',
      deviceId: 'dev-77',
      osVersion: 'Android 12',
      sessionId: 'sess-abc',
      advertisingId: 'ad-1',
      extra: { channel: 'playstore' },
    }),
  )
  const api = {
    getState: store.getState,
    dispatch: store.dispatch,
    signal: new AbortController().signal,
    abort: () => undefined,
    extra: undefined,
    endpoint: 'test',
    type: 'query' as const,
  }
  const run = (args: CallRequest) => baseQuery(args, api as never, {})
  return { store, run }
}

let undo: (() => void) | null = null
afterEach(() => {
  undo?.()
  undo = null
})

describe('baseQuery', () => {
  it('puts the common client parameters in every query string, then the call params', async () => {
    const seen = capture('get', '/v3/thing', () => HttpResponse.json({ code: 0, data: { ok: 1 } }))
    const { run } = setup()
    const r = await run({ url: '/v3/thing', method: 'GET', params: { templateId: '12' } })
    expect(r.data).toEqual({ ok: 1 })
    const keys = [...seen[0].url.searchParams.keys()]
    expect(keys).toEqual([
      'app_version',
      'device_name',
      'device_id',
      'os_version',
      'session_id',
      'advertising_id',
      'channel',
      'lang',
      'templateId',
    ])
    expect(seen[0].url.searchParams.get('session_id')).toBe('sess-abc')
    expect(seen[0].url.pathname).toBe('/api/v3/thing')
  })

  it('sends no language by default: SPEC 7 names neither a parameter nor a header for it', async () => {
    const seen = capture('post', '/v3/thing', () => HttpResponse.json({ code: 0, data: {} }))
    const { store, run } = setup()
    store.dispatch(langChanged('sw'))
    const { langParam, acceptLanguage } = buildConfig({})
    undo = overrideConfig({ langParam, acceptLanguage })
    await run({ url: '/v3/thing', body: { a: 1 } })
    expect(seen[0].url.searchParams.has('lang')).toBe(false)
    expect(seen[0].headers.get('accept-language')).toBeNull()
  })

  it("tells the lender the borrower's language where the deployment turns it on: the parameter's name, and Accept-Language", async () => {
    const seen = capture('get', '/v3/thing', () => HttpResponse.json({ code: 0, data: {} }))
    const { store, run } = setup()
    store.dispatch(langChanged('sw'))
    let undo = overrideConfig({ langParam: 'language', acceptLanguage: false })
    await run({ url: '/v3/thing', method: 'GET' })
    undo()
    expect(seen[0].url.searchParams.get('language')).toBe('sw')
    expect(seen[0].url.searchParams.has('lang')).toBe(false)
    expect(seen[0].headers.get('accept-language')).toBeNull()
    undo = overrideConfig({ langParam: '', acceptLanguage: true })
    store.dispatch(langChanged('en'))
    await run({ url: '/v3/thing', method: 'GET' })
    undo()
    expect(seen[1].url.searchParams.has('language')).toBe(false)
    expect(seen[1].headers.get('accept-language')).toBe('en')
  })

  it('sends a POST payload as a form-style query string', async () => {
    const seen = capture('post', '/v3/loan-details/loan-details', () => HttpResponse.json({ code: 0, success: true, data: {} }))
    const { run } = setup()
    await run({ url: '/v3/loan-details/loan-details', body: { productId: 'P1', orderId: 'O 2&3', skip: undefined } })
    expect(seen[0].headers.get('content-type')).toContain('application/x-www-form-urlencoded')
    expect(new URLSearchParams(seen[0].body).get('orderId')).toBe('O 2&3')
    expect(seen[0].body).toBe('productId=P1&orderId=O+2%263')
    expect(seen[0].url.searchParams.get('device_id')).toBe('dev-77')
  })

  it('replaces {segment} with the market segment', async () => {
    const seen = capture('get', '/v2/tz/promotion/get-sid', () => HttpResponse.json({ code: 0, data: { sid: 's' } }))
    const { run } = setup()
    await run({ url: '/v2/{segment}/promotion/get-sid', method: 'GET' })
    expect(seen).toHaveLength(1)
  })

  it("treats code 0 as success by default and '00' only where the call says so", async () => {
    capture('post', '/x/zero', () => HttpResponse.json({ code: '00', data: 'link', message: 'ok' }))
    const { run, store } = setup()
    const strict = await run({ url: '/x/zero' })
    expect(strict.error).toMatchObject({ kind: 'business', code: '00' })
    expect(store.getState().ui.toasts).toHaveLength(0)
    const loose = await run({ url: '/x/zero', ok: ['00'] })
    expect(loose.data).toBe('link')
  })

  it('returns a business failure with the server message and shows nothing itself (store/feedback.ts does)', async () => {
    capture('post', '/user-problem/save-score', () =>
      HttpResponse.json({ code: '01', message: 'Too late to rate', data: { reason: 'closed' } }),
    )
    const { run, store } = setup()
    const r = await run({ url: '/user-problem/save-score', ok: ['00'] })
    expect(r.error).toEqual({ kind: 'business', code: '01', message: 'Too late to rate', data: { reason: 'closed' } })
    expect(store.getState().ui.toasts).toEqual([])
    expect(store.getState().ui.loading).toEqual([])
  })

  it('fails when a loan call says success is false even with code 0', async () => {
    capture('post', '/v3/loan-details/loan-details', () =>
      HttpResponse.json({ code: 0, success: false, message: 'Order locked', data: null }),
    )
    const { run } = setup()
    const r = await run({ url: '/v3/loan-details/loan-details' })
    expect(r.error).toMatchObject({ kind: 'business', message: 'Order locked' })
  })

  it('requires success: true where the call asks for it (loan calls)', async () => {
    capture('post', '/v3/loan-details/x', () => HttpResponse.json({ code: 0, message: 'no flag', data: { a: 1 } }))
    const { run } = setup()
    expect((await run({ url: '/v3/loan-details/x' })).data).toEqual({ a: 1 })
    expect((await run({ url: '/v3/loan-details/x', requireSuccess: true })).error).toMatchObject({ kind: 'business', message: 'no flag' })
  })

  it('never gives undefined as the message when the server gives none', async () => {
    capture('post', '/x/nomsg', () => HttpResponse.json({ code: 7 }))
    const { run } = setup()
    const r = await run({ url: '/x/nomsg' })
    expect(r.error?.message).toBe('Something went wrong on our side. Please try again.')
  })

  it('reads code, data and message through the alias map, falling back to plain names', async () => {
    undo = overrideConfig({ aliases: sampleObfuscatedAliases })
    const seen = capture('post', '/x1/k7/q2', () =>
      HttpResponse.json({ c0d: '00', m5g: 'fine', dt4: { n4m: 'Mkopo', a1m: 5000000, productLogo: 'plain.svg' } }),
    )
    const { run } = setup()
    const r = await run({ url: '/v3/loan-confirm/loan-detail-confirm', body: { productId: 'P1' }, ok: ['00'] })
    expect(new URLSearchParams(seen[0].body).get('p9x')).toBe('P1')
    expect(r.data).toEqual({ productName: 'Mkopo', amount: 5000000, productLogo: 'plain.svg' })
    expect(r.meta).toEqual({ message: 'fine' })
  })

  it('turns a timeout into a timeout error, not a rejection', async () => {
    server.use(
      http.post('*/api/x/slow', async () => {
        await delay(2000)
        return HttpResponse.json({ code: 0 })
      }),
    )
    const { run } = setup()
    const r = await run({ url: '/x/slow', timeoutMs: 50 })
    expect(r.error).toEqual({ kind: 'timeout', message: 'The server is taking too long to answer. Please try again.' })
  })

  it('turns a dropped connection into a network error', async () => {
    server.use(http.post('*/api/x/drop', () => HttpResponse.error()))
    const { run } = setup()
    const r = await run({ url: '/x/drop' })
    expect(r.error).toEqual({ kind: 'network', message: 'No connection. Check your network and try again.' })
  })

  it('turns a 500 and a non-JSON answer into clear errors', async () => {
    server.use(
      http.post('*/api/x/boom', () => HttpResponse.json({ message: 'stack trace' }, { status: 500 })),
      http.post('*/api/x/html', () => new HttpResponse('<html>502</html>', { headers: { 'content-type': 'text/html' } })),
    )
    const { run } = setup()
    expect((await run({ url: '/x/boom' })).error).toEqual({
      kind: 'http',
      status: 500,
      message: 'Something went wrong on our side. Please try again.',
    })
    expect((await run({ url: '/x/html' })).error).toMatchObject({ kind: 'malformed' })
  })

  it('sends the JSON and form clients their marker and the header values the shell passed (kept in the session)', async () => {
    const seen = capture('post', '/legacy/define', () => HttpResponse.json({ code: '00', data: 'https://x' }))
    const { run, store } = setup()
    store.dispatch(paramsUpdated({ headers: { building: 'b1', swift: 's9' } }))
    await run({ url: '/legacy/define', client: 'form', body: { a: 1 }, ok: ['00'] })
    await run({ url: '/legacy/define', client: 'json', body: { a: 1 }, ok: ['00'] })
    expect(seen[0].headers.get('x-requested-with')).toBe('XMLHttpRequest')
    expect([seen[0].headers.get('swift'), seen[0].headers.get('eyes')]).toEqual(['s9', ''])
    expect([seen[1].headers.get('building'), seen[1].headers.get('gather')]).toEqual(['b1', ''])
    expect(seen[1].body).toBe('{"a":1}')
  })
})
