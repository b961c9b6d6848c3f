import { describe, expect, it } from 'vitest'
import { display, firstProblem, kindOf, sanitize } from './fields'
import { toBankForm } from './wire'
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

describe('masks', () => {
  it('numeric keeps digits; phone grouped as the market writes it; card keeps digits grouped in fours', () => {
    expect(sanitize('numeric', '12a-3 ４5')).toBe('1235')
    // The market's grouping and length (Tanzania: 0754 123 456, 255 754 123 456, at most 12 digits).
    expect(sanitize('phone', '+255 (754) 123-456-789')).toBe('255754123456')
    expect(display('phone', '255754123456')).toBe('255 754 123 456')
    expect(display('phone', '0754123456')).toBe('0754 123 456')
    expect(display('phone', '07541')).toBe('0754 1')
    expect(sanitize('card', '4761-3400-1234-5678-1234-9')).toBe('4761340012345678123')
    expect(display('card', '476134001234')).toBe('4761 3400 1234')
    expect(sanitize('text', 'Amina  Juma')).toBe('Amina  Juma')
  })
})

const field = (over: Partial<BankField>): BankField => ({ code: 'c', kind: 'text', title: 'T', subtitle: '', initial: '', options: [], cardType: null, required: true, ...over })

describe('firstProblem', () => {
  it('finds the first required empty field in page order, then short phone and card numbers', () => {
    const fields = [field({ code: 'a', title: 'A' }), field({ code: 'b', kind: 'enum' }), field({ code: 'p', kind: 'phone' }), field({ code: 'k', kind: 'card' }), field({ code: 'o', required: false })]
    expect(firstProblem(fields, {})).toEqual({ code: 'a', key: 'missingText' })
    expect(firstProblem(fields, { a: ' x ' })).toEqual({ code: 'b', key: 'missingChoice' })
    expect(firstProblem(fields, { a: 'x', b: 'NMB', p: '075412345' })).toEqual({ code: 'p', key: 'phoneInvalid' })
    expect(firstProblem(fields, { a: 'x', b: 'NMB', p: '0754123456', k: '123456789' })).toEqual({ code: 'k', key: 'cardInvalid' })
    expect(firstProblem(fields, { a: 'x', b: 'NMB', p: '0754123456', k: '1234567890' })).toBeNull()
  })
})

describe('toBankForm', () => {
  it('reads tabs from data or an item, ties items to a tab, and defaults the channel to 90006', () => {
    const form = toBankForm({
      items: [
        { code: 'w', cate: 'enum', title: 'Wallet', note: [{ name: 'M-Pesa', type: 'MPESA' }], cardTypeMi: [{ name: 'Wallet', type: 1 }, { name: 'Bank', type: 2 }] },
        { code: 'n', cate: 'txt', title: 'No', cardTypeMi: '2', value: '12-34' , inputType: 1 },
        { code: '', cate: 'txt', title: 'dropped' },
      ],
    })
    expect(form.tabs).toEqual([{ id: '1', label: 'Wallet' }, { id: '2', label: 'Bank' }])
    expect(form.channelNumber).toBe('90006')
    expect(form.fields.map((f) => [f.code, f.kind, f.cardType, f.initial])).toEqual([['w', 'enum', null, ''], ['n', 'numeric', '2', '1234']])
  })

  it('throws on an answer that is not a form, which the page shows as an error state', () => {
    expect(() => toBankForm('<html>')).toThrow(/malformed response: card init/)
  })
})
