import { describe, it, expect } from 'vitest'
import { screen } from '@testing-library/react'
import { Money } from './Money'
import { renderUi } from '@tests/renderWithProviders'

describe('Money', () => {
  it('formats minor units in each style', () => {
    renderUi(
      <ul>
        <li data-testid="plain">
          <Money minor={1234567} />
        </li>
        <li data-testid="tzs">
          <Money minor={1234567} format="tzs" />
        </li>
        <li data-testid="dot">
          <Money minor={1234567} format="dot" />
        </li>
        <li data-testid="yuan">
          <Money minor={1234567} format="yuan" />
        </li>
        <li data-testid="symbol">
          <Money minor={1234567} symbol="₹" />
        </li>
      </ul>,
    )
    expect(screen.getByTestId('plain')).toHaveTextContent('12,345.67')
    expect(screen.getByTestId('tzs')).toHaveTextContent('TZS 12,345.67')
    expect(screen.getByTestId('dot')).toHaveTextContent('12.345,67')
    expect(screen.getByTestId('yuan')).toHaveTextContent('¥12,345.67')
    expect(screen.getByTestId('symbol')).toHaveTextContent('₹ 12,345.67')
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
