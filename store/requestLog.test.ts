import { HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { answerProbe, business, ok, probeApi, status } from '@tests/probe'

import { makeStore } from './index'
import { clearRequestLog, noteRequest, REQUEST_LOG_SIZE, requestLog } from './requestLog'
import { paramsUpdated } from './session'

afterEach(() => {
  vi.restoreAllMocks()
  clearRequestLog()
})

function setup() {
  const store = makeStore({ devtools: false })
  store.dispatch(paramsUpdated({ sessionId: 'SESS-9f8e7d6c', deviceId: 'DEV-a1b2c3d4' }))
  return store
}

describe('the request log', () => {
  it('lists each call: path, outcome, status or business code, duration, retried', async () => {
    answerProbe(status(500), ok, business(100401, 'Expired'), () => HttpResponse.error())
    const store = setup()
    await store.dispatch(probeApi.endpoints.probe.initiate({ n: 1, phone: '0754123456' }))
    // The same call again after its failure: a retry.
    await store.dispatch(probeApi.endpoints.probe.initiate({ n: 1, phone: '0754123456' }))
    await store.dispatch(probeApi.endpoints.probe.initiate({ n: 2 }))
    await store.dispatch(probeApi.endpoints.probeList.initiate({ n: 3 }))
    const log = requestLog()
    expect(
      log.map(({ endpoint, method, path, result, status, code, retried }) => ({ endpoint, method, path, result, status, code, retried })),
    ).toEqual([
      { endpoint: 'probe', method: 'POST', path: '/v3/probe/tz', result: 'http', status: 500, code: null, retried: false },
      { endpoint: 'probe', method: 'POST', path: '/v3/probe/tz', result: 'ok', status: null, code: null, retried: true },
      { endpoint: 'probe', method: 'POST', path: '/v3/probe/tz', result: 'business', status: null, code: '100401', retried: false },
      { endpoint: 'probeList', method: 'GET', path: '/service/probe-list', result: 'network', status: null, code: null, retried: false },
    ])
    for (const e of log) {
      expect(e.durationMs).toBeGreaterThanOrEqual(0)
      expect(Number.isNaN(Date.parse(e.at))).toBe(false)
    }
    // Never the query string (session id), the body (phone) or the device id.
    const text = JSON.stringify(log)
    for (const secret of ['SESS-9f8e7d6c', 'DEV-a1b2c3d4', '0754123456', 'session_id']) expect(text).not.toContain(secret)
  })

  it(`keeps the last ${REQUEST_LOG_SIZE}`, () => {
    for (let i = 0; i < REQUEST_LOG_SIZE + 7; i++)
      noteRequest({
        at: '',
        endpoint: `e${i}`,
        method: 'GET',
        path: '/x',
        result: 'ok',
        status: null,
        code: null,
        durationMs: i,
        retried: false,
      })
    expect(requestLog()).toHaveLength(REQUEST_LOG_SIZE)
    expect(requestLog()[0].endpoint).toBe('e7')
    expect(requestLog().at(-1)?.endpoint).toBe(`e${REQUEST_LOG_SIZE + 6}`)
  })
})

describe('the request log across page loads', () => {
  it('is written at an idle moment, not as the call ends', async () => {
    vi.useFakeTimers()
    noteRequest({
      at: '2026-11-23T10:00:00.000Z',
      endpoint: 'getRepayPlan',
      method: 'POST',
      path: '/v3/repay/plan',
      result: 'ok',
      status: null,
      code: null,
      durationMs: 12,
      retried: false,
    })
    expect(requestLog()).toHaveLength(1)
    expect(JSON.parse(sessionStorage.getItem('support.requestLog.v1') ?? '[]')).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(200)
    expect(JSON.parse(sessionStorage.getItem('support.requestLog.v1') ?? '[]')).toHaveLength(1)
    vi.useRealTimers()
  })

  it("reads the stored log when it is read or written, not as a call ends, and keeps the earlier page's calls first", async () => {
    const entry = (endpoint: string) =>
      ({ at: '', endpoint, method: 'POST', path: '/v3/x', result: 'ok', status: null, code: null, durationMs: 1, retried: false }) as const
    sessionStorage.setItem('support.requestLog.v1', JSON.stringify([entry('earlierPage')]))
    vi.resetModules()
    const fresh = await import('./requestLog')
    const getItem = vi.spyOn(Storage.prototype, 'getItem')
    fresh.noteRequest(entry('firstAnswer'))
    expect(getItem).not.toHaveBeenCalled()
    expect(fresh.requestLog().map((e) => e.endpoint)).toEqual(['earlierPage', 'firstAnswer'])
    fresh.noteRequest(entry('second'))
    window.dispatchEvent(new Event('pagehide'))
    getItem.mockRestore()
    expect(JSON.parse(sessionStorage.getItem('support.requestLog.v1') ?? '[]').map((e: { endpoint: string }) => e.endpoint)).toEqual([
      'earlierPage',
      'firstAnswer',
      'second',
    ])
    fresh.clearRequestLog()
  })

  it('is kept in sessionStorage for the tab, without secrets, and survives a refusing storage', async () => {
    noteRequest({
      at: '2026-11-23T10:00:00.000Z',
      endpoint: 'getLoanDetails',
      method: 'POST',
      path: '/v3/loan-details/loan-details',
      result: 'http',
      status: 500,
      code: null,
      durationMs: 40,
      retried: false,
    })
    // Written when the page leaves, if no idle moment came first.
    window.dispatchEvent(new Event('pagehide'))
    expect(JSON.parse(sessionStorage.getItem('support.requestLog.v1') ?? '[]')).toHaveLength(1)
    vi.resetModules()
    const fresh = await import('./requestLog')
    expect(fresh.requestLog().map((e) => e.path)).toEqual(['/v3/loan-details/loan-details'])
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    expect(() => fresh.noteRequest({ ...fresh.requestLog()[0], endpoint: 'again' })).not.toThrow()
    expect(fresh.requestLog()).toHaveLength(2)
    setItem.mockRestore()
    fresh.clearRequestLog()
  })
})
