import { describe, expect, it } from 'vitest'

import { toBankForm } from './answers'
import { digitLength, display, kindOf, problems, sanitize } from './fields'
import type { BankField } from './types'

describe('kindOf', () => {
  it('reads cate (native names) and inputType, and recognises phone and card codes', () => {
    expect(kindOf('citySelect', null, 'region')).toBe('city')
    expect(kindOf('day', null, 'salary_day')).toBe('day')
    expect(kindOf('enum', null, 'bank')).toBe('enum')
    expect(kindOf('txt', 1, 'nida')).toBe('numeric')
    expect(kindOf('txt', 2, 'x')).toBe('phone')
    expect(kindOf('txt', 3, 'x')).toBe('card')
    expect(kindOf('txt', 1, 'mobile')).toBe('phone')
    expect(kindOf('txt', 0, 'bankCardNo')).toBe('card')
    expect(kindOf('txt', 0, 'full_name')).toBe('text')
    expect(kindOf('mystery', null, 'x')).toBe('text')
  })
})

const plain = { kind: 'text', length: null } as const
const digits = (kind: 'numeric' | 'phone' | 'card', length: { min: number; max: number } | null = null) => ({ kind, length })

describe('masks', () => {
  it('numeric keeps digits; phone grouped as the market writes it; card keeps digits grouped in fours, any length', () => {
    expect(sanitize(digits('numeric'), '12a-3 ４5')).toBe('1235')
    // The market's grouping and length (Tanzania: 0754 123 456, 255 754 123 456, at most 12 digits).
    expect(sanitize(digits('phone'), '+255 (754) 123-456-789')).toBe('255754123456')
    expect(display('phone', '255754123456')).toBe('255 754 123 456')
    expect(display('phone', '0754123456')).toBe('0754 123 456')
    expect(display('phone', '07541')).toBe('0754 1')
    // No invented cap: a 22-digit account number is kept whole.
    expect(sanitize(digits('card'), '0150-2345-6789-0123-4567-89')).toBe('0150234567890123456789')
    expect(display('card', '476134001234')).toBe('4761 3400 1234')
    // No invented cap on text either.
    expect(sanitize(plain, 'A'.repeat(150))).toHaveLength(150)
  })

  it("caps digits at the lender's own length", () => {
    expect(sanitize(digits('numeric', { min: 20, max: 20 }), '1'.repeat(25))).toBe('1'.repeat(20))
  })
})

describe("digitLength: only from the lender's data", () => {
  it('reads the count a hint states, in English or Swahili, and explicit length fields', () => {
    expect(digitLength('numeric', { hint: '20 digits, no dashes' })).toEqual({ min: 20, max: 20 })
    expect(digitLength('card', { hint: 'Account number, 10-12 digits' })).toEqual({ min: 10, max: 12 })
    expect(digitLength('card', { hint: '10 to 16 digits' })).toEqual({ min: 10, max: 16 })
    expect(digitLength('numeric', { hint: 'Namba ya NIDA, tarakimu 20' })).toEqual({ min: 20, max: 20 })
    expect(digitLength('numeric', { hint: '', length: 20 })).toEqual({ min: 20, max: 20 })
    expect(digitLength('card', { hint: '', minLength: '8', maxLength: 30 })).toEqual({ min: 8, max: 30 })
  })

  it('sets nothing when the lender says nothing, and never for text', () => {
    expect(digitLength('card', { hint: 'The account that receives your loan' })).toBeNull()
    expect(digitLength('phone', { hint: 'Registered in your name, e.g. 0754 123 456' })).toBeNull()
    expect(digitLength('text', { hint: '20 digits' })).toBeNull()
  })
})

const field = (over: Partial<BankField>): BankField => ({
  code: 'c',
  kind: 'text',
  title: 'T',
  subtitle: '',
  initial: '',
  options: [],
  cardType: null,
  required: false,
  length: null,
  ...over,
})

