import { describe, expect, it, vi } from 'vitest'

import { devtoolsEnabled, maskDigits, REDACTED } from './devtools'
import type * as Sanitize from './devtoolsSanitize'
import { actionSanitizer, sanitize, stateSanitizer } from './devtoolsSanitize'

describe('DevTools sanitisers', () => {
  it('redact phones, cards, session and device ids, captcha and SMS codes by key', () => {
    const action = {
      type: 'api/executeMutation/pending',
      meta: {
        arg: {
          originalArgs: {
            phone: '0712345678',
            capcode: 'x7k2',
            smsCode: '123456',
            cardNo: '4111111111111111',
            verifyCode: '654321',
            sid: 'abc',
            amount: 5000,
          },
        },
      },
    }
    const out = actionSanitizer(action) as typeof action
    expect(out.meta.arg.originalArgs).toEqual({
      phone: REDACTED,
      capcode: REDACTED,
      smsCode: REDACTED,
      cardNo: REDACTED,
      verifyCode: REDACTED,
      sid: REDACTED,
      amount: 5000,
    })
    expect(action.meta.arg.originalArgs.phone).toBe('0712345678')
  })

  it('redact a code the borrower sent, but keep reply codes', () => {
    const out = sanitize({
      meta: { arg: { originalArgs: { phone: '0712345678', code: '654321' } } },
      payload: { code: '00', message: 'ok' },
    }) as Record<string, any>
    expect(out.meta.arg.originalArgs.code).toBe(REDACTED)
    expect(out.payload.code).toBe('00')
  })

  it('redact the session slice in state', () => {
    const state = { session: { params: { sessionId: 's-1', deviceId: 'd-1', advertisingId: 'a-1', appVersion: '2.0' }, lang: 'en' } }
    const out = stateSanitizer(state) as typeof state
    expect(out.session.params).toEqual({ sessionId: REDACTED, deviceId: REDACTED, advertisingId: REDACTED, appVersion: '2.0' })
  })

  it('mask phone and card numbers inside free text', () => {
    expect(maskDigits('Call +255 712 345 678 now')).not.toContain('712 345')
    expect(maskDigits('card 4111 1111 1111 1111')).toBe('card **************11')
    expect(maskDigits('Order 2026-11-22 amount 150000')).toBe('Order 2026-11-22 amount 150000')
    const out = JSON.stringify(sanitize({ url: '/x?session_id=abc&phone=0712345678', list: [{ message: 'paid from 0712345678' }] }))
    expect(out).not.toContain('0712345678')
  })

  it('survive cycles and Blobs', () => {
    const a: Record<string, unknown> = { name: 'x' }
    a.self = a
    expect(sanitize(a)).toEqual({ name: 'x', self: '[cycle]' })
    expect(sanitize({ file: new Blob(['abc']) })).toEqual({ file: '[Blob 3 bytes]' })
  })

  it('are on in development, and in production only with the support flag', () => {
    expect(devtoolsEnabled(true, false)).toBe(true)
    expect(devtoolsEnabled(false, false)).toBe(false)
    expect(devtoolsEnabled(false, true)).toBe(true)
  })
})

