import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { splitValues, ValueText } from './ValueText'

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

  it('keeps each value in a span that does not break, the text the same', () => {
    const { container } = render(<ValueText text="Quick loans up to TZS 500,000" />)
    expect(container).toHaveTextContent('Quick loans up to TZS 500,000')
    expect(container.querySelector('.ui-value')).toHaveTextContent('TZS 500,000')
  })
})
