import { describe, expect, it } from 'vitest'

import { buildConfig } from './env'
import { isSessionExpired } from './sessionExpiry'

describe('isSessionExpired', () => {
  const defaults = buildConfig({}).sessionExpiry

  it('treats HTTP 401 as an expired session by default, and no business code', () => {
    expect(isSessionExpired({ status: 401 }, defaults)).toBe(true)
    expect(isSessionExpired({ status: 200, code: '401' }, defaults)).toBe(false)
    expect(isSessionExpired({ status: 200, code: -401 }, defaults)).toBe(false)
    expect(isSessionExpired({ status: 200, code: 100401 }, defaults)).toBe(false)
  })

  it('treats the business codes a deployment names as an expired session', () => {
    const configured = buildConfig({ VITE_SESSION_EXPIRED_CODES: '401,-401,100401' }).sessionExpiry
    expect(isSessionExpired({ status: 200, code: '401' }, configured)).toBe(true)
    expect(isSessionExpired({ status: 200, code: -401 }, configured)).toBe(true)
    expect(isSessionExpired({ status: 200, code: 100401 }, configured)).toBe(true)
  })

  it('does not treat other answers as expiry', () => {
    expect(isSessionExpired({ status: 500 }, defaults)).toBe(false)
    expect(isSessionExpired({ status: 200, code: '00' }, defaults)).toBe(false)
    expect(isSessionExpired({ status: 200, code: 11 }, defaults)).toBe(false)
    expect(isSessionExpired({}, defaults)).toBe(false)
  })

  it('reads the lists from build variables and a runtime override', () => {
    const fromEnv = buildConfig({ VITE_SESSION_EXPIRED_HTTP: '401,419', VITE_SESSION_EXPIRED_CODES: '9001, 9002' }).sessionExpiry
    expect(isSessionExpired({ status: 419 }, fromEnv)).toBe(true)
    expect(isSessionExpired({ code: '9002' }, fromEnv)).toBe(true)
    expect(isSessionExpired({ code: '401' }, fromEnv)).toBe(false)
    const runtime = buildConfig({}, { sessionExpiry: { httpStatus: [], codes: ['E_SESSION'] } }).sessionExpiry
    expect(isSessionExpired({ status: 401 }, runtime)).toBe(false)
    expect(isSessionExpired({ code: 'E_SESSION' }, runtime)).toBe(true)
  })
})
