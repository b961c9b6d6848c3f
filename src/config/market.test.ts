import { afterEach, describe, expect, it } from 'vitest'
import { MARKETS, buildMarket, formatPhoneInput, market, normalisePhone, overrideMarket, phoneDigits, validatePhone } from './market'

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
