import { afterEach, describe, expect, it, vi } from 'vitest'

import { AHEAD_FRESH_MS, askAhead, resetAhead, takeAhead } from './askAhead'
import type { CallRequest, RequestContext, WireResult } from './wire'

const settings = { apiBase: '/api', segment: 'tz', aliases: { fields: {}, paths: {} }, timeoutMs: 10_000, idempotencyKey: false }
const context = (sessionId = 'S1', extra: Partial<RequestContext> = {}): RequestContext => ({
  settings,
  commonParams: { session_id: sessionId, app_version: '3.2.0' },
  clientValues: {},
  ...extra,
})
const plan = (orderId = 'ORD1'): CallRequest => ({
  url: '/v3/installment/loan-play-detail-yd',
  method: 'POST',
  body: { productId: 'P1', orderId },
})

/** An exchange that records what it was asked and answers with `orderId` as data. */
function fakeSend() {
  const sent: CallRequest[] = []
  const send = vi.fn(async (req: CallRequest): Promise<WireResult> => {
    sent.push(req)
    return { kind: 'ok', data: { orderId: (req.body as Record<string, string>).orderId }, message: '' }
  })
  return { sent, send }
}

afterEach(() => resetAhead())

describe('an answer asked early stands only for the same request on the wire, once, while young', () => {
  it('the same request takes it, once: the next asks again', async () => {
    const { send } = fakeSend()
    askAhead(plan(), context(), send)
    expect(send).toHaveBeenCalledTimes(1)
    const taken = takeAhead(plan(), context())
    expect(await taken).toEqual({ kind: 'ok', data: { orderId: 'ORD1' }, message: '' })
    expect(takeAhead(plan(), context())).toBeUndefined()
  })

  it('another session, another order, another header or another language: not taken', () => {
    const { send } = fakeSend()
    askAhead(plan(), context(), send)
    expect(takeAhead(plan(), context('S2'))).toBeUndefined()
    expect(takeAhead(plan('ORD2'), context())).toBeUndefined()
    expect(takeAhead({ ...plan(), client: 'json' }, context())).toBeUndefined()
    expect(takeAhead(plan(), context('S1', { settings: { ...settings, acceptLanguage: true, language: 'sw' } }))).toBeUndefined()
    expect(takeAhead(plan(), context('S1', { commonParams: { session_id: 'S1', app_version: '3.2.0', lang: 'sw' } }))).toBeUndefined()
    // The one it was asked for is still there.
    expect(takeAhead(plan(), context())).toBeDefined()
  })

  it(`older than ${AHEAD_FRESH_MS / 1000} s on the monotonic clock: not taken (a later arrival asks again), whatever the wall clock says`, () => {
    const { send } = fakeSend()
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000)
    askAhead(plan(), context(), send)
    // The wall clock jumps back an hour: the monotonic clock decides.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() - 3_600_000)
    now.mockReturnValue(1_000 + AHEAD_FRESH_MS + 1)
    expect(takeAhead(plan(), context())).toBeUndefined()
  })

  it('asked twice for the same request: sent once', () => {
    const { send } = fakeSend()
    askAhead(plan(), context(), send)
    askAhead(plan(), context(), send)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('a multipart body is never asked early (it cannot be compared)', () => {
    const { send } = fakeSend()
    const form = new FormData()
    form.append('a', '1')
    askAhead({ ...plan(), body: form }, context(), send)
    expect(send).not.toHaveBeenCalled()
  })
})
