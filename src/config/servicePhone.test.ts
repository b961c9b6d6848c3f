import { describe, expect, it } from 'vitest'

import { servicePhone } from './servicePhone'

describe('the customer-service number shown', () => {
  it("is the lender's when its answer gives one, over the configured one, in the one shown form", () => {
    expect(servicePhone('+255 754 000 111', '0222123456')).toBe('0754 000 111')
  })

  it('is the configured one when the answer gives none (empty, blank or missing)', () => {
    for (const none of ['', '   ', undefined, null]) expect(servicePhone(none, '+255222123456')).toBe('022 212 3456')
  })

  it('is nothing when neither gives one', () => {
    expect(servicePhone('', '')).toBe('')
  })
})
