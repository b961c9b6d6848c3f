import { describe, expect, it } from 'vitest'

import { translator } from '@src/i18n/index'

import { ageText } from './age'
import { messages } from './messages'

// 10:32 in Dar es Salaam (UTC+3).
const AT = Date.UTC(2026, 10, 23, 7, 32)
const H = 3_600_000

describe('age of a last-known copy', () => {
  it('reads "Updated 10:32, 2 hours ago" in English and Swahili', () => {
    expect(ageText(AT, AT + 2 * H + 5 * 60_000, translator(messages, 'en'))).toBe('Updated 10:32, 2 hours ago')
    expect(ageText(AT, AT + 2 * H, translator(messages, 'sw'))).toBe('Imesasishwa 10:32, saa 2 zilizopita')
  })

  it('says minutes, one hour, and the date when the copy is from another day', () => {
    const en = translator(messages, 'en')
    expect(ageText(AT, AT + 20_000, en)).toBe('Updated 10:32, just now')
    expect(ageText(AT, AT + 5 * 60_000, en)).toBe('Updated 10:32, 5 minutes ago')
    expect(ageText(AT, AT + H, en)).toBe('Updated 10:32, 1 hour ago')
    expect(ageText(AT, AT + 3 * 24 * H, en)).toBe('Updated 2026-11-23 10:32, 3 days ago')
  })
})
