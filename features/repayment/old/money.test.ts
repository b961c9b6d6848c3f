import { describe, expect, it } from 'vitest'

import { formatTzs, formatYuanStyle } from '@src/lib/money'

import { oldFlowMoney } from './money'

describe('the older flow’s amounts', () => {
  it('are shillings in the Tanzanian market (the default) and yuan-style only in SPEC’s own market', () => {
    expect(oldFlowMoney(undefined)).toBe('tzs')
    expect(oldFlowMoney('tz')).toBe('tzs')
    expect(oldFlowMoney('CN')).toBe('yuan')
    expect(formatTzs(5400000)).toBe('TZS 54,000.00')
    expect(formatYuanStyle(5400000)).toBe('¥54,000.00')
  })
})
