import { describe, expect, it } from 'vitest'
import {
  clampDigits,
  digitsOnly,
  limitLength,
  limitWholeWords,
  maskCardForDisplay,
  maskCardNumber,
  maskPhoneForDisplay,
} from './text'

const asString = (v: unknown) => v as string

describe('digitsOnly', () => {
  it.each<[string, string]>([
    ['0712 345-678', '0712345678'],
    ['+255 (712) 345 678', '255712345678'],
    ['abc', ''],
    ['', ''],
    ['1.5e3', '153'],
    ['٣٤٥', ''], // Arabic-Indic digits are not accepted as ASCII digits
    ['１２３', ''], // nor are fullwidth digits
    ['a1b2c3', '123'],
  ])('%j -> %j', (input, expected) => {
    expect(digitsOnly(input)).toBe(expected)
  })

  it('returns an empty string for null, undefined and numbers', () => {
    expect(digitsOnly(asString(null))).toBe('')
    expect(digitsOnly(asString(undefined))).toBe('')
    expect(digitsOnly(asString(123))).toBe('')
  })
})

describe('maskCardNumber', () => {
  it.each<[string, string]>([
    ['4111111111111111', '4111 1111 1111 1111'],
    ['4111', '4111'],
    ['41111', '4111 1'],
    ['411', '411'],
    ['4111-1111 1111x1111', '4111 1111 1111 1111'],
    ['6200000000000000000', '6200 0000 0000 0000 000'],
    ['62000000000000000001234', '6200 0000 0000 0000 000'],
    ['', ''],
    ['card', ''],
  ])('%j -> %j', (input, expected) => {
    expect(maskCardNumber(input)).toBe(expected)
  })

  it('honours a custom digit limit', () => {
    expect(maskCardNumber('4111111111111111', 16)).toBe('4111 1111 1111 1111')
    expect(maskCardNumber('41111111111111119', 16)).toBe('4111 1111 1111 1111')
    expect(maskCardNumber('41111', 0)).toBe('')
    expect(maskCardNumber('41111', -3)).toBe('')
  })
})

describe('limitLength', () => {
  it.each<[string, number, string]>([
    ['hello', 3, 'hel'],
    ['hello', 5, 'hello'],
    ['hello', 10, 'hello'],
    ['hello', 0, ''],
    ['hello', -1, ''],
    ['hello', 2.9, 'he'],
    ['hello', NaN, ''],
    ['hello', Infinity, 'hello'],
    ['', 3, ''],
    ['a😀b', 2, 'a😀'],
    ['😀😀😀', 1, '😀'],
  ])('(%j, %d) -> %j', (input, n, expected) => {
    expect(limitLength(input, n)).toBe(expected)
  })

  it('returns an empty string for non-string input', () => {
    expect(limitLength(asString(undefined), 3)).toBe('')
  })
})

describe('maskCardForDisplay', () => {
  it.each<[string, string]>([
    ['4111111111111111', '411111******1111'],
    ['4111 1111 1111 1111', '411111******1111'],
    ['6200000000000000123', '620000*********0123'],
    ['4222222222222', '422222***2222'],
    ['378282246310005', '378282*****0005'],
    ['123456789012', '********9012'],
    ['12345', '*2345'],
    ['1234', '****'],
    ['12', '**'],
    ['', ''],
    ['no digits', ''],
  ])('%j -> %j', (input, expected) => {
    expect(maskCardForDisplay(input)).toBe(expected)
  })

  it('shows 10 digits from 13 digits up, 4 from 5 to 12, none below', () => {
    for (let len = 0; len <= 25; len++) {
      const masked = maskCardForDisplay('9'.repeat(len))
      expect(masked).toHaveLength(len)
      const shown = masked.replace(/\*/g, '').length
      expect(shown).toBe(len >= 13 ? 10 : len > 4 ? 4 : 0)
    }
  })

  it('handles null input', () => {
    expect(maskCardForDisplay(asString(null))).toBe('')
  })
})

describe('maskPhoneForDisplay', () => {
  it.each<[string, string]>([
    ['0712345678', '071*****78'],
    ['+255 712 345 678', '255*******78'],
    ['13812345678', '138******78'],
    ['123456', '123*56'],
    ['12345', '*****'],
    ['1', '*'],
    ['', ''],
    ['phone', ''],
  ])('%j -> %j', (input, expected) => {
    expect(maskPhoneForDisplay(input)).toBe(expected)
  })

  it('handles undefined input', () => {
    expect(maskPhoneForDisplay(asString(undefined))).toBe('')
  })
})

describe('clampDigits', () => {
  it.each<[string, number, string]>([
    ['500', 1000, '500'],
    ['1000', 1000, '1000'],
    ['1001', 1000, '1000'],
    ['1,500', 1000, '1000'],
    ['12a3', 1000, '123'],
    ['007', 1000, '007'],
    ['0', 0, '0'],
    ['1', 0, '0'],
    ['', 1000, ''],
    ['abc', 1000, ''],
    ['99999999999999999999999', 5000000, '5000000'],
    ['9007199254740993', 9007199254740992, '9007199254740992'],
    ['9007199254740992', 9007199254740992, '9007199254740992'],
    ['101', 100.5, '100.5'],
    ['100', 100.5, '100'],
    ['12', Infinity, '12'],
  ])('(%j, %d) -> %j', (input, max, expected) => {
    expect(clampDigits(input, max)).toBe(expected)
  })

  it('returns an empty string for null input', () => {
    expect(clampDigits(asString(null), 10)).toBe('')
  })
})

describe('limitWholeWords (issue 26: a paste never cut mid-word)', () => {
  it('keeps a text that fits', () => expect(limitWholeWords('Paid, not credited', 18)).toBe('Paid, not credited'))
  it('moves a cut inside a word back to the last space', () => expect(limitWholeWords('Paid, not credited yet', 14)).toBe('Paid, not'))
  it('a cut that lands on a space keeps the whole last word', () => expect(limitWholeWords('Paid, not credited yet', 18)).toBe('Paid, not credited'))
  it('one long word is cut at the limit', () => expect(limitWholeWords('QK47HT2M9PQK47HT2M9P', 10)).toBe('QK47HT2M9P'))
  it('counts emoji as one character', () => expect(limitWholeWords('Asante 🙏🙏 sana', 9)).toBe('Asante 🙏🙏'))
})
