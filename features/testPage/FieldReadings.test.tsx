import { act, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { overrideConfig } from '@src/config/env'
import { noteReading } from '@src/vitals/readings'
import { renderWithProviders } from '@tests/renderWithProviders'

import { TestPreview } from './pages/TestPreview'

describe('Field readings on the test page and in Copy diagnostics', () => {
  it('says measurement is off when the deployment gives no endpoint', () => {
    const undo = overrideConfig({ vitalsUrl: '' })
    renderWithProviders(<TestPreview />, { route: '/testPreview' })
    expect(screen.getByText('Field measurement is off: the deployment gives no endpoint (VITE_VITALS_URL).')).toBeInTheDocument()
    undo()
  })

  it("shows this page view's last readings (name, value, rating, screen) as they come, and copies them", async () => {
    const { user } = renderWithProviders(<TestPreview />, { route: '/testPreview' })
    expect(screen.getByText('No reading yet. Readings appear once the page has started and the screen has painted.')).toBeInTheDocument()
    act(() => {
      noteReading({ name: 'LCP', value: 2710, rating: 'needs-improvement', screen: 'loanDetail', id: 'v4-1', navigationType: 'navigate' })
      noteReading({ name: 'CLS', value: 0.02, rating: 'good', screen: 'loanDetail', id: 'v4-2', navigationType: 'navigate' })
      noteReading({ name: 'LCP', value: 2810, rating: 'needs-improvement', screen: 'loanDetail', id: 'v4-1', navigationType: 'navigate' })
    })
    const table = screen.getByRole('table')
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((r) => r.textContent)).toEqual(['CLS0.02goodloanDetail', 'LCP2810 msneeds improvementloanDetail'])

    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await user.click(screen.getByRole('button', { name: 'Copy diagnostics' }))
    const text = (writeText.mock.calls[0] as unknown as [string])[0]
    expect(text).toContain('Field readings: CLS 0.02 good (loanDetail); LCP 2810 ms needs-improvement (loanDetail)')
  })
})
