import { describe, expect, it } from 'vitest'

import { digitsOnly, limitLength, limitWholeWords, maskCardForDisplay, maskCardNumber, maskIdForDisplay } from './text'

/** Inputs arrive from untyped DOM events and server data: every function answers '' to a non-string. */
const NOT_STRINGS = [null, undefined, 123] as unknown as string[]

/** The one-argument functions, each with its table of input -> output. */
const ONE_ARG: [string, (s: string) => string, [string, string][]][] = [
  [
    'digitsOnly',
    digitsOnly,
    [
      ['0712 345-678', '0712345678'],
      ['+255 (712) 345 678', '255712345678'],
      ['abc', ''],
      ['', ''],
      ['1.5e3', '153'],
      ['٣٤٥', ''], // Arabic-Indic digits are not accepted as ASCII digits
      ['１２３', ''], // nor are fullwidth digits
      ['a1b2c3', '123'],
    ],
  ],
  [
    'maskCardNumber',
    maskCardNumber,
    [
      ['4111111111111111', '4111 1111 1111 1111'],
      ['4111', '4111'],
      ['41111', '4111 1'],
      ['411', '411'],
      ['4111-1111 1111x1111', '4111 1111 1111 1111'],
      ['6200000000000000000', '6200 0000 0000 0000 000'],
      ['62000000000000000001234', '6200 0000 0000 0000 000'],
      ['', ''],
      ['card', ''],
    ],
  ],
  [
    'maskCardForDisplay',
    maskCardForDisplay,
    [
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
    ],
  ],
  [
    'maskIdForDisplay',
    maskIdForDisplay,
    [
      ['19900101123450000123', '****************0123'],
      ['12345678', '****5678'],
      ['1234', '****'],
      ['', ''],
    ],
  ],
]

describe.each(ONE_ARG)('%s', (_name, fn, table) => {
  it.each(table)('%j -> %j', (input, expected) => expect(fn(input)).toBe(expected))
  it.each(NOT_STRINGS)('%j -> empty string', (input) => expect(fn(input)).toBe(''))
})

/** The functions of a text and a number (a length or a maximum), each with its table. */
const TWO_ARGS: [string, (s: string, n: number) => string, [string, number, string][]][] = [
  [
    'limitLength',
    limitLength,
    [
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
    ],
  ],
]

describe.each(TWO_ARGS)('%s', (_name, fn, table) => {
  it.each(table)('(%j, %d) -> %j', (input, n, expected) => expect(fn(input, n)).toBe(expected))
  it.each(NOT_STRINGS)('(%j, 10) -> empty string', (input) => expect(fn(input, 10)).toBe(''))
})

describe('maskCardNumber', () => {
  it('honours a custom digit limit', () => {
    expect(maskCardNumber('4111111111111111', 16)).toBe('4111 1111 1111 1111')
    expect(maskCardNumber('41111111111111119', 16)).toBe('4111 1111 1111 1111')
    expect(maskCardNumber('41111', 0)).toBe('')
    expect(maskCardNumber('41111', -3)).toBe('')
  })
})

describe('maskCardForDisplay', () => {
  it('shows 10 digits from 13 digits up, 4 from 5 to 12, none below', () => {
    for (let len = 0; len <= 25; len++) {
      const masked = maskCardForDisplay('9'.repeat(len))
      expect(masked).toHaveLength(len)
      const shown = masked.replace(/\*/g, '').length
      expect(shown).toBe(len >= 13 ? 10 : len > 4 ? 4 : 0)
    }
  })
})

describe('limitWholeWords (a paste never cut mid-word)', () => {
  it('keeps a text that fits', () => expect(limitWholeWords('Paid, not credited', 18)).toBe('Paid, not credited'))
  it('moves a cut inside a word back to the last space', () => expect(limitWholeWords('Paid, not credited yet', 14)).toBe('Paid, not'))
  it('a cut that lands on a space keeps the whole last word', () =>
    expect(limitWholeWords('Paid, not credited yet', 18)).toBe('Paid, not credited'))
  it('one long word is cut at the limit', () => expect(limitWholeWords('QK47HT2M9PQK47HT2M9P', 10)).toBe('QK47HT2M9P'))
  it('counts emoji as one character', () => expect(limitWholeWords('Asante 🙏🙏 sana', 9)).toBe('Asante 🙏🙏'))
})
