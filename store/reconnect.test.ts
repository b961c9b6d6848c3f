import { afterEach, describe, expect, it, vi } from 'vitest'

import { baseApi } from './api'
import { retryAfterReconnect, stillOffline } from './reconnect'

const networkError = { kind: 'network', message: 'No connection' }
const apiState = (queries: Record<string, object>, subscriptions: Record<string, object> = {}) => ({
  [baseApi.reducerPath]: { queries, subscriptions },
})
const failedOrder = { status: 'rejected', endpointName: 'getLoanDetails', originalArgs: { orderId: 'O1' }, error: networkError }

describe('after the connection returns (store/reconnect.ts)', () => {
  afterEach(() => vi.useRealTimers())

  it('asks again only for queries a screen still shows as failed for want of a connection', () => {
    const state = apiState(
      {
        'getLoanDetails({"orderId":"O1"})': failedOrder,
        'getRepayPlan(1)': { ...failedOrder, endpointName: 'getRepayPlan', error: { kind: 'timeout', message: 'slow' } },
        'getComplaints(1)': { ...failedOrder, endpointName: 'getComplaints', status: 'fulfilled', error: undefined },
        'getOld(1)': { ...failedOrder, endpointName: 'getOld' },
      },
      { 'getLoanDetails({"orderId":"O1"})': { a: {} }, 'getRepayPlan(1)': { b: {} }, 'getComplaints(1)': { c: {} }, 'getOld(1)': {} },
    )
    expect(stillOffline(state)).toEqual([
      { key: 'getLoanDetails({"orderId":"O1"})', endpointName: 'getLoanDetails', originalArgs: { orderId: 'O1' } },
    ])
  })

  it('retries after each delay while online and something still failed; stops when offline, and at the end of the delays', () => {
    vi.useFakeTimers()
    const win = Object.assign(new EventTarget(), { navigator: { onLine: true } }) as unknown as Window
    let state = apiState({ k: failedOrder }, { k: { s: {} } })
    const dispatched: unknown[] = []
    const initiate = vi.fn((args: unknown) => ({ type: 'initiate', args }))
    vi.spyOn(baseApi, 'endpoints', 'get').mockReturnValue({ getLoanDetails: { initiate } } as unknown as typeof baseApi.endpoints)
    const stop = retryAfterReconnect(
      { getState: () => state, dispatch: ((a: unknown) => (dispatched.push(a), a)) as never },
      [100, 200, 400],
      win,
    )

    win.dispatchEvent(new Event('online'))
    vi.advanceTimersByTime(99)
    expect(initiate).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(initiate).toHaveBeenCalledTimes(1)
    expect(initiate).toHaveBeenLastCalledWith({ orderId: 'O1' }, { subscribe: false, forceRefetch: true })
    vi.advanceTimersByTime(200)
    expect(initiate).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(400)
    expect(initiate).toHaveBeenCalledTimes(3)
    vi.advanceTimersByTime(10_000)
    expect(initiate).toHaveBeenCalledTimes(3)

    // Offline again before the first delay: nothing is asked.
    win.dispatchEvent(new Event('online'))
    win.dispatchEvent(new Event('offline'))
    vi.advanceTimersByTime(1000)
    expect(initiate).toHaveBeenCalledTimes(3)

    // Once the query got through, the follow-up ends.
    win.dispatchEvent(new Event('online'))
    state = apiState({ k: { ...failedOrder, status: 'fulfilled', error: undefined } }, { k: { s: {} } })
    vi.advanceTimersByTime(1000)
    expect(initiate).toHaveBeenCalledTimes(3)
    expect(dispatched).toHaveLength(3)

    stop()
    win.dispatchEvent(new Event('online'))
    state = apiState({ k: failedOrder }, { k: { s: {} } })
    vi.advanceTimersByTime(1000)
    expect(initiate).toHaveBeenCalledTimes(3)
  })
})
