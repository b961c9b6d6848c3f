import { describe, expect, it } from 'vitest'

import { getQueryParam, toQueryString } from './query'

describe('getQueryParam', () => {
  it('reads a parameter with or without the leading "?"', () => {
    expect(getQueryParam('?a=1&b=2', 'b')).toBe('2')
    expect(getQueryParam('a=1&b=2', 'a')).toBe('1')
  })

  it('decodes form-style values', () => {
    expect(getQueryParam('?q=a+b%26c', 'q')).toBe('a b&c')
    expect(getQueryParam('?name=J%C3%B8rn', 'name')).toBe('Jørn')
  })

  it('returns the first of repeated values', () => {
    expect(getQueryParam('?a=1&a=2', 'a')).toBe('1')
  })

  it('returns an empty string for a present but empty parameter', () => {
    expect(getQueryParam('?a=&b', 'a')).toBe('')
    expect(getQueryParam('?a=&b', 'b')).toBe('')
  })

  it('returns null when absent or the input is empty', () => {
    expect(getQueryParam('?a=1', 'b')).toBeNull()
    expect(getQueryParam('', 'a')).toBeNull()
    expect(getQueryParam('?', 'a')).toBeNull()
    expect(getQueryParam(undefined as unknown as string, 'a')).toBeNull()
  })

  it('is case-sensitive for names', () => {
    expect(getQueryParam('?Token=x', 'token')).toBeNull()
  })

  it('accepts URLSearchParams', () => {
    expect(getQueryParam(new URLSearchParams({ a: '1' }), 'a')).toBe('1')
  })

  it.each<[string, string, string | null]>([
    ['?product_id=7', 'product_id', '7'],
    ['?product_id=7', 'productId', '7'],
    ['?productId=8', 'productId', '8'],
    ['?productId=8', 'product_id', '8'],
    ['?product_id=7&productId=8', 'product_id', '7'],
    ['?product_id=7&productId=8', 'productId', '8'],
    ['?productId=8&product_id=7', 'product_id', '7'],
    ['?product_id=&productId=8', 'product_id', ''],
    ['?productid=9', 'productId', null],
    ['?product-id=9', 'product_id', null],
    ['?x=1', 'productId', null],
  ])('aliases product ids: %j asking %j -> %j', (search, name, expected) => {
    expect(getQueryParam(search, name)).toBe(expected)
  })

  it('does not treat Object.prototype names as aliases', () => {
    expect(getQueryParam('?x=1', 'constructor')).toBeNull()
    expect(getQueryParam('?x=1', 'toString')).toBeNull()
  })
})

describe('toQueryString', () => {
  it('encodes strings, numbers and booleans in order', () => {
    expect(toQueryString({ a: 'x', n: 12, f: 1.5, t: true, no: false })).toBe('a=x&n=12&f=1.5&t=true&no=false')
  })

  it('skips null and undefined but keeps empty strings and zero', () => {
    expect(toQueryString({ a: null, b: undefined, c: '', d: 0 })).toBe('c=&d=0')
  })

  it('skips non-finite numbers', () => {
    expect(toQueryString({ a: NaN, b: Infinity, c: 1 })).toBe('c=1')
  })

  it('uses form encoding (space as "+")', () => {
    expect(toQueryString({ q: 'a b&c=d', 'k y': 'é/?' })).toBe('q=a+b%26c%3Dd&k+y=%C3%A9%2F%3F')
  })

  it('returns an empty string for no parameters', () => {
    expect(toQueryString({})).toBe('')
    expect(toQueryString({ a: null })).toBe('')
  })

  it('round-trips through URLSearchParams and getQueryParam', () => {
    const params = { product_id: '42', note: 'a+b c', empty: '' }
    const q = toQueryString(params)
    expect(Object.fromEntries(new URLSearchParams(q))).toEqual(params)
    expect(getQueryParam(q, 'productId')).toBe('42')
  })

  it('leaves out empty strings too when asked (page links)', () => {
    expect(toQueryString({ orderId: '', productId: 'P1', n: 0, f: false, x: null }, { omitEmpty: true })).toBe('productId=P1&n=0&f=false')
  })
})
