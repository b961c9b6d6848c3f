import { afterEach, describe, expect, it, vi } from 'vitest'

import type { CryptoLike } from './uuid'
import { makeUuid, randomUUID, UUID_V4_PATTERN } from './uuid'

afterEach(() => {
  vi.restoreAllMocks()
})

const fill = (value: number): CryptoLike => ({
  getRandomValues: (array) => array.fill(value),
})

describe('UUID_V4_PATTERN', () => {
  it.each([
    ['00000000-0000-4000-8000-000000000000', true],
    ['123e4567-e89b-42d3-a456-426614174000', true],
    ['123e4567-e89b-12d3-a456-426614174000', false], // version 1
    ['123e4567-e89b-42d3-c456-426614174000', false], // wrong variant
    ['123E4567-E89B-42D3-A456-426614174000', false], // uppercase
    ['123e4567e89b42d3a456426614174000', false],
    ['', false],
  ])('%j -> %s', (id, expected) => {
    expect(UUID_V4_PATTERN.test(id)).toBe(expected)
  })
})

describe('randomUUID', () => {
  it('returns a v4 UUID', () => {
    expect(randomUUID()).toMatch(UUID_V4_PATTERN)
  })

  it('returns distinct values', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => randomUUID()))
    expect(ids.size).toBe(1000)
  })

  it('uses the runtime crypto.randomUUID when present', () => {
    const spy = vi.spyOn(globalThis.crypto, 'randomUUID')
    randomUUID()
    expect(spy).toHaveBeenCalledTimes(1)
  })
})

describe('makeUuid', () => {
  it('prefers randomUUID', () => {
    const getRandomValues = vi.fn((a: Uint8Array) => a)
    const id = makeUuid({ randomUUID: () => '123e4567-e89b-42d3-a456-426614174000', getRandomValues })
    expect(id).toBe('123e4567-e89b-42d3-a456-426614174000')
    expect(getRandomValues).not.toHaveBeenCalled()
  })

  it('lowercases an uppercase randomUUID result', () => {
    expect(makeUuid({ randomUUID: () => '123E4567-E89B-42D3-A456-426614174000' })).toBe('123e4567-e89b-42d3-a456-426614174000')
  })

  it('calls randomUUID and getRandomValues as methods (Web Crypto needs its receiver)', () => {
    const owner = {
      randomUUID(this: unknown): string {
        if (this !== owner) throw new TypeError('Illegal invocation')
        return '123e4567-e89b-42d3-a456-426614174000'
      },
    }
    expect(makeUuid(owner)).toBe('123e4567-e89b-42d3-a456-426614174000')
  })

  it('falls back to getRandomValues when randomUUID is missing', () => {
    expect(makeUuid(fill(0))).toBe('00000000-0000-4000-8000-000000000000')
    expect(makeUuid(fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
  })

  it('sets the version and variant bits over any random bytes', () => {
    const counting: CryptoLike = {
      getRandomValues: (array) => {
        array.forEach((_, i) => (array[i] = i * 17))
        return array
      },
    }
    expect(makeUuid(counting)).toBe('00112233-4455-4677-8899-aabbccddeeff')
  })

  it('falls back to getRandomValues when randomUUID throws or returns junk', () => {
    const throwing = {
      randomUUID: () => {
        throw new Error('insecure context')
      },
      ...fill(0),
    }
    expect(makeUuid(throwing)).toBe('00000000-0000-4000-8000-000000000000')
    const junk = { randomUUID: () => 'not-a-uuid', ...fill(0xff) }
    expect(makeUuid(junk)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
  })

  it('falls back to Math.random without usable crypto', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0)
    expect(makeUuid(null)).toBe('00000000-0000-4000-8000-000000000000')
    expect(makeUuid({})).toBe('00000000-0000-4000-8000-000000000000')
    vi.spyOn(Math, 'random').mockReturnValue(0.9999999)
    expect(makeUuid({})).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
  })

  it('falls back to Math.random when getRandomValues throws', () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5)
    const broken: CryptoLike = {
      getRandomValues: () => {
        throw new Error('quota')
      },
    }
    expect(makeUuid(broken)).toBe('80808080-8080-4080-8080-808080808080')
    expect(random).toHaveBeenCalledTimes(16)
  })

  it('produces distinct v4 UUIDs on every path', () => {
    const viaBytes: CryptoLike = { getRandomValues: (a) => globalThis.crypto.getRandomValues(a) }
    for (const source of [viaBytes, null]) {
      const ids = Array.from({ length: 500 }, () => makeUuid(source))
      expect(ids.every((id) => UUID_V4_PATTERN.test(id))).toBe(true)
      expect(new Set(ids).size).toBe(500)
    }
  })
})
