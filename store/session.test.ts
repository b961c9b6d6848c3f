import { describe, expect, it } from 'vitest'

import { overrideConfig } from '@src/config/env'
import { prepareRequest } from '@src/lender/wire'

import { requestContext } from './requestContext'
import { initialSession, paramsUpdated, sessionReducer } from './session'
import { shellParamsFromQuery, withoutShellParams } from './shellParams'

describe('session parameters', () => {
  it("are every key of the shell URL that is not the page's own, under its own name, with the language", () => {
    const { params, lang } = shellParamsFromQuery('?app_version=3.1&deviceId=d9&session_id=s1&token=tk9&uid=55&productId=P1&lang=sw-TZ')
    expect(params).toEqual({
      appVersion: '3.1',
      deviceId: 'd9',
      sessionId: 's1',
      extra: { token: 'tk9', uid: '55' },
      names: { deviceId: 'deviceId' },
    })
    expect(lang).toBe('sw')
    const s = sessionReducer(initialSession([]), paramsUpdated(params))
    // The camel name came from the shell: it goes back under it; the language parameter is the tests' setup's (the sandbox's `lang`).
    expect(requestContext(s).commonParams).toEqual({
      app_version: '3.1',
      deviceId: 'd9',
      session_id: 's1',
      token: 'tk9',
      uid: '55',
      lang: 'en',
    })
  })

  it('leave every page key to its page: ids, codes, complaint and campaign keys, ad tags', () => {
    const page =
      '?productId=P&product_id=P&orderId=O&source=loanDetail&from=confirm&amount=1&problemId=9&showType=1&payCode=C&payCodeImg=i&repayAmount=5&id=1001&utm_tag=x&utm_source=y&fbclid=f&lang=sw'
    expect(shellParamsFromQuery(page).params).toEqual({})
    expect(withoutShellParams(page)).toBeNull()
  })

  it('invent nothing and send nothing empty: a visitor sends no session parameter at all', () => {
    expect(requestContext(initialSession([])).commonParams).toEqual({ lang: 'en' })
    const { params } = shellParamsFromQuery('?session_id=s1&advertising_id=&channel=')
    const s = sessionReducer(initialSession([]), paramsUpdated(params))
    expect(requestContext(s).commonParams).toEqual({ session_id: 's1', lang: 'en' })
  })

  it("read a label under the deployment's alias and send it under that name", () => {
    const undo = overrideConfig({ aliases: { fields: { session_id: 'token' }, paths: {} } })
    try {
      const { params } = shellParamsFromQuery('?token=tk9&uid=55')
      expect(params).toEqual({ sessionId: 'tk9', extra: { uid: '55' } })
      const s = sessionReducer(initialSession([]), paramsUpdated(params))
      const url = new URL(prepareRequest({ url: '/v3/x' }, requestContext(s), 'https://app.example').url)
      expect(url.searchParams.get('token')).toBe('tk9')
      expect(url.searchParams.get('uid')).toBe('55')
      expect(url.searchParams.has('session_id')).toBe(false)
    } finally {
      undo()
    }
  })

  it('are refreshable: the same session keeps its further parameters and gains new ones', () => {
    let s = sessionReducer(initialSession([]), paramsUpdated({ sessionId: 'a', extra: { channel: 'x', user_id: 'u' } }))
    s = sessionReducer(s, paramsUpdated({ sessionId: 'a', extra: { lang_code: 'sw' } }))
    expect(s.params.extra).toEqual({ channel: 'x', user_id: 'u', lang_code: 'sw' })
  })

  it("a new session keeps none of the previous session's further parameters or header values (a token, a user id)", () => {
    let s = sessionReducer(
      initialSession([]),
      paramsUpdated({ sessionId: 'a', extra: { token: 'old', user_id: 'u' }, headers: { building: 'b' } }),
    )
    s = sessionReducer(s, paramsUpdated({ sessionId: 'b' }))
    expect(s.params.extra).toEqual({})
    expect(s.params.headers).toEqual({})
    s = sessionReducer(s, paramsUpdated({ sessionId: 'c', extra: { user_id: 'u' } }))
    expect(s.params.extra).toEqual({ user_id: 'u' })
  })

  it("the shell's entry URL replaces the whole session: nothing persisted from another session goes out with it", () => {
    let s = sessionReducer(initialSession([]), paramsUpdated({ sessionId: 'old', deviceId: 'd-old', extra: { token: 'old' } }))
    s = sessionReducer(s, paramsUpdated({ ...shellParamsFromQuery('?token=tk9&uid=55').params, replace: true }))
    expect(requestContext(s).commonParams).toEqual({ token: 'tk9', uid: '55', lang: 'en' })
  })

  it('take every shell parameter out of the page query, keeping the page ids and language', () => {
    expect(withoutShellParams('?session_id=s1&device_id=d&user_id=7&token=t&orderId=ORD1&lang=sw')).toBe('?orderId=ORD1&lang=sw')
    expect(withoutShellParams('?sessionId=s1')).toBe('')
    expect(withoutShellParams('?orderId=ORD1')).toBeNull()
  })

  it("keep the JSON and form clients' header values, stripped from the address bar like the session id", () => {
    const { params } = shellParamsFromQuery('?session_id=s1&building=B1&gather=G1&swift=S1&eyes=E1&orderId=O1')
    expect(params.headers).toEqual({ building: 'B1', gather: 'G1', swift: 'S1', eyes: 'E1' })
    expect(withoutShellParams('?session_id=s1&building=B1&gather=G1&swift=S1&eyes=E1&orderId=O1')).toBe('?orderId=O1')
    const s = sessionReducer(initialSession([]), paramsUpdated(params))
    // After in-app navigation the address bar has none of them: the session still does.
    const headers = (client?: 'json' | 'form') =>
      prepareRequest({ url: '/v3/x', client }, requestContext(s), 'https://app.example').init.headers
    expect(headers('json')).toMatchObject({ building: 'B1', gather: 'G1' })
    expect(headers('form')).toMatchObject({ swift: 'S1', eyes: 'E1' })
    expect(headers()).not.toHaveProperty('building')
  })

  it("another borrower's parameters replace the previous borrower's extras instead of merging with them", () => {
    let s = sessionReducer(initialSession([]), paramsUpdated({ sessionId: 'a', extra: { channel: 'x', user_id: 'u1', market: 'tz-old' } }))
    s = sessionReducer(s, paramsUpdated({ extra: { user_id: 'u2' } }))
    expect(s.params.extra).toEqual({ user_id: 'u2' })
  })

  it('start in the browser language when it is Swahili, else English', () => {
    expect(initialSession(['sw-TZ', 'en']).lang).toBe('sw')
    expect(initialSession(['fr-FR']).lang).toBe('en')
  })
})