describe('problems: every field at once, nothing invented', () => {
  it('a field is required only when the lender marks it; lengths only from its data', () => {
    const fields = [
      field({ code: 'a', required: true }),
      field({ code: 'b', kind: 'enum', required: true }),
      field({ code: 'n', kind: 'numeric', length: { min: 20, max: 20 } }),
      field({ code: 'r', kind: 'card', length: { min: 10, max: 12 } }),
      field({ code: 'p', kind: 'phone' }),
      field({ code: 'k', kind: 'card' }),
      field({ code: 'o' }),
    ]
    expect(problems(fields, { n: '1234', r: '123' })).toEqual({
      a: { key: 'missingText' },
      b: { key: 'missingChoice' },
      n: { key: 'digitsExact', n: 20, count: 4 },
      r: { key: 'digitsRange', min: 10, max: 12, count: 3 },
    })
    // With no length on the field, a short card number is the lender's to refuse (answers.ts gives a
    // card item the market's lengths when the lender gives none); a phone follows the market.
    expect(problems(fields, { a: 'x', b: 'NMB', n: '1'.repeat(20), p: '0754123456', k: '123' })).toEqual({})
  })

  it('a phone that is not a mobile number of the market (Tanzania) is refused, whatever its length', () => {
    const fields = [field({ code: 'p', kind: 'phone' })]
    for (const bad of ['075412', '07541234567', '1234567890', '0054123456', '0854123456'])
      expect(problems(fields, { p: bad }), bad).toEqual({ p: { key: 'phoneInvalid' } })
    for (const good of ['0754123456', '0621987654', '255754123456', '754123456']) expect(problems(fields, { p: good }), good).toEqual({})
  })
})

/** A card-init item as the lender writes it: its code, kind (cate) and title, then whatever else it says. */
const item = (code: string, cate: string, title: string, more: Record<string, unknown> = {}) => ({ code, cate, title, ...more })
/** The form read from a card-init answer of these items. */
const formOf = (...items: unknown[]) => toBankForm({ items })

describe('toBankForm', () => {
  it('reads tabs from data or an item, ties items to a tab, and defaults the channel to 90006', () => {
    const form = formOf(
      item('w', 'enum', 'Wallet', {
        note: [{ name: 'M-Pesa', type: 'MPESA' }],
        cardTypeMi: [
          { name: 'Wallet', type: 1 },
          { name: 'Bank', type: 2 },
        ],
      }),
      item('n', 'txt', 'No', { cardTypeMi: '2', value: '12-34', inputType: 1 }),
      item('', 'txt', 'dropped'),
    )
    expect(form.tabs).toEqual([
      { id: '1', label: 'Wallet' },
      { id: '2', label: 'Bank' },
    ])
    expect(form.channelNumber).toBe('90006')
    expect(form.fields.map((f) => [f.code, f.kind, f.cardType, f.initial])).toEqual([
      ['w', 'enum', null, ''],
      ['n', 'numeric', '2', '1234'],
    ])
  })

  it("reads SPEC 3's item as written (no required field): nothing required; the lender's mark makes it so", () => {
    const spec = formOf(
      item('nida', 'txt', 'NIDA number', {
        subtitle: '20 digits',
        value: '',
        note: [],
        inputType: 1,
        cardTypeMi: '',
        channelNumber: '',
      }),
    )
    expect(spec.fields[0]).toMatchObject({ required: false, length: { min: 20, max: 20 } })
    const marked = formOf(
      item('x', 'txt', 'X', { required: 1 }),
      item('y', 'txt', 'Y', { required: 'true' }),
      item('z', 'txt', 'Z', { required: 0 }),
    )
    expect(marked.fields.map((f) => f.required)).toEqual([true, true, false])
  })

  it('throws on an answer that is not a form, which the page shows as an error state', () => {
    expect(() => toBankForm('<html>')).toThrow(/malformed response: card init/)
  })
})
