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
    expect(parseShellMessage({ type: 'sessionParams', payload: { session_id: 's' } })).toEqual({ type: 'sessionParams', payload: { session_id: 's' } })
    expect(parseShellMessage({ type: 'lang', payload: { lang: 'sw' } })).toEqual({ type: 'lang', payload: { lang: 'sw' } })
  })

  it('ignore forged or malformed ones', () => {
    for (const bad of ['nope', '{"type":"eval","payload":"alert(1)"}', { type: 'sessionParams', payload: { a: { nested: 1 } } }, { type: 'lang' }, null, 42, 'x'.repeat(20000), { type: 'sessionParams', payload: ['x'] }]) {
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
})
