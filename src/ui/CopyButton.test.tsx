import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderUi } from '@tests/renderWithProviders'

import { CopyButton } from './CopyButton'
import { Toaster } from './Toaster'

afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand')
})

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true, writable: true })
}

describe('CopyButton', () => {
  it('copies the text and toasts "Copied."', async () => {
    const { user } = renderUi(
      <>
        <CopyButton text="ORD-12345" />
        <Toaster />
      </>,
    )
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    expect(await navigator.clipboard.readText()).toBe('ORD-12345')
    expect(await screen.findByRole('status')).toHaveTextContent('Copied.')
  })

  it('falls back to execCommand when the Clipboard API is missing', async () => {
    const { user } = renderUi(
      <>
        <CopyButton text="0712345678">Copy number</CopyButton>
        <Toaster />
      </>,
    )
    setClipboard(undefined)
    const exec = vi.fn(() => true)
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true })
    await user.click(screen.getByRole('button', { name: 'Copy number' }))
    expect(exec).toHaveBeenCalledWith('copy')
    expect(await screen.findByRole('status')).toHaveTextContent('Copied.')
    expect(document.querySelector('textarea')).toBeNull()
    expect(screen.getByRole('button', { name: 'Copy number' })).toHaveFocus()
  })

  it('says so when copying fails', async () => {
    const { user } = renderUi(
      <>
        <CopyButton text="x" />
        <Toaster />
      </>,
    )
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) })
    Object.defineProperty(document, 'execCommand', { value: vi.fn(() => false), configurable: true })
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not copy')
  })
})
