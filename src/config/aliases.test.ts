import { describe, expect, it } from 'vitest'

import { sampleObfuscatedAliases as map } from '@sandbox/aliases'

import { aliasKeys, aliasPath, identityAliases, readField, unaliasDeep } from './aliases'

describe('alias map', () => {
  it('is the identity by default', () => {
    expect(aliasKeys(identityAliases, { productId: 1 })).toEqual({ productId: 1 })
    expect(aliasPath(identityAliases, '/v3/x')).toBe('/v3/x')
    expect(unaliasDeep(identityAliases, { a: { b: 1 } })).toEqual({ a: { b: 1 } })
  })

  it('writes requests with aliases and reads answers back, plain names as fallback', () => {
    expect(aliasKeys(map, { productId: 'P', other: 1 })).toEqual({ p9x: 'P', other: 1 })
    expect(aliasPath(map, '/v3/contract/contract')).toBe('/x1/k7/a9')
    expect(readField(map, { c0d: '00' }, 'code')).toBe('00')
    expect(readField(map, { code: 0 }, 'code')).toBe(0)
    expect(unaliasDeep(map, { d7l: [{ tx1: 'Fee', v4l: '10' }], productLogo: 'x' })).toEqual({
      details: [{ text: 'Fee', value: '10' }],
      productLogo: 'x',
    })
  })

  it('keeps field names that are Object.prototype members (lender item codes) as they are', () => {
    const body = aliasKeys(map, JSON.parse('{"__proto__":"a","constructor":"b","toString":"c"}') as Record<string, unknown>)
    expect(Object.entries(body)).toEqual([
      ['__proto__', 'a'],
      ['constructor', 'b'],
      ['toString', 'c'],
    ])
    expect(aliasPath(map, 'constructor')).toBe('constructor')
  })

  it('prefers a plain name when both are present', () => {
    expect(unaliasDeep(map, { n4m: 'alias', productName: 'plain' })).toEqual({ productName: 'plain' })
  })
})
