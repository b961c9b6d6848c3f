import { describe, expect, it } from 'vitest'

import { notNumbers } from '@tests/property'

import {
  currencySymbolFor,
  formatAmount,
  formatDotGrouped,
  formatTzs,
  formatWithSymbol,
  formatYuanStyle,
  MISSING_AMOUNT,
  parseMinor,
  queryAmount,
} from './money'

describe('parseMinor', () => {
  it.each<[unknown, number | null]>([
    [1234567, 1234567],
    [0, 0],
    [-1200, -1200],
    ['1234567', 1234567],
    ['  42 ', 42],
    ['-15', -15],
    ['+15', 15],
    ['007', 7],
    ['12.5', 13],
    ['-12.5', -13],
    [12.4, 12],
    [12.5, 13],
    [-0.4, 0],
    [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  ])('%j -> %j', (input, expected) => {
    expect(parseMinor(input)).toBe(expected)
  })

  it.each<[unknown]>([
    ...notNumbers,
    ['1,234'],
    ['1e3'],
    ['0x10'],
    ['Infinity'],
    ['NaN'],
    ['.5'],
    ['1.'],
    [null],
    [undefined],
    [true],
    [[5]],
    [{}],
    [1e20],
    ['99999999999999999999'],
  ])('%j -> null', (input) => {
    expect(parseMinor(input)).toBeNull()
  })

  it('exposes the em dash placeholder', () => {
    expect(MISSING_AMOUNT).toBe('\u2014')
  })

  it('never returns negative zero', () => {
    expect(Object.is(parseMinor(-0), 0)).toBe(true)
    expect(Object.is(parseMinor('-0'), 0)).toBe(true)
  })
})

describe('formatAmount', () => {
  it.each<[number | string, string]>([
    [1234567, '12,345.67'],
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [99, '0.99'],
    [100, '1.00'],
    [100000, '1,000.00'],
    [99999999, '999,999.99'],
    [100000000, '1,000,000.00'],
    [-1200, '-12.00'],
    [-1234567, '-12,345.67'],
    [-1, '-0.01'],
    [-0, '0.00'],
    [-0.4, '0.00'],
    [12.5, '0.13'],
    ['1234567', '12,345.67'],
    [' -500 ', '-5.00'],
  ])('%j -> %s', (input, expected) => {
    expect(formatAmount(input)).toBe(expected)
  })

  it('formats numbers beyond the safe integer range exactly, without exponent notation', () => {
    expect(formatAmount(1e20)).toBe('1,000,000,000,000,000,000.00')
    expect(formatAmount(Number.MAX_SAFE_INTEGER)).toBe('90,071,992,547,409.91')
  })

  it.each<[unknown]>([[NaN], [Infinity], [-Infinity], [null], [undefined], [''], ['abc'], ['12abc']])('%j -> em dash', (input) => {
    expect(formatAmount(input as number)).toBe('—')
  })

  it('accepts custom separators, including ones with replacement-pattern characters', () => {
    expect(formatAmount(1234567, { thousandsSeparator: ' ' })).toBe('12 345.67')
    expect(formatAmount(1234567, { thousandsSeparator: '' })).toBe('12345.67')
    expect(formatAmount(123456789, { thousandsSeparator: '$&' })).toBe('1$&234$&567.89')
    expect(formatAmount(1234567, { decimalSeparator: ',', thousandsSeparator: "'" })).toBe("12'345,67")
  })
})

/** The fixed-style formatters, each with its table: a missing or non-finite amount reads as the dash. */
const FIXED_STYLES: [string, (n: number) => string, [unknown, string][]][] = [
  [
    'formatDotGrouped',
    formatDotGrouped,
    [
      [1234567, '12.345,67'],
      [123456789, '1.234.567,89'],
      [5, '0,05'],
      [-1234567, '-12.345,67'],
      [NaN, '—'],
      [undefined, '—'],
    ],
  ],
  [
    'formatYuanStyle',
    formatYuanStyle,
    [
      [1234567, '¥12,345.67'],
      [0, '¥0.00'],
      [-1200, '-¥12.00'],
      ['100000', '¥1,000.00'],
      [NaN, '—'],
      [null, '—'],
    ],
  ],
  [
    'formatTzs',
    formatTzs,
    [
      [1234567, 'TZS 12,345.67'],
      [50000, 'TZS 500.00'],
      [-1200, '-TZS 12.00'],
      [Infinity, '—'],
      ['oops', '—'],
    ],
  ],
]

describe.each(FIXED_STYLES)('%s', (_name, format, table) => {
  it.each(table)('%j -> %s', (input, expected) => {
    expect(format(input as number)).toBe(expected)
  })
})

describe('formatWithSymbol', () => {
  it('puts the symbol and a space before the amount', () => {
    expect(formatWithSymbol(1234567, '₹')).toBe('₹ 12,345.67')
    expect(formatWithSymbol(1234567, '₱')).toBe('₱ 12,345.67')
    expect(formatWithSymbol(-1200, '₱')).toBe('-₱ 12.00')
  })

  it('omits the space when the symbol is empty', () => {
    expect(formatWithSymbol(1234567, '')).toBe('12,345.67')
  })

  it('does not attach the symbol to a missing amount', () => {
    expect(formatWithSymbol(NaN, 'TZS')).toBe('—')
    expect(formatWithSymbol(undefined, 'TZS')).toBe('—')
  })
})

describe('currencySymbolFor', () => {
  it.each<[string | null | undefined, string]>([
    ['in', '₹'],
    ['IN', '₹'],
    ['INR', '₹'],
    ['inr', '₹'],
    [' INR ', '₹'],
    ['ph', '₱'],
    ['PHP', '₱'],
    ['Ph', '₱'],
    ['tz', 'TZS'],
    ['TZS', 'TZS'],
    ['india', 'TZS'],
    ['', 'TZS'],
    [null, 'TZS'],
    [undefined, 'TZS'],
  ])('%j -> %s', (param, expected) => {
    expect(currencySymbolFor(param)).toBe(expected)
  })

  it('falls back to TZS when called without an argument or with a non-string', () => {
    expect(currencySymbolFor()).toBe('TZS')
    expect(currencySymbolFor(42 as unknown as string)).toBe('TZS')
  })
})

describe('queryAmount', () => {
  it('reads an amount query parameter as positive integer minor units only', () => {
    expect(queryAmount('5400000')).toBe(5400000)
    expect(queryAmount(' 42 ')).toBe(42)
    for (const bad of [null, '', '0', '-5', '12.5', '1e3', 'abc', '99999999999999999999']) expect(queryAmount(bad)).toBeNull()
  })
})
