import { describe, expect, it } from 'vitest'

import { findCardNumbers, isLuhnValid } from './luhn'

describe('isLuhnValid', () => {
  it.each<[string, boolean]>([
    ['79927398713', true],
    ['79927398710', false],
    ['4111111111111111', true],
    ['4111111111111112', false],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['6011111111111117', true],
    ['4222222222222', true],
    ['6304000000000000000', true],
    ['6304000000000000001', false],
    ['00', true],
    ['18', true],
    ['19', false],
    ['0', false],
    ['', false],
    ['4111 1111 1111 1111', false],
    ['4111-1111-1111-1111', false],
    ['4111111111111111\n', false],
    ['41111111111111a1', false],
    ['-4111111111111111', false],
    ['٧٩٩٢٧٣٩٨٧١٣', false],
  ])('%j -> %s', (digits, expected) => {
    expect(isLuhnValid(digits)).toBe(expected)
  })

  it('handles very long digit strings', () => {
    expect(isLuhnValid('0'.repeat(1000) + '79927398713')).toBe(true)
    expect(isLuhnValid('1'.repeat(1000))).toBe(true)
    expect(isLuhnValid('1'.repeat(1001))).toBe(false)
  })

  it('returns false for non-string input', () => {
    expect(isLuhnValid(4111111111111111 as unknown as string)).toBe(false)
    expect(isLuhnValid(null as unknown as string)).toBe(false)
  })
})

describe('findCardNumbers', () => {
  it.each<[string, string[]]>([
    ['card 4111111111111111 exp 12/29', ['4111111111111111']],
    ['4111 1111 1111 1111', ['4111111111111111']],
    ['4111-1111-1111-1111', ['4111111111111111']],
    ['4111 1111-1111 1111', ['4111111111111111']],
    ['amex 3782 822463 10005.', ['378282246310005']],
    ['visa13=4222222222222;', ['4222222222222']],
    ['maestro 6304 0000 0000 0000 000', ['6304000000000000000']],
    ['ID4111111111111111X', ['4111111111111111']],
    ['{"pan":"5555555555554444","n":1}', ['5555555555554444']],
  ])('finds %j', (text, expected) => {
    expect(findCardNumbers(text)).toEqual(expected)
  })

  it.each<[string]>([
    [''],
    ['no numbers here'],
    ['4111111111111112'],
    ['4111 1111 1111 1112'],
    ['79927398713'], // Luhn-valid but only 11 digits
    ['+255 712 345 678'],
    ['411111111111111100000'], // 21 plain digits: not carved into a card
    ['41111111111111111111'], // 20 plain digits
    ['4111  1111  1111  1111'], // double spaces break the run
    ['4111 _1111 1111 1111'],
    ['4111.1111.1111.1111'],
    ['amount 1,234,567.89 TZS on 2024-01-02 10:20:30'],
  ])('finds nothing in %j', (text) => {
    expect(findCardNumbers(text)).toEqual([])
  })

  it('finds several cards in order, repeats included', () => {
    const text = 'a 5555555555554444, b 6011-1111-1111-1117; again 5555 5555 5555 4444'
    expect(findCardNumbers(text)).toEqual(['5555555555554444', '6011111111111117', '5555555555554444'])
  })

  it('separates a card from a trailing CVV in the same grouped run', () => {
    expect(findCardNumbers('4111 1111 1111 1111 123')).toEqual(['4111111111111111'])
  })

  it('separates a card from a leading reference number in the same grouped run', () => {
    expect(findCardNumbers('ref 12 4111 1111 1111 1111')).toEqual(['4111111111111111'])
  })

  it('finds two cards written back to back in one grouped run', () => {
    expect(findCardNumbers('4111 1111 1111 1111 5555 5555 5555 4444')).toEqual(['4111111111111111', '5555555555554444'])
  })

  it('prefers the longest valid window of a grouped run', () => {
    // The first 16 digits are a valid card too, but the whole 18-digit run is valid and tried first.
    expect(findCardNumbers('4111 1111 1111 1111 00')).toEqual(['411111111111111100'])
  })

  it('returns an empty list for non-string input', () => {
    expect(findCardNumbers(undefined as unknown as string)).toEqual([])
  })
})
