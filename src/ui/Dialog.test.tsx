import { describe, it, expect, vi } from 'vitest'
import { useState } from 'react'
import { screen } from '@testing-library/react'
import { Dialog } from './Dialog'
import { renderUi } from '@tests/renderWithProviders'

function Harness({ dismissible = true, onClose = () => undefined }: { dismissible?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        dismissible={dismissible}
        title="Repayment"
        onClose={() => {
          onClose()
          setOpen(false)
        }}
        actions={<button type="button" onClick={() => setOpen(false)}>OK</button>}
      >
        <p>Pay before the due date.</p>
      </Dialog>
    </>
  )
}

describe('Dialog', () => {
  it('is labelled by its title and shows content only when open', async () => {
    const { user } = renderUi(<Harness />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog', { name: 'Repayment' })
    expect(dialog).toHaveTextContent('Pay before the due date.')
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
  })

  it('without native <dialog> support (iOS 14, jsdom) opens through the attribute, marked for the overlay CSS', async () => {
    expect(typeof HTMLDialogElement.prototype.showModal).not.toBe('function')
    const { user } = renderUi(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog', { name: 'Repayment' })
    expect(dialog).toHaveAttribute('open')
    expect(dialog).toHaveAttribute('data-fallback')
    await user.click(screen.getByRole('button', { name: 'OK' }))
    expect(document.querySelector('dialog')).not.toHaveAttribute('open')
  })

  it('closes on Escape and with the close icon when dismissible, returning focus', async () => {
    const onClose = vi.fn()
    const { user } = renderUi(<Harness onClose={onClose} />)
    const opener = screen.getByRole('button', { name: 'Open' })
    await user.click(opener)
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()

    await user.click(opener)
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(2)
    expect(opener).toHaveFocus()
  })

  it('a blocking dialog ignores Escape and has no close icon', async () => {
    const onClose = vi.fn()
    const { user } = renderUi(<Harness dismissible={false} onClose={onClose} />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await user.keyboard('{Escape}')
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog', { name: 'Repayment' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'OK' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus()
  })

  it('a native cancel event (back gesture) closes only a dismissible dialog', async () => {
    const onClose = vi.fn()
    const { user } = renderUi(<Harness dismissible={false} onClose={onClose} />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog')
    const cancel = new Event('cancel', { cancelable: true })
    dialog.dispatchEvent(cancel)
    expect(cancel.defaultPrevented).toBe(true)
    expect(onClose).not.toHaveBeenCalled()
  })
})
