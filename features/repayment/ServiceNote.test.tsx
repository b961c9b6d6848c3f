import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderWithProviders } from '@tests/renderWithProviders'

import { ServiceNote } from './components/ServiceNote'

describe('the repay note (SPEC 9: the configured number when the response gives none)', () => {
  it("shows the plan's number over the configured one, in the market's form", async () => {
    renderWithProviders(<ServiceNote telephone="+255 754 210 330" />, { route: '/repay' })
    expect(await screen.findByRole('button', { name: /0754 210 330/ })).toBeInTheDocument()
    expect(screen.queryByText(/212 3456/)).not.toBeInTheDocument()
  })

  it('shows the configured number when the plan gives none', async () => {
    renderWithProviders(<ServiceNote telephone="" />, { route: '/repay' })
    expect(await screen.findByRole('button', { name: /022 212 3456/ })).toBeInTheDocument()
  })
})
