import { describe, expect, it } from 'vitest'

import { isSpecMarket } from './phoneForms'

describe('isSpecMarket', () => {
  it("names SPEC's own market 'cn' in any case, and everything else Tanzania's", () => {
    expect(isSpecMarket('cn')).toBe(true)
    expect(isSpecMarket('CN')).toBe(true)
    expect(isSpecMarket('tz')).toBe(false)
    expect(isSpecMarket('')).toBe(false)
    expect(isSpecMarket(undefined)).toBe(false)
    expect(isSpecMarket(null)).toBe(false)
  })
})
