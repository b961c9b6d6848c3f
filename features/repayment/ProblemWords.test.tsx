import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { receivedBy } from '@sandbox/world'
import { wholeText } from '@tests/text'

import type * as ProblemWords from './problemWords'
import { openRepay } from './testing'

/**
 * The words of what stops Pay Now are fetched when first said (./problemWords.ts): what the
 * borrower sees when that file cannot be fetched, and when its words arrive after the borrower
 * has typed again.
 */
const words = vi.hoisted(() => ({
  mode: 'offline' as 'offline' | 'held',
  release: (): void => undefined,
}))

// 'offline': the fetch fails as a dynamic import does offline; 'held': the words wait for `release`.
vi.mock('./problemWords', async (real) => {
  const actual = await real<typeof ProblemWords>()
  return {
    ...actual,
    amountProblemText: async (...args: Parameters<typeof actual.amountProblemText>) => {
      if (words.mode === 'offline') throw new TypeError('Failed to fetch dynamically imported module')
      await new Promise<void>((resolve) => (words.release = resolve))
      return actual.amountProblemText(...args)
    },
  }
})

const amountInput = () => screen.getByRole('textbox', { name: 'Amount to repay (TZS)' })
const sent = () => receivedBy('/generate-vcode-yd')

async function pasteAmount(text: string) {
  const r = openRepay('productId=P1001&orderId=ORD170001')
  await r.user.click(await screen.findByRole('button', { name: 'Modify amount' }))
  fireEvent.change(amountInput(), { target: { value: text } })
  return r
}

describe('what stops Pay Now, said with words fetched on use', () => {
  it('says a short check of the amount when its words cannot be fetched, and sends nothing', async () => {
    words.mode = 'offline'
    const { user } = await pasteAmount('abc')
    await user.tab()
    expect(await within(amountInput().parentElement!).findByRole('alert')).toHaveTextContent('Please check the amount.')
    expect(amountInput()).toHaveAttribute('aria-invalid', 'true')
    await user.click(screen.getByRole('button', { name: 'Pay Now' }))
    await waitFor(() => expect(screen.getAllByText('Please check the amount.')).toHaveLength(2))
    expect(screen.queryByText(/Please enter an amount/)).toBeNull()
    expect(sent()).toHaveLength(0)
  })

  it('drops words that arrive after the borrower typed again', async () => {
    words.mode = 'held'
    const { user } = await pasteAmount('abc')
    await user.tab()
    await waitFor(() => expect(words.release).not.toBe(undefined))
    const before = words.release
    fireEvent.change(amountInput(), { target: { value: '45500' } })
    await act(async () => before())
    expect(screen.queryByRole('alert')).toBeNull()
    expect(amountInput()).not.toHaveAttribute('aria-invalid')
    expect(screen.getByText(wholeText('You pay TZS 45,500.00 from M-Pesa 0754 123 456.'))).toBeInTheDocument()
  })
})