describe('DevTools switched on at run time', () => {
  it('connect to the extension only when asked, and send only sanitised actions and state', async () => {
    const { makeStore } = await import('./index')
    const { paramsUpdated } = await import('./session')
    const { devtoolsSwitched, runtimeDevtoolsMiddleware } = await import('./devtools')
    const sent: unknown[] = []
    const connect = vi.fn(() => ({
      init: (s: unknown) => sent.push({ init: s }),
      send: (a: unknown, s: unknown) => sent.push({ a, s }),
      unsubscribe: vi.fn(),
    }))
    const mw = runtimeDevtoolsMiddleware({ extension: () => ({ connect }) })
    // The middleware as the store would run it, over a real store's state.
    const store = makeStore({ devtools: false })
    const api = { getState: store.getState, dispatch: store.dispatch }
    const run = mw(api as never)((a) => store.dispatch(a as never)) as (action: { type: string; payload?: unknown }) => unknown

    run(paramsUpdated({ sessionId: 'SESS-1', appVersion: '3.4.2' }))
    expect(connect).not.toHaveBeenCalled()
    run(devtoolsSwitched(true))
    // The sanitisers are fetched first; what happens meanwhile is sent once they are in.
    run(paramsUpdated({ sessionId: 'SESS-2', extra: { phone: '0754123456', token: 'tk9-secret' }, headers: { building: 'bld-secret' } }))
    await vi.waitFor(() => expect(connect).toHaveBeenCalledOnce())
    run(devtoolsSwitched(false))
    run(paramsUpdated({ sessionId: 'SESS-3' }))
    const text = JSON.stringify(sent)
    expect(text).toContain('3.4.2')
    expect(text).toContain('[redacted]')
    // A shell parameter under a name the app does not know (a token) and a client header value are redacted too.
    for (const secret of ['SESS-1', 'SESS-2', 'SESS-3', '0754123456', 'tk9-secret', 'bld-secret']) expect(text).not.toContain(secret)
    // The switch and the action after it, then nothing after switching off.
    expect(sent.length).toBe(3)
  })

  it('connect from the start with the support flag, sending what came before the sanitisers', async () => {
    const { paramsUpdated } = await import('./session')
    const { makeStore } = await import('./index')
    const { runtimeDevtoolsMiddleware } = await import('./devtools')
    const sent: unknown[] = []
    const connect = vi.fn(() => ({ init: (s: unknown) => sent.push({ init: s }), send: (a: unknown, s: unknown) => sent.push({ a, s }) }))
    let arrive = () => undefined as void
    const sanitizers = vi.fn(
      () => new Promise<typeof Sanitize>((resolve) => (arrive = () => void import('./devtoolsSanitize').then(resolve))),
    )
    const store = makeStore({ devtools: false })
    const mw = runtimeDevtoolsMiddleware({ connectAtStart: true, extension: () => ({ connect }), sanitizers })
    const run = mw({ getState: store.getState, dispatch: store.dispatch } as never)((a) => store.dispatch(a as never)) as (action: {
      type: string
      payload?: unknown
    }) => unknown

    run(paramsUpdated({ sessionId: 'SESS-1', appVersion: '3.4.2' }))
    expect(connect).not.toHaveBeenCalled()
    // Fetched at the first idle moment, not on the start's path.
    await vi.waitFor(() => expect(sanitizers).toHaveBeenCalledOnce())
    arrive()
    await vi.waitFor(() => expect(connect).toHaveBeenCalledOnce())
    run(paramsUpdated({ sessionId: 'SESS-2' }))
    const text = JSON.stringify(sent)
    expect(sent.length).toBe(3)
    expect(text).toContain('3.4.2')
    for (const secret of ['SESS-1', 'SESS-2']) expect(text).not.toContain(secret)
  })
})

describe('DevTools wanted from the start', () => {
  it('fetch their sanitisers at an idle moment, not while the screen starts', async () => {
    vi.useFakeTimers()
    try {
      const { runtimeDevtoolsMiddleware } = await import('./devtools')
      const sanitizers = vi.fn(() => new Promise<typeof Sanitize>(() => undefined))
      const state = { session: {} }
      runtimeDevtoolsMiddleware({ connectAtStart: true, extension: () => undefined, sanitizers })({
        getState: () => state,
        dispatch: vi.fn(),
      } as never)
      expect(sanitizers).not.toHaveBeenCalled()
      // No requestIdleCallback here: the idle wait's fallback.
      await vi.advanceTimersByTimeAsync(200)
      expect(sanitizers).toHaveBeenCalledOnce()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('DevTools from the host page config', () => {
  it('are on in a production build when window.__APP_CONFIG__ says supportDevtools', async () => {
    const { buildConfig } = await import('@src/config/env')
    expect(devtoolsEnabled(false, buildConfig({}, { supportDevtools: true }).supportDevtools)).toBe(true)
    expect(devtoolsEnabled(false, buildConfig({}, {}).supportDevtools)).toBe(false)
  })
})
