import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'

import {
  buildMarket,
  fitsWallet,
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

describe('the phone reader over generated input (Tanzania)', () => {
  // A mobile number: 6 or 7, then 8 digits.
  const national = fc.tuple(fc.constantFrom('6', '7'), fc.stringMatching(/^\d{8}$/)).map(([a, b]) => a + b)
  const sep = fc.constantFrom('', ' ', '-', '  ', '.')
  // Every form a borrower types or pastes the same number in.
  const written = fc.tuple(national, sep, fc.constantFrom('0', '255', '+255', '+255 (0)', '00255', '(+255)', '')).map(([n, s, prefix]) => {
    const groups = [n.slice(0, 3), n.slice(3, 6), n.slice(6)].join(s)
    return { n, text: `${prefix}${prefix && s ? s : ''}${groups}` }
  })

  it('reads every written form of a mobile number as that number, in the send form', () => {
    fc.assert(
      fc.property(written, ({ n, text }) => {
        expect(validatePhone(text, tz)).toBe(true)
        expect(normalisePhone(text, tz)).toBe(`0${n}`)
      }),
    )
  })

  it('an input keeps the same number when it is pasted whole, and reads it back', () => {
    fc.assert(
      fc.property(written, ({ n, text }) => {
        const kept = formatPhoneInput(text, tz)
        expect(normalisePhone(kept, tz)).toBe(`0${n}`)
        expect(phoneDigits(kept, tz).length).toBeLessThanOrEqual(tz.maxDigits)
      }),
    )
  })

  it('reads any digit string either as nothing or as a mobile number its own last nine digits make', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,14}$/), (d) => {
        const sent = normalisePhone(d, tz)
        expect(validatePhone(d, tz)).toBe(sent !== null)
        if (sent !== null) {
          expect(sent).toMatch(/^0[67]\d{8}$/)
          expect(d.endsWith(sent.slice(1))).toBe(true)
          // Only a trunk 0, a country code or both may come before it.
          expect(['', '0', '255', '2550', '00255', '002550']).toContain(d.slice(0, d.length - 9))
        }
      }),
    )
  })

  it("keeps a number on a wallet switch only when it fits that wallet's operator", () => {
    expect(fitsWallet('0754 123 456', { name: 'M-Pesa', type: 'MPESA' }, tz)).toBe(true)
    expect(fitsWallet('0754 123 456', { name: 'Tigo Pesa', type: 'TIGOPESA' }, tz)).toBe(false)
    expect(fitsWallet('+255 713 987 654', { name: 'Tigo Pesa', type: 'X1' }, tz)).toBe(true)
    // An aggregator the market does not list takes any operator's number.
    expect(fitsWallet('0754 123 456', { name: 'Selcom Pay (QR)', type: 'SELCOM' }, tz)).toBe(true)
    expect(fitsWallet('1234', { name: 'M-Pesa', type: 'MPESA' }, tz)).toBe(false)
  })
})
