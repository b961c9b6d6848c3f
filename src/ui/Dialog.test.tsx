import { act, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderUi } from '@tests/renderWithProviders'

import { BACKDROP_GRACE_MS, Dialog } from './Dialog'

function Harness({
  dismissible = true,
  closeOnBackdrop,
  onClose = () => undefined,
}: {
  dismissible?: boolean
  closeOnBackdrop?: boolean
  onClose?: () => void
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        dismissible={dismissible}
        closeOnBackdrop={closeOnBackdrop}
        title="Repayment"
        onClose={() => {
          onClose()
          setOpen(false)
        }}
        actions={
          <button type="button" onClick={() => setOpen(false)}>
            OK
          </button>
        }
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

  describe('backdrop taps', () => {
    const tapBackdrop = (dialog: HTMLElement) => {
      fireEvent.pointerDown(dialog)
      fireEvent.click(dialog)
    }
    let restoreClock = () => undefined as void
    afterEach(() => restoreClock())

    /** Opens the dialog at a fixed clock; `at(ms)` moves the clock to `ms` after the opening. */
    function openAtClock(props: { closeOnBackdrop?: boolean } = {}) {
      const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000)
      restoreClock = () => now.mockRestore()
      const onClose = vi.fn()
      renderUi(<Harness {...props} onClose={onClose} />)
      fireEvent.click(screen.getByRole('button', { name: 'Open' }))
      return { onClose, dialog: screen.getByRole('dialog', { name: 'Repayment' }), at: (ms: number) => now.mockReturnValue(1_000_000 + ms) }
    }

    it('a tap on the backdrop right after opening (the rest of a double tap) keeps the dialog; a later one closes it', () => {
      const { onClose, dialog, at } = openAtClock()
      at(BACKDROP_GRACE_MS - 1)
      tapBackdrop(dialog)
      expect(onClose).not.toHaveBeenCalled()
      expect(screen.getByRole('dialog', { name: 'Repayment' })).toBeInTheDocument()
      at(BACKDROP_GRACE_MS + 1)
      tapBackdrop(dialog)
      expect(onClose).toHaveBeenCalledTimes(1)
    })

    it('a press that started inside the box and ended on the backdrop (a drag) does not close', () => {
      const { onClose, dialog, at } = openAtClock()
      at(5_000)
      fireEvent.pointerDown(screen.getByText('Pay before the due date.'))
      fireEvent.click(dialog)
      expect(onClose).not.toHaveBeenCalled()
    })

    it('closeOnBackdrop={false}: backdrop taps never close; the close icon still does', () => {
      const { onClose, dialog, at } = openAtClock({ closeOnBackdrop: false })
      at(5_000)
      tapBackdrop(dialog)
      expect(onClose).not.toHaveBeenCalled()
      fireEvent.click(screen.getByRole('button', { name: 'Close' }))
      expect(onClose).toHaveBeenCalledTimes(1)
    })
  })
})

/**
 * A native <dialog> as browsers have it: showModal/close toggle `open` at once and close()
 * fires its 'close' event a task later (HTML: "queue an element task"). jsdom has neither.
 */
function emulateNativeDialog() {
  const proto = HTMLDialogElement.prototype as { showModal?: () => void; close?: () => void }
  proto.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  proto.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return
    this.removeAttribute('open')
    setTimeout(() => this.dispatchEvent(new Event('close')), 0)
  }
  return () => {
    delete proto.showModal
    delete proto.close
  }
}

describe('Dialog with a native <dialog> under StrictMode (the dev server)', () => {
  let restore = () => undefined as void
  afterEach(() => restore())

  /** A dialog open from its first render, as the payout-failed and rating dialogs are; queued 'close' events have fired. */
  async function openOnMount() {
    restore = emulateNativeDialog()
    const onClose = vi.fn()
    renderUi(
      <Dialog open onClose={onClose} title="Payout failed">
        <p>Bind another account.</p>
      </Dialog>,
    )
    await act(() => new Promise((r) => setTimeout(r, 10)))
    return onClose
  }

  it('a dialog open on mount stays open after the effect ran twice (the close queued by the first cleanup is stale)', async () => {
    const onClose = await openOnMount()
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog', { name: 'Payout failed' })).toHaveAttribute('open')
  })

  it('a close the browser made itself (close watcher) is still reported', async () => {
    const onClose = await openOnMount()
    act(() => (document.querySelector('dialog') as HTMLDialogElement).close())
    await act(() => new Promise((r) => setTimeout(r, 10)))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
