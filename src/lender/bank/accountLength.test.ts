import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { market } from '@src/config/market'

import { toBankForm } from './answers'
import { problems, sanitize } from './fields'

/** The card or account number reader: its lengths come from the lender's item, its hint, or the market. */

const cardItem = (over: Record<string, unknown>) =>
  toBankForm({ items: [{ code: 'card_no', cate: 'txt', title: 'Card', inputType: 3, ...over }] }).fields[0]

describe('card and account number lengths', () => {
  it('take the item length, else the hint, else the market (Tanzania: 10 to 19)', () => {
    expect(cardItem({ length: 12 }).length).toEqual({ min: 12, max: 12 })
    expect(cardItem({ subtitle: 'Account number, 10-13 digits' }).length).toEqual({ min: 10, max: 13 })
    expect(cardItem({ subtitle: 'The account that receives your loan' }).length).toEqual({ min: 10, max: 19 })
    expect(market.accountDigits).toEqual({ min: 10, max: 19 })
  })

  it('keep a typed or pasted number whole and save it only when its digit count is in range', () => {
    const pasted = fc
      .tuple(fc.stringMatching(/^\d{1,32}$/), fc.constantFrom('', ' ', '-', '  '))
      .map(([d, sep]) => ({ d, text: d.replace(/(\d{4})(?=\d)/g, `$1${sep}`) }))
    const lengths = fc.option(fc.tuple(fc.integer({ min: 1, max: 24 }), fc.integer({ min: 0, max: 8 })), { nil: null })
    fc.assert(
      fc.property(pasted, lengths, ({ d, text }, given) => {
        const field = cardItem(given ? { minLength: given[0], maxLength: given[0] + given[1] } : {})
        const bare = sanitize(field, text)
        expect(bare).toBe(d)
        const { min, max } = field.length!
        const found = problems([field], { card_no: bare })
        expect(found.card_no === undefined).toBe(d.length >= min && d.length <= max)
        if (found.card_no) expect(found.card_no).toMatchObject({ count: d.length })
      }),
    )
  })
})
