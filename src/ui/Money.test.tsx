import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderUi } from '@tests/renderWithProviders'

import { Money, type MoneyProps } from './Money'

describe('Money', () => {
  const styles: [string, Omit<MoneyProps, 'minor'>, string][] = [
    ['plain', {}, '12,345.67'],
    ['tzs', { format: 'tzs' }, 'TZS 12,345.67'],
    ['dot', { format: 'dot' }, '12.345,67'],
    ['yuan', { format: 'yuan' }, '¥12,345.67'],
    ['symbol', { symbol: '₹' }, '₹ 12,345.67'],
  ]
  it.each(styles)('formats minor units in the %s style', (_, props, text) => {
    renderUi(
      <p data-testid="money">
        <Money {...props} minor={1234567} />
      </p>,
    )
    expect(screen.getByTestId('money')).toHaveTextContent(text)
  })

  it('shows a dash, never NaN or undefined, for a missing amount', () => {
    renderUi(
      <p data-testid="a">
        <Money minor={null} format="tzs" /> <Money minor={Number.NaN} />
      </p>,
    )
    const text = screen.getByTestId('a').textContent ?? ''
    expect(text).toBe('— —')
    expect(text).not.toMatch(/NaN|undefined/)
  })
})
