import { afterEach, describe, expect, it } from 'vitest'

import {
  buildMarket,
  formatPhoneInput,
  market,
  MARKETS,
  maskPhone,
  normalisePhone,
  overrideMarket,
  phoneDigits,
  validatePhone,
} from './market'
import { displayMaskedPhone, displayPhone } from './phoneShown'

const tz = MARKETS.tz
const cn = MARKETS.cn

describe('Tanzania (the default market)', () => {
  it('is the default, sending the local form', () => {
    expect(buildMarket({}).id).toBe('tz')
    expect(market.id).toBe('tz')
    expect(buildMarket({ VITE_MARKET: 'cn' }).id).toBe('cn')
    expect(buildMarket({ VITE_PHONE_FORM: 'e164' }).phoneForm).toBe('e164')
    expect(buildMarket({ VITE_PHONE_FORM: 'nonsense' }).phoneForm).toBe('local')
  })

  it.each(['0754123456', '0654123456', '0754 123 456', '255754123456', '+255 754 123 456', '+255 (0)754-123-456', '754123456'])(
    'accepts %s as 0754123456 / 0654123456',
    (raw) => {
      expect(validatePhone(raw, tz)).toBe(true)
      expect(normalisePhone(raw, tz)).toMatch(/^0[67]54123456$/)
    },
  )

  it.each(['', '075412345', '07541234567', '0854123456', '0222123456', '13812345678', 'abc0754xyz', '256754123456'])(
    'refuses %s',
    (raw) => {
      expect(validatePhone(raw, tz)).toBe(false)
      expect(normalisePhone(raw, tz)).toBeNull()
    },
  )

  it('sends the configured form', () => {
    expect(normalisePhone('0754 123 456', { ...tz, phoneForm: 'international' })).toBe('255754123456')
    expect(normalisePhone('0754 123 456', { ...tz, phoneForm: 'e164' })).toBe('+255754123456')
  })

  it('groups by how the number starts and stops at 12 digits', () => {
    expect(formatPhoneInput('0754123456', tz)).toBe('0754 123 456')
    expect(formatPhoneInput('075', tz)).toBe('075')
    expect(formatPhoneInput('+255754123456999', tz)).toBe('255 754 123 456')
    expect(formatPhoneInput('754123456', tz)).toBe('754 123 456')
    expect(phoneDigits('+255 754 123 456 7', tz)).toBe('255754123456')
    expect(formatPhoneInput(null, tz)).toBe('')
  })
})

describe('the one shown form', () => {
  it.each([
    ['255754123456', '0754 123 456'],
    ['+255 754 123 456', '0754 123 456'],
    ['0754123456', '0754 123 456'],
    ['255 765 432 198', '0765 432 198'],
    ['+255 22 212 3456', '022 212 3456'],
    ['0222123456', '022 212 3456'],
    ['+255 (0)754-123-456', '0754 123 456'],
  ])('shows %s as %s', (raw, shown) => {
    expect(displayPhone(raw, tz)).toBe(shown)
  })

  it('shows a number the market does not know as written', () => {
    expect(displayPhone(' +44 20 7946 0958 ', tz)).toBe('+44 20 7946 0958')
    expect(displayPhone('+754123456', tz)).toBe('+754123456')
    expect(displayPhone('15555', tz)).toBe('15555')
    expect(displayPhone(null, tz)).toBe('')
  })

  it('masks a mobile number from its shown form, and places a number the lender masked', () => {
    expect(maskPhone('255754123456', tz)).toBe('0754 *** 456')
    expect(maskPhone('4111111111111111', tz)).toBeNull()
    expect(displayMaskedPhone('2557****456', tz)).toBe('07** *** 456')
    expect(displayMaskedPhone('0712****78', tz)).toBe('0712 *** *78')
    expect(displayMaskedPhone('+255 754 *** 456', tz)).toBe('0754 *** 456')
    expect(displayMaskedPhone('M-Pesa ****5678', tz)).toBe('M-Pesa ****5678')
  })

  it("SPEC 5's market shows its own form", () => {
    expect(displayPhone('+86 138 0013 8000', cn)).toBe('138 0013 8000')
  })
})

describe("SPEC 5's market", () => {
  it('keeps 1[3-9] and 9 digits, 11 at most, grouped 3-4-4', () => {
    expect(validatePhone('13812345678', cn)).toBe(true)
    expect(validatePhone('12812345678', cn)).toBe(false)
    expect(validatePhone('0754123456', cn)).toBe(false)
    expect(formatPhoneInput('138123456789', cn)).toBe('138 1234 5678')
  })
})

describe('overrideMarket', () => {
  let undo = () => undefined as void
  afterEach(() => undo())
  it('switches the live market and undoes', () => {
    undo = overrideMarket(cn)
    expect(validatePhone('13812345678')).toBe(true)
    undo()
    expect(validatePhone('13812345678')).toBe(false)
  })
})
