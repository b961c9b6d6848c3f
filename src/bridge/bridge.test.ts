import { afterEach, describe, expect, it, vi } from 'vitest'

import { type BridgeHost, callNative, configureBridge, detectShell, setBridgeListener } from './bridge'

afterEach(() => {
  configureBridge({ host: {} as BridgeHost, fallback: {} })
  setBridgeListener(() => undefined)
})

describe('native bridge', () => {
  it('detects each shell', () => {
    expect(detectShell({})).toBe('browser')
    expect(detectShell({ AppBridge: { postMessage: () => undefined } })).toBe('android')
    expect(detectShell({ webkit: { messageHandlers: { appBridge: { postMessage: () => undefined } } } })).toBe('ios')
    expect(detectShell({ ReactNativeWebView: { postMessage: () => undefined } })).toBe('react-native')
  })

  it('sends typed actions to Android, iOS and React Native shells', () => {
    const android = vi.fn()
    configureBridge({ host: { AppBridge: { postMessage: android } } })
    expect(callNative({ action: 'callTelephone', payload: { phone: '+255 22 212 3456' } })).toBe('android')
    expect(JSON.parse(android.mock.calls[0][0])).toEqual({ action: 'callTelephone', payload: { phone: '+255 22 212 3456' } })

    const ios = vi.fn()
    configureBridge({ host: { webkit: { messageHandlers: { appBridge: { postMessage: ios } } } } })
    callNative({ action: 'closeWebview' })
    expect(ios).toHaveBeenCalledWith({ action: 'closeWebview', payload: {} })

    const rn = vi.fn()
    configureBridge({ host: { ReactNativeWebView: { postMessage: rn } } })
    callNative({ action: 'goToPage', payload: { page: 'productDetail', params: { productId: 'P1' } } })
    expect(JSON.parse(rn.mock.calls[0][0])).toEqual({ action: 'goToPage', payload: { page: 'productDetail', params: { productId: 'P1' } } })
  })

  it('falls back to the web in a plain browser: back, tel: link, home', () => {
    const back = vi.fn()
    const open = vi.fn()
    const navigate = vi.fn()
    configureBridge({ host: {}, fallback: { back, open, navigate } })
    callNative({ action: 'closeWebview' })
    callNative({ action: 'callTelephone', payload: { phone: '+255 22 212 3456' } })
    callNative({ action: 'sendEmail', payload: { email: 'a@b.tz' } })
    callNative({ action: 'goHome' })
    expect(back).toHaveBeenCalledOnce()
    expect(open.mock.calls).toEqual([['tel:+255222123456'], ['mailto:a@b.tz']])
    expect(navigate).toHaveBeenCalledWith('/')
  })

  it('reports every call to the listener (DevTools)', () => {
    const seen = vi.fn()
    setBridgeListener(seen)
    configureBridge({ host: {}, fallback: { back: () => undefined } })
    callNative({ action: 'rate' })
    expect(seen).toHaveBeenCalledWith({ action: 'rate', payload: undefined, via: 'browser' })
  })

  it('falls back when the shell throws', () => {
    const back = vi.fn()
    configureBridge({
      host: {
        AppBridge: {
          postMessage: () => {
            throw new Error('gone')
          },
        },
      },
      fallback: { back },
    })
    expect(callNative({ action: 'closeWebview' })).toBe('browser')
    expect(back).toHaveBeenCalledOnce()
  })
})
