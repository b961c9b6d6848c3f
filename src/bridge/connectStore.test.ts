import { afterEach, describe, expect, it, vi } from 'vitest'

import { makeStore } from '@store/index'
import { noteRequest, requestLog } from '@store/requestLog'
import { paramsUpdated } from '@store/session'

import { type BridgeHost, callNative, configureBridge } from './bridge'
import { connectBridgeToStore } from './connectStore'

let undo: () => void = () => undefined
afterEach(() => {
  undo()
  configureBridge({ host: {} as BridgeHost, fallback: {} })
})

function connected() {
  const store = makeStore({ devtools: false })
  const seen: string[] = []
  const dispatch = vi.fn((a: { type: string }) => {
    seen.push(a.type)
    return store.dispatch(a as Parameters<typeof store.dispatch>[0])
  })
  undo = connectBridgeToStore(dispatch as unknown as typeof store.dispatch)
  return { store, seen }
}

describe('the bridge wired to the store', () => {
  it('records native calls for DevTools', () => {
    const { seen } = connected()
    configureBridge({ host: { AppBridge: { postMessage: () => undefined } } })
    callNative({ action: 'goHome' })
    expect(seen).toContain('bridge/called')
  })

  it("forgets the session on the shell's logout, from any transport", () => {
    const { store, seen } = connected()
    store.dispatch(paramsUpdated({ sessionId: 'SESS-1', appVersion: '3.4.2' }))
    noteRequest({
      at: '',
      endpoint: 'x',
      method: 'POST',
      path: '/x',
      result: 'ok',
      status: null,
      code: null,
      durationMs: 1,
      retried: false,
    })
    // React Native: an injected MessageEvent, origin ''.
    window.dispatchEvent(new MessageEvent('message', { data: '{"type":"logout"}' }))
    expect(seen).toContain('session/sessionCleared')
    expect(store.getState().session.params.sessionId).toBe('')
    expect(requestLog()).toEqual([])
  })

  it('applies session parameters and language, and switches DevTools', () => {
    const { store, seen } = connected()
    expect(window.onNativeMessage?.({ type: 'sessionParams', payload: { session_id: 'SESS-2', user_id: 'U9' } })).toBe(true)
    expect(window.onNativeMessage?.('{"type":"lang","payload":{"lang":"sw-TZ"}}')).toBe(true)
    window.postMessage('{"type":"devtools","payload":{"enabled":true}}', window.location.origin)
    expect(store.getState().session.params.sessionId).toBe('SESS-2')
    expect(store.getState().session.params.extra.user_id).toBe('U9')
    expect(store.getState().session.lang).toBe('sw')
    return vi.waitFor(() => expect(seen).toContain('devtools/switched'))
  })
})
