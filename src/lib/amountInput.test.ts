import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { amountRange, readAmount } from './amountInput'
import { formatAmount, formatTzs } from './money'

// Amounts up to a billion shillings, in minor units.
const minor = fc.integer({ min: 0, max: 100_000_000_000 })
const whole = (m: number) => String(Math.floor(m / 100))
const cents = (m: number) => String(m % 100).padStart(2, '0')

describe('readAmount: what a borrower types or pastes, in minor units', () => {
  it.each([
    ['TZS 45,500.00', 4550000],
    ['45500.00', 4550000],
    ['45,500.00', 4550000],
    ['45500', 4550000],
    ['45,500', 4550000],
    ['45 500', 4550000],
    ['1,000.50', 100050],
    ['1000.5', 100050],
    ['  Tsh 45,500/=  ', 4550000],
    ['45,500.00 TZS', 4550000],
    ['TZS\u00a045,500.00', 4550000],
    ['.50', 50],
    ['45500.', 4550000],
  ])('reads %j as %i', (raw, expected) => {
    expect(readAmount(raw)).toEqual({ ok: true, minor: expected })
  })

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['1.000,50', 'ambiguous'],
    ['1.000', 'ambiguous'],
    ['1,5', 'ambiguous'],
    ['45,50', 'ambiguous'],
    ['12,34,567', 'ambiguous'],
    ['1.2.3', 'ambiguous'],
    ['1,000.505', 'tooManyDecimals'],
    ['45500.123', 'tooManyDecimals'],
    ['TZS', 'notAmount'],
    ['-500', 'notAmount'],
    ['1e5', 'notAmount'],
    ['abc', 'notAmount'],
    ['99999999999999999999', 'notAmount'],
  ])('refuses %j (%s)', (raw, reason) => {
    expect(readAmount(raw)).toEqual({ ok: false, reason })
  })

  it('reads back every amount the screens write, with or without the label', () => {
    fc.assert(
      fc.property(minor, (m) => {
        expect(readAmount(formatTzs(m))).toEqual({ ok: true, minor: m })
        expect(readAmount(formatAmount(m))).toEqual({ ok: true, minor: m })
      }),
    )
  })

  it('reads every plain form a borrower types: bare, with cents, grouped, padded, labelled', () => {
    const form = fc.constantFrom(
      (m: number) => `${whole(m)}.${cents(m)}`,
      (m: number) => formatAmount(m).replace(/,/g, ' '),
      (m: number) => `  ${formatAmount(m)} TZS `,
      (m: number) => `Tsh ${formatAmount(m)}/=`,
    )
    fc.assert(
      fc.property(minor, form, (m, write) => {
        expect(readAmount(write(m))).toEqual({ ok: true, minor: m })
      }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (shillings) => {
        expect(readAmount(String(shillings))).toEqual({ ok: true, minor: shillings * 100 })
      }),
    )
  })

  it('refuses the dot-grouped, comma-decimal form rather than guess, for every amount over 1,000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100_000, max: 100_000_000_000 }), (m) => {
        const dotted = formatAmount(m, { thousandsSeparator: '.', decimalSeparator: ',' })
        expect(readAmount(dotted)).toEqual({ ok: false, reason: 'ambiguous' })
      }),
    )
  })

  it('never reads anything but a whole count of minor units, and never throws', () => {
    const typed = fc.stringMatching(/^[\d.,\s]{0,14}$/)
    fc.assert(
      fc.property(fc.oneof(fc.string(), typed), (raw) => {
        const r = readAmount(raw)
        if (r.ok) {
          expect(Number.isSafeInteger(r.minor)).toBe(true)
          expect(r.minor).toBeGreaterThanOrEqual(0)
          // What it read, written the screen's way, reads back the same.
          expect(readAmount(formatTzs(r.minor))).toEqual(r)
        }
      }),
    )
  })
})

describe('amountRange', () => {
  it('names the bound an amount passes and never caps it', () => {
    fc.assert(
      fc.property(minor, minor, minor, (m, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a]
        const r = amountRange(m, min, max)
        expect(r).toBe(m < min ? 'belowMin' : m > max ? 'aboveMax' : null)
        expect(amountRange(m, null, null)).toBeNull()
      }),
    )
  })
})
