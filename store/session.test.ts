import { describe, expect, it } from 'vitest'

import { overrideConfig } from '@src/config/env'
import { prepareRequest } from '@src/lender/wire'

import { initialSession, paramsUpdated, sessionReducer, sessionWire, shellParamsFromQuery, withoutShellParams } from './session'

describe('session parameters', () => {
  it('are read from the shell URL by wire or camel name, with extras and language', () => {
    const { params, lang } = shellParamsFromQuery('?app_version=3.1&deviceId=d9&session_id=s1&channel=play&productId=P1&lang=sw-TZ')
    expect(params).toEqual({ appVersion: '3.1', deviceId: 'd9', sessionId: 's1', extra: { channel: 'play' } })
    expect(lang).toBe('sw')
  })

  it('are refreshable and become the common query parameters', () => {
    let s = sessionReducer(initialSession([]), paramsUpdated({ sessionId: 'a', extra: { channel: 'x', user_id: 'u' } }))
    s = sessionReducer(s, paramsUpdated({ sessionId: 'a', extra: { lang_code: 'sw' } }))
    expect(sessionWire(s).commonParams).toEqual({
      app_version: '',
      device_name: '',
      device_id: '',
      os_version: '',
      session_id: 'a',
      advertising_id: '',
      channel: 'x',
      user_id: 'u',
      lang_code: 'sw',
      // The language parameter: the tests' setup plays the sandbox, which names it `lang`.
      lang: 'en',
    })
  })

  it("a new session without a user_id does not inherit the previous session's user_id (it would be a guess about who it is)", () => {
    let s = sessionReducer(initialSession([]), paramsUpdated({ sessionId: 'a', extra: { channel: 'x', user_id: 'u' } }))
    s = sessionReducer(s, paramsUpdated({ sessionId: 'b' }))
    expect(s.params.extra).toEqual({ channel: 'x' })
    s = sessionReducer(s, paramsUpdated({ sessionId: 'c', extra: { user_id: 'u' } }))
    expect(s.params.extra).toEqual({ channel: 'x', user_id: 'u' })
  })

  it('take the shell parameters out of the page query, keeping the page ids and language', () => {
    expect(withoutShellParams('?session_id=s1&device_id=d&user_id=7&orderId=ORD1&lang=sw')).toBe('?orderId=ORD1&lang=sw')
    expect(withoutShellParams('?sessionId=s1')).toBe('')
    expect(withoutShellParams('?orderId=ORD1')).toBeNull()
  })

  it('keep the shell parameters the deployment lists, and send them from the session after the address bar lost them', () => {
    const undo = overrideConfig({ shellParams: ['token', 'channel', 'productId'] })
    try {
      const { params } = shellParamsFromQuery('?session_id=s1&token=T9&channel=play&market=tz&productId=P1')
      // A listed key that is the page's own (productId) stays the page's.
      expect(params.extra).toEqual({ token: 'T9', channel: 'play' })
      expect(withoutShellParams('?session_id=s1&token=T9&market=tz&productId=P1')).toBe('?market=tz&productId=P1')
      const s = sessionReducer(initialSession([]), paramsUpdated(params))
      expect(sessionWire(s).commonParams).toMatchObject({ session_id: 's1', token: 'T9', channel: 'play' })
    } finally {
      undo()
    }
  })

  it("keep the JSON and form clients' header values, stripped from the address bar like the session id", () => {
    const { params } = shellParamsFromQuery('?session_id=s1&building=B1&gather=G1&swift=S1&eyes=E1&orderId=O1')
    expect(params.headers).toEqual({ building: 'B1', gather: 'G1', swift: 'S1', eyes: 'E1' })
    expect(withoutShellParams('?session_id=s1&building=B1&gather=G1&swift=S1&eyes=E1&orderId=O1')).toBe('?orderId=O1')
    const s = sessionReducer(initialSession([]), paramsUpdated(params))
    // After in-app navigation the address bar has none of them: the session still does.
    const headers = (client?: 'json' | 'form') =>
      prepareRequest({ url: '/v3/x', client }, sessionWire(s), 'https://app.example').init.headers
    expect(headers('json')).toMatchObject({ building: 'B1', gather: 'G1' })
    expect(headers('form')).toMatchObject({ swift: 'S1', eyes: 'E1' })
    expect(headers()).not.toHaveProperty('building')
  })

  it("another borrower's parameters replace the previous borrower's extras instead of merging with them", () => {
    let s = sessionReducer(initialSession([]), paramsUpdated({ sessionId: 'a', extra: { channel: 'x', user_id: 'u1', market: 'tz-old' } }))
    s = sessionReducer(s, paramsUpdated({ sessionId: 'c', extra: { user_id: 'u2' } }))
    expect(s.params.extra).toEqual({ user_id: 'u2' })
  })

  it('start in the browser language when it is Swahili, else English', () => {
    expect(initialSession(['sw-TZ', 'en']).lang).toBe('sw')
    expect(initialSession(['fr-FR']).lang).toBe('en')
  })
})
