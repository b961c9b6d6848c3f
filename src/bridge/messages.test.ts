import { afterEach, describe, expect, it, vi } from 'vitest'

import { installShellMessageListener, onShellMessage, parseShellMessage } from './messages'

let off: (() => void)[] = []
afterEach(() => {
  off.forEach((f) => f())
  off = []
})

describe('messages from the shell', () => {
  it('accept well-formed known messages', () => {
    expect(parseShellMessage('{"type":"nativeBack"}')).toEqual({ type: 'nativeBack' })
    expect(parseShellMessage({ type: 'sessionParams', payload: { session_id: 's' } })).toEqual({
      type: 'sessionParams',
      payload: { session_id: 's' },
    })
    expect(parseShellMessage({ type: 'lang', payload: { lang: 'sw' } })).toEqual({ type: 'lang', payload: { lang: 'sw' } })
  })

  it('ignore forged or malformed ones', () => {
    for (const bad of [
      'nope',
      '{"type":"eval","payload":"alert(1)"}',
      { type: 'sessionParams', payload: { a: { nested: 1 } } },
      { type: 'lang' },
      null,
      42,
      'x'.repeat(20000),
      { type: 'sessionParams', payload: ['x'] },
    ]) {
      expect(parseShellMessage(bad)).toBeNull()
    }
  })

  it('come through window.onNativeMessage and same-origin postMessage only', async () => {
    const got = vi.fn()
    off.push(installShellMessageListener(window), onShellMessage(got))
    expect(window.onNativeMessage?.('{"type":"resume"}')).toBe(true)
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'nativeBack' }, origin: 'https://evil.example' }))
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'nativeBack' }, origin: window.location.origin }))
    expect(got.mock.calls.map((c) => c[0].type)).toEqual(['resume', 'nativeBack'])
  })

  it('accept logout, and devtools with a boolean or a string flag', () => {
    expect(parseShellMessage('{"type":"logout"}')).toEqual({ type: 'logout' })
    expect(parseShellMessage({ type: 'devtools', payload: { enabled: true } })).toEqual({ type: 'devtools', payload: { enabled: true } })
    expect(parseShellMessage('{"type":"devtools","payload":{"enabled":"false"}}')).toEqual({
      type: 'devtools',
      payload: { enabled: false },
    })
    for (const bad of [
      { type: 'devtools' },
      { type: 'devtools', payload: { enabled: 'yes' } },
      { type: 'devtools', payload: { enabled: 1 } },
    ])
      expect(parseShellMessage(bad)).toBeNull()
  })

  it("come from React Native's injected MessageEvent and Android's postWebMessage (origin ''), on window or document", () => {
    const got = vi.fn()
    off.push(installShellMessageListener(window), onShellMessage(got))
    // injectJavaScript("window.dispatchEvent(new MessageEvent('message', { data }))")
    window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ type: 'lang', payload: { lang: 'sw' } }) }))
    // The older RN postMessage on Android: an event on document.
    document.dispatchEvent(new MessageEvent('message', { data: '{"type":"logout"}' }))
    // A sandboxed (opaque) frame or another page: its origin is stamped on the event, refused.
    window.dispatchEvent(new MessageEvent('message', { data: '{"type":"logout"}', origin: 'null' }))
    window.dispatchEvent(new MessageEvent('message', { data: '{"type":"logout"}', origin: 'https://evil.example' }))
    // Origin '' with a source window is not the shell.
    window.dispatchEvent(new MessageEvent('message', { data: '{"type":"logout"}', origin: '', source: window }))
    // Well-formed only, whatever the transport.
    window.dispatchEvent(new MessageEvent('message', { data: '{"type":"eval","payload":{"x":"1"}}' }))
    expect(got.mock.calls.map((c) => c[0])).toEqual([{ type: 'lang', payload: { lang: 'sw' } }, { type: 'logout' }])
  })
})
