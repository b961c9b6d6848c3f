import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { RowValue, splitValues, valueClass, ValueText } from './ValueText'

describe('ValueText', () => {
  it('finds dates, amounts and phone numbers in a text', () => {
    expect(splitValues('Due 2026-12-11: TZS 150,000.00, call +255 22 212 3456 or 0754 123 456.')).toEqual([
      'Due ',
      '2026-12-11',
      ': ',
      'TZS 150,000.00',
      ', call ',
      '+255 22 212 3456',
      ' or ',
      '0754 123 456',
      '.',
    ])
    expect(splitValues('No values here')).toEqual(['No values here'])
    // The shown forms of a fixed line and of masked numbers.
    expect(splitValues('Call 022 212 3456; we have 0754 *** 456 or 0712 *** *78.').filter((_, i) => i % 2)).toEqual([
      '022 212 3456',
      '0754 *** 456',
      '0712 *** *78',
    ])
  })

  it('finds a date with its time, a wallet with its masked number, references, e-mails and long digit runs', () => {
    const values = (text: string) => splitValues(text).filter((_, i) => i % 2)
    expect(values('Applied 2026-11-08 10:24:13 to M-Pesa ****5678')).toEqual(['2026-11-08 10:24:13', 'M-Pesa ****5678'])
    expect(values('Pay code SELCOM-TR20261122001, write to help@lender.co.tz')).toEqual(['SELCOM-TR20261122001', 'help@lender.co.tz'])
    expect(values('Paid to your M-Pesa or Tigo Pesa wallet')).toEqual(['M-Pesa'])
    expect(values('NIDA 19900101123450000123, card 622202******1234')).toEqual(['19900101123450000123', '622202******1234'])
    // Words joined by a hyphen in a sentence are words, not values.
    expect(values('A well-known re-payment, 12 days')).toEqual([])
  })

  it('reads a long text from the lender at once, whatever its characters (the shapes that froze the screen)', () => {
    // Each took 2-100 s when a pattern re-read the rest of the text from every position.
    const shapes = [
      'x'.repeat(20_000),
      'a.'.repeat(10_000),
      'A-'.repeat(10_000),
      '*'.repeat(20_000),
      'Ab '.repeat(7_000),
      '1*'.repeat(10_000),
    ]
    for (const text of shapes) {
      const start = performance.now()
      expect(splitValues(text).join('')).toBe(text)
      expect(performance.now() - start, text.slice(0, 4)).toBeLessThan(1000)
    }
    // Values at the end of such a text are still found.
    expect(splitValues(`${'x'.repeat(5000)} help@lender.co.tz`).filter((_, i) => i % 2)).toEqual(['help@lender.co.tz'])
    expect(splitValues(`${'*'.repeat(5000)}5678`).filter((_, i) => i % 2)).toHaveLength(1)
  })

  it('keeps a short value whole and lets a long one break where it must', () => {
    expect(valueClass('TZS 136,500.00')).toBe('ui-value')
    expect(valueClass('a.very.long.address@lender.example.co.tz')).toBe('ui-value ui-value--long')
  })

  it('draws a short row value as one value, a sentence with its values kept whole', () => {
    const { container, rerender } = render(<RowValue text="M-Pesa ****5678" />)
    expect(container.querySelector('.ui-value')).toHaveTextContent(/^M-Pesa \*{4}5678$/)
    rerender(<RowValue text="Repay TZS 136,500.00 by 2026-12-11 to keep your limit" />)
    expect(Array.from(container.querySelectorAll('.ui-value'), (e) => e.textContent)).toEqual(['TZS 136,500.00', '2026-12-11'])
  })

  it('keeps each value in a span that does not break, the text the same', () => {
    const { container } = render(<ValueText text="Quick loans up to TZS 500,000" />)
    expect(container).toHaveTextContent('Quick loans up to TZS 500,000')
    expect(container.querySelector('.ui-value')).toHaveTextContent('TZS 500,000')
  })
})
