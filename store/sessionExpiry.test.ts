import { afterEach, describe, expect, it, vi } from 'vitest'

import { type BridgeHost, configureBridge } from '@src/bridge/bridge'
import { overrideConfig } from '@src/config/env'
import { answerProbe, business, ok, probeApi, status } from '@tests/probe'

import { makeStore } from './index'
import { langChanged, paramsUpdated } from './session'
import { SESSION_EXPIRED_READ_MS } from './sessionExpiry'

let undo: (() => void) | null = null
afterEach(() => {
  undo?.()
  undo = null
  configureBridge({ host: {} as BridgeHost, fallback: {} })
})

/** A store with a session and an Android shell that records what it is asked. */
function setup(lang: 'en' | 'sw' = 'en') {
  const store = makeStore({ devtools: false })
  store.dispatch(paramsUpdated({ sessionId: 'SESS-1' }))
  store.dispatch(langChanged(lang))
  const shell = vi.fn()
  configureBridge({ host: { AppBridge: { postMessage: shell } } })
  const asked = () => shell.mock.calls.map((c) => JSON.parse(c[0] as string).action as string)
  const toasts = () => store.getState().ui.toasts.map((t) => t.message)
  return { store, asked, toasts }
}

const call = (store: ReturnType<typeof makeStore>, n: number) => store.dispatch(probeApi.endpoints.probe.initiate({ n }))

describe('an expired session', () => {
  it('on HTTP 401: recorded for the page to say, back to login, once for many failed calls; no toast', async () => {
    answerProbe(status(401))
    const { store, asked, toasts } = setup('sw')
    await Promise.all([call(store, 1), call(store, 2), call(store, 3)])
    await call(store, 4)
    expect(asked()).toEqual(['backToLogin'])
    expect(store.getState().ui.sessionEnded).toBe(true)
    // The page says it (src/ui/States.tsx); a toast would say it a second time.
    expect(toasts()).toEqual([])
  })

  it('on a configured business code (default list), in English', async () => {
    answerProbe(business(-401, 'Please sign in'))
    const { store, asked, toasts } = setup()
    await call(store, 1)
    expect(asked()).toEqual(['backToLogin'])
    expect(store.getState().ui.sessionEnded).toBe(true)
    // The failure's own text ('Please sign in') would repeat the page's message (store/feedback.ts).
    expect(toasts()).toEqual([])
  })

  it('later expired-session failures add nothing; a failure of another kind still shows its own toast', async () => {
    answerProbe(business(-401, 'Please sign in'), business(-401, 'Please sign in'), business(800006, 'Wrong code'))
    const { store, toasts } = setup()
    await call(store, 1)
    await call(store, 2)
    await call(store, 3)
    expect(toasts()).toEqual(['Wrong code'])
    expect(store.getState().ui.sessionEnded).toBe(true)
  })

  it('follows the runtime configuration: another code counts, 401 no longer does', async () => {
    undo = overrideConfig({ sessionExpiry: { httpStatus: [419], codes: ['9001'] } })
    answerProbe(status(401), business('9001'))
    const { store, asked } = setup()
    await call(store, 1)
    expect(asked()).toEqual([])
    await call(store, 2)
    expect(asked()).toEqual(['backToLogin'])
  })

  it('ignores other failures and successes', async () => {
    answerProbe(ok, status(500), status(403), business(800006, 'Wrong code'))
    const { store, asked, toasts } = setup()
    for (const n of [1, 2, 3, 4]) await call(store, n)
    expect(asked()).toEqual([])
    expect(store.getState().ui.sessionEnded).toBeUndefined()
    expect(toasts()).not.toContain('Your session has expired. Please log in again.')
  })

  it('reacts again for the next session, but not to late answers sent under the old one', async () => {
    answerProbe(status(401))
    const { store, asked } = setup()
    await call(store, 1)
    // A call sent under SESS-1 answers after the shell passed SESS-2: it says nothing about SESS-2.
    const late = call(store, 2)
    store.dispatch(paramsUpdated({ sessionId: 'SESS-2' }))
    await late
    expect(asked()).toEqual(['backToLogin'])
    await call(store, 3)
    expect(asked()).toEqual(['backToLogin', 'backToLogin'])
  })
})

describe('an expired session in a plain browser (no shell)', () => {
  afterEach(() => vi.useRealTimers())

  it('leaves the message time to be read before the fallback leaves for the home page', async () => {
    answerProbe(status(401))
    const store = makeStore({ devtools: false })
    store.dispatch(paramsUpdated({ sessionId: 'SESS-1' }))
    const navigate = vi.fn()
    configureBridge({ host: {} as BridgeHost, fallback: { navigate } })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await call(store, 1)
    expect(store.getState().ui.sessionEnded).toBe(true)
    vi.advanceTimersByTime(SESSION_EXPIRED_READ_MS - 1)
    expect(navigate).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith('/')
  })
})

describe('an expired session inside an HTTP error', () => {
  it('counts when the body carries a configured code (the wire marks it)', async () => {
    const { HttpResponse } = await import('msw')
    answerProbe(() => HttpResponse.json({ code: '-401', message: 'Session gone' }, { status: 403 }))
    const { store, asked } = setup()
    await call(store, 1)
    expect(asked()).toEqual(['backToLogin'])
  })
})
