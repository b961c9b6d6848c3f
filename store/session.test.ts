import { describe, expect, it } from 'vitest'
import { commonParamsOf, initialSession, sessionReducer, paramsUpdated, shellParamsFromQuery, withoutShellParams } from './session'

describe('session parameters', () => {
  it('are read from the shell URL by wire or camel name, with extras and language', () => {
    const { params, lang } = shellParamsFromQuery('?app_version=3.1&deviceId=d9&session_id=s1&channel=play&productId=P1&lang=sw-TZ')
    expect(params).toEqual({ appVersion: '3.1', deviceId: 'd9', sessionId: 's1', extra: { channel: 'play' } })
    expect(lang).toBe('sw')
  })

  it('are refreshable and become the common query parameters', () => {
    let s = sessionReducer(initialSession([]), paramsUpdated({ sessionId: 'a', extra: { channel: 'x', user_id: 'u' } }))
    s = sessionReducer(s, paramsUpdated({ sessionId: 'a', extra: { lang_code: 'sw' } }))
    expect(commonParamsOf(s.params)).toEqual({ app_version: '', device_name: '', device_id: '', os_version: '', session_id: 'a', advertising_id: '', channel: 'x', user_id: 'u', lang_code: 'sw' })
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
