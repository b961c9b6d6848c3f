import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { identityAliases } from '@src/config/aliases'
import { buildUrl } from '@src/lender/wire'
import { getQueryParam } from '@src/lib/query'

/**
 * The helpers every API call goes through must work where the browser baseline (Chrome 80
 * / iOS 14) lacks newer built-ins. With Object.hasOwn and String.prototype.replaceAll removed,
 * the order page's calls used to throw ("We received an answer we could not read").
 */
const removed: [object, string][] = [
  [Object, 'hasOwn'],
  [String.prototype, 'replaceAll'],
  [Array.prototype, 'at'],
  [String.prototype, 'at'],
  [Array.prototype, 'findLast'],
  [globalThis, 'structuredClone'],
]
const saved = new Map<string, PropertyDescriptor | undefined>()

beforeEach(() => {
  for (const [target, key] of removed) {
    saved.set(key + (target === String.prototype ? ':s' : ''), Object.getOwnPropertyDescriptor(target, key))
    delete (target as Record<string, unknown>)[key]
  }
})
afterEach(() => {
  for (const [target, key] of removed) {
    const d = saved.get(key + (target === String.prototype ? ':s' : ''))
    if (d) Object.defineProperty(target, key, d)
  }
})

describe('below-baseline built-ins removed', () => {
  it('really removes them (the test can fail)', () => {
    expect((Object as { hasOwn?: unknown }).hasOwn).toBeUndefined()
    expect((String.prototype as { replaceAll?: unknown }).replaceAll).toBeUndefined()
  })

  it('reads query parameters and their snake_case alias', () => {
    expect(getQueryParam('?product_id=P1002', 'productId')).toBe('P1002')
    expect(getQueryParam('?productId=P1', 'product_id')).toBe('P1')
    expect(getQueryParam('?x=1', 'constructor')).toBeNull()
  })

  it('fills the market segment in the base query and outbox URLs', () => {
    const settings = { apiBase: '/api', segment: 'tz', aliases: identityAliases }
    const url = buildUrl(
      { url: '/v2/{segment}/a/{segment}', params: { orderId: 'ORD1' } },
      { settings, commonParams: { session_id: 's1' } },
      'https://h5.example',
    )
    expect(new URL(url).pathname).toMatch(/\/v2\/tz\/a\/tz$/)
    expect(new URL(url).searchParams.get('orderId')).toBe('ORD1')
    const out = buildUrl({ url: '/v2/{segment}/promotion/track-visit' }, { settings, commonParams: {} }, 'https://h5.example')
    expect(new URL(out).pathname).toBe('/api/v2/tz/promotion/track-visit')
  })
})
