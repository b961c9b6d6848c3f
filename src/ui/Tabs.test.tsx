import { screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'

import { renderUi } from '@tests/renderWithProviders'

import { Tabs } from './Tabs'

const tabs = [
  { id: 'active', label: 'Active' },
  { id: 'paid', label: 'Paid' },
  { id: 'all', label: 'All' },
]

function Harness() {
  const [value, setValue] = useState('active')
  return (
    <Tabs tabs={tabs} value={value} onChange={setValue} label="Orders">
      <p>Panel {value}</p>
    </Tabs>
  )
}

describe('Tabs', () => {
  it('exposes tabs with one selected and its panel', () => {
    renderUi(<Harness />)
    expect(screen.getByRole('tablist', { name: 'Orders' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Paid' })).toHaveAttribute('tabindex', '-1')
    expect(screen.getByRole('tabpanel', { name: 'Active' })).toHaveTextContent('Panel active')
  })

  it('arrow keys, Home and End move focus and selection, wrapping around', async () => {
    const { user } = renderUi(<Harness />)
    await user.tab()
    expect(screen.getByRole('tab', { name: 'Active' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Paid' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'Paid' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel paid')
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Active' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Home}')
    expect(screen.getByRole('tab', { name: 'Active' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus()
    // Tab leaves the tab list for the panel: only one tab is in the Tab order.
    await user.tab()
    expect(screen.getByRole('tabpanel')).toHaveFocus()
  })

  it('a click selects', async () => {
    const { user } = renderUi(<Harness />)
    await user.click(screen.getByRole('tab', { name: 'All' }))
    expect(screen.getByRole('tabpanel', { name: 'All' })).toHaveTextContent('Panel all')
  })
})
