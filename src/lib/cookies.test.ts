import { afterEach, describe, expect, it, vi } from 'vitest'

import type { CookieHolder } from './cookies'
import { COOKIE_EXPIRES_NEVER, getCookie, removeCookie, setCookie } from './cookies'

const holder = (cookie = ''): CookieHolder => ({ cookie })

describe('setCookie', () => {
  it('writes an encoded value that never expires, on the root path, SameSite=Lax', () => {
    const doc = holder()
    setCookie('lang', 'sw', { doc })
    expect(doc.cookie).toBe('lang=sw; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/; SameSite=Lax')
    expect(COOKIE_EXPIRES_NEVER).toBe('Fri, 31 Dec 9999 23:59:59 GMT')
  })

  it('URI-encodes the value so it cannot add attributes', () => {
    const doc = holder()
    setCookie('token', 'a b;path=/x; Domain=evil.com=é', { doc })
    expect(doc.cookie).toBe(
      'token=a%20b%3Bpath%3D%2Fx%3B%20Domain%3Devil.com%3D%C3%A9; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/; SameSite=Lax',
    )
  })

  it('writes an empty value', () => {
    const doc = holder()
    setCookie('empty', '', { doc })
    expect(doc.cookie).toBe('empty=; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/; SameSite=Lax')
  })

  it.each([[''], ['a b'], ['a;b'], ['a=b'], ['naïve'], ['x\n']])('rejects the cookie name %j', (name) => {
    const doc = holder('untouched')
    expect(() => setCookie(name, 'v', { doc })).toThrow(TypeError)
    expect(doc.cookie).toBe('untouched')
  })
})

describe('getCookie', () => {
  it('finds a cookie among several and decodes it', () => {
    const doc = holder('a=1; lang=sw%20TZ; b=2')
    expect(getCookie('lang', { doc })).toBe('sw TZ')
    expect(getCookie('a', { doc })).toBe('1')
    expect(getCookie('b', { doc })).toBe('2')
  })

  it('matches the whole name, not a prefix or suffix', () => {
    const doc = holder('xlang=no; lang2=no')
    expect(getCookie('lang', { doc })).toBeNull()
  })

  it('keeps "=" inside the value', () => {
    expect(getCookie('jwt', { doc: holder('jwt=a.b==; x=1') })).toBe('a.b==')
  })

  it('returns an empty string for a cookie set to nothing', () => {
    expect(getCookie('empty', { doc: holder('empty=; x=1') })).toBe('')
  })

  it('returns the raw value when it is not valid percent-encoding', () => {
    expect(getCookie('bad', { doc: holder('bad=100%') })).toBe('100%')
  })

  it('returns null when missing, when the jar is empty, or for an invalid name', () => {
    expect(getCookie('nope', { doc: holder('a=1') })).toBeNull()
    expect(getCookie('a', { doc: holder('') })).toBeNull()
    expect(getCookie('', { doc: holder('=x') })).toBeNull()
    expect(getCookie('a b', { doc: holder('a b=x') })).toBeNull()
  })
})

describe('removeCookie', () => {
  it('expires the cookie on the root path', () => {
    const doc = holder('lang=sw')
    removeCookie('lang', { doc })
    expect(doc.cookie).toBe('lang=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/; SameSite=Lax')
  })

  it('rejects an invalid name', () => {
    expect(() => removeCookie('a;b', { doc: holder() })).toThrow(TypeError)
  })
})

describe('with the real (jsdom) document', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    removeCookie('lang')
    removeCookie('other')
  })

  it('round-trips through document.cookie', () => {
    setCookie('lang', 'sw TZ; ok=1')
    setCookie('other', 'x')
    expect(getCookie('lang')).toBe('sw TZ; ok=1')
    expect(getCookie('other')).toBe('x')
    removeCookie('lang')
    expect(getCookie('lang')).toBeNull()
    expect(getCookie('other')).toBe('x')
  })

  it('does nothing without a document', () => {
    vi.stubGlobal('document', undefined)
    expect(() => setCookie('lang', 'sw')).not.toThrow()
    expect(getCookie('lang')).toBeNull()
    expect(() => removeCookie('lang')).not.toThrow()
    vi.unstubAllGlobals()
    expect(getCookie('lang')).toBeNull()
  })
})
