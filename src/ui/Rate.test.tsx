import { screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { renderUi } from '@tests/renderWithProviders'

import { Rate } from './Rate'

function Controlled({ onChange }: { onChange: (n: number) => void }) {
  const [value, setValue] = useState(0)
  return (
    <Rate
      value={value}
      onChange={(n) => {
        setValue(n)
        onChange(n)
      }}
    />
  )
}

describe('Rate', () => {
  it('is a labelled group of five star radios; a click selects', async () => {
    const onChange = vi.fn()
    const { user } = renderUi(<Controlled onChange={onChange} />)
    expect(screen.getByRole('radiogroup', { name: 'Rating' })).toBeInTheDocument()
    expect(screen.getAllByRole('radio')).toHaveLength(5)
    await user.click(screen.getByRole('radio', { name: '4 of 5 stars' }))
    expect(onChange).toHaveBeenLastCalledWith(4)
    expect(screen.getByRole('radio', { name: '4 of 5 stars' })).toBeChecked()
  })

  it('arrow keys move the rating', async () => {
    const onChange = vi.fn()
    const { user } = renderUi(<Controlled onChange={onChange} />)
    await user.click(screen.getByRole('radio', { name: '2 of 5 stars' }))
    await user.keyboard('{ArrowRight}')
    expect(onChange).toHaveBeenLastCalledWith(3)
    expect(screen.getByRole('radio', { name: '3 of 5 stars' })).toBeChecked()
    expect(screen.getByRole('radio', { name: '3 of 5 stars' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(onChange).toHaveBeenLastCalledWith(1)
  })

  it('read-only shows the rating as text for screen readers', () => {
    renderUi(<Rate value={3} max={4} readOnly />)
    expect(screen.getByRole('img', { name: '3 of 4 stars' })).toBeInTheDocument()
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
  })
})
