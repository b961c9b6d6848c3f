import { screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { browserNav } from '@src/lib/navigate'
import { renderWithProviders } from '@tests/renderWithProviders'

// The link code cannot load (the network dropped between the tap and the answer).
vi.mock('./followLinkLater', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

const { useFollowLinkLater } = await import('./useFollowLinkLater')

function PayLink() {
  const link = useFollowLinkLater()
  const [result, setResult] = useState('')
  return (
    <button
      type="button"
      onClick={async () =>
        setResult(
          String(
            (
              await link.follow('https://pay.example/x', {
                source: 'api',
                field: 'payUrl',
                refusedText: 'This payment link cannot be opened.',
              })
            ).ok,
          ),
        )
      }
    >
      {result || 'Pay'}
    </button>
  )
}

describe('useFollowLinkLater when its code cannot load', () => {
  it('says the link cannot be opened and follows nothing', async () => {
    const assign = vi.spyOn(browserNav, 'assign').mockImplementation(() => undefined)
    const { user } = renderWithProviders(<PayLink />, { route: '/repay' })
    await user.click(screen.getByRole('button', { name: 'Pay' }))
    expect(await screen.findByText('This payment link cannot be opened.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'false' })).toBeInTheDocument()
    expect(assign).not.toHaveBeenCalled()
  })
})
