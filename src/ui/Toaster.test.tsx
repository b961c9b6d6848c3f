import { act, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { loadingEnded, loadingStarted, toastShown } from '@store/ui'
import { renderUi } from '@tests/renderWithProviders'

import { Toaster, useToast } from './Toaster'

afterEach(() => {
  vi.useRealTimers()
})

/** The toaster beside an Amount field, with `toasts` shown one after another. */
function toasterWith(...toasts: Parameters<typeof toastShown>[]) {
  const rendered = renderUi(
    <>
      <input aria-label="Amount" />
      <Toaster />
    </>,
  )
  act(() => {
    for (const toast of toasts) rendered.store.dispatch(toastShown(...toast))
  })
  return rendered
}

describe('Toaster', () => {
  it('shows a toast as a status and removes it after its duration', () => {
    vi.useFakeTimers()
    const { store } = renderUi(<Toaster />)
    act(() => void store.dispatch(toastShown('Saved', { kind: 'success', durationMs: 2000 })))
    expect(screen.getByRole('status')).toHaveTextContent('Saved')
    act(() => vi.advanceTimersByTime(1999))
    expect(screen.getByText('Saved')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Saved')).not.toBeInTheDocument()
    expect(store.getState().ui.toasts).toEqual([])
  })

  it('uses role alert for errors and the 3 s default', () => {
    vi.useFakeTimers()
    const { store } = renderUi(<Toaster />)
    act(() => void store.dispatch(toastShown('No connection', { kind: 'error' })))
    expect(screen.getByRole('alert')).toHaveTextContent('No connection')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(2999))
    expect(screen.getByRole('alert')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('never shows empty or "undefined" bubbles and drops them from the store', () => {
    vi.useFakeTimers()
    const { store, container } = renderUi(<Toaster />)
    act(() => {
      store.dispatch(toastShown(''))
      store.dispatch(toastShown(String(undefined)))
    })
    expect(container.querySelectorAll('.ui-toast')).toHaveLength(0)
    expect(container).not.toHaveTextContent('undefined')
    act(() => vi.advanceTimersByTime(0))
    expect(store.getState().ui.toasts).toEqual([])
  })

  it('shows the loading toast with its text while loading', () => {
    const { store } = renderUi(<Toaster />)
    act(() => void store.dispatch(loadingStarted({ id: 'a', text: 'Submitting…' })))
    expect(screen.getByRole('status')).toHaveTextContent('Submitting…')
    act(() => void store.dispatch(loadingEnded('a')))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    act(() => void store.dispatch(loadingStarted({ id: 'b', text: '' })))
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
  })

  it('useToast shows a toast', async () => {
    function Save() {
      const toast = useToast()
      return (
        <button type="button" onClick={() => toast('Saved!', { kind: 'success' })}>
          Save
        </button>
      )
    }
    const { user } = renderUi(
      <>
        <Save />
        <Toaster />
      </>,
    )
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByRole('status')).toHaveTextContent('Saved!')
  })

  it('an error toast goes as soon as the borrower types to put it right', async () => {
    const { user } = toasterWith(['Saved', { kind: 'success' }], ['Please enter an amount', { kind: 'error' }])
    await user.type(screen.getByLabelText('Amount'), '5')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Saved')
  })

  describe('no stale toast beside a new message', () => {
    const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent)

    it('a new error replaces the error before it; a success toast keeps its time', () => {
      toasterWith(
        ['Saved', { kind: 'success' }],
        ['Please choose a wallet', { kind: 'error' }],
        ['Please enter the wallet number', { kind: 'error' }],
      )
      expect(alerts()).toEqual(['Please enter the wallet number'])
      expect(screen.getByRole('status')).toHaveTextContent('Saved')
    })

    it('news that something worked replaces the error it follows', () => {
      toasterWith(['No connection', { kind: 'error' }], ['Copied', { kind: 'success' }])
      expect(alerts()).toEqual([])
      expect(screen.getByRole('status')).toHaveTextContent('Copied')
    })

    it('a sticky toast (session expired) stays beside what follows, and when the borrower types', async () => {
      const copied: Parameters<typeof toastShown> = ['Copied', { kind: 'success' }]
      const { user } = toasterWith(
        ['Your session has expired.', { kind: 'error', sticky: true }],
        ['No connection', { kind: 'error' }],
        copied,
        copied,
        copied,
      )
      expect(alerts()).toEqual(['Your session has expired.'])
      await user.type(screen.getByLabelText('Amount'), '5')
      expect(alerts()).toEqual(['Your session has expired.'])
    })

    function Form({ onSubmit }: { onSubmit: (mark: () => void) => void }) {
      const [invalid, setInvalid] = useState(false)
      return (
        <>
          <input aria-label="Wallet number" aria-invalid={invalid || undefined} />
          <button type="button" onClick={() => onSubmit(() => setInvalid(true))}>
            Save
          </button>
          <Toaster />
        </>
      )
    }

    it('a field newly marked in error by the borrower press removes the error toast from before it', async () => {
      const { store, user } = renderUi(<Form onSubmit={(mark) => mark()} />)
      act(() => void store.dispatch(toastShown('The lender could not be reached', { kind: 'error' })))
      expect(alerts()).toEqual(['The lender could not be reached'])
      await user.click(screen.getByRole('button', { name: 'Save' }))
      expect(screen.getByLabelText('Wallet number')).toHaveAttribute('aria-invalid', 'true')
      await waitFor(() => expect(alerts()).toEqual([]))
    })

    it('the toast shown by the same press as the field error stays, and so does a sticky one', async () => {
      const press: { show?: () => void } = {}
      const rendered = renderUi(
        <Form
          onSubmit={(mark) => {
            mark()
            press.show?.()
          }}
        />,
      )
      const { store } = rendered
      press.show = () => void store.dispatch(toastShown('Please enter the wallet number', { kind: 'error' }))
      act(() => void store.dispatch(toastShown('Your session has expired.', { kind: 'error', sticky: true })))
      await rendered.user.click(screen.getByRole('button', { name: 'Save' }))
      await new Promise((r) => setTimeout(r, 20))
      expect(alerts()).toEqual(['Your session has expired.', 'Please enter the wallet number'])
    })
  })

  describe('place', () => {
    // jsdom lays nothing out: the toaster's box is given by its class, the fields' by their label.
    const rect = (top: number, height: number) =>
      ({ top, bottom: top + height, left: 16, right: 344, width: 328, height, x: 16, y: top, toJSON: () => ({}) }) as DOMRect
    function layout(fieldTop: number) {
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
        if (this.classList.contains('ui-toaster')) return this.classList.contains('ui-toaster--top') ? rect(16, 48) : rect(700, 48)
        if (this.tagName === 'INPUT' || this.tagName === 'BUTTON') return rect(fieldTop, 48)
        return rect(0, 0)
      })
    }
    const toaster = () => document.querySelector('.ui-toaster')!

    it.each([
      ['at the bottom', 690, true],
      ['at the top', 20, false],
      ['in the middle', 300, false],
    ])('a field in error %s: the toast is placed where it does not cover it', (_, fieldTop, movedUp) => {
      layout(fieldTop)
      const { store } = renderUi(
        <>
          <input aria-label="Wallet number" aria-invalid="true" />
          <Toaster />
        </>,
      )
      act(() => void store.dispatch(toastShown('Please enter the wallet number', { kind: 'error' })))
      expect(toaster().classList.contains('ui-toaster--top')).toBe(movedUp)
    })

    it('the field being typed in counts too', () => {
      layout(690)
      const { store } = renderUi(
        <>
          <input aria-label="Describe your problem" />
          <Toaster />
        </>,
      )
      act(() => screen.getByLabelText('Describe your problem').focus())
      act(() => void store.dispatch(toastShown('Copied', { kind: 'success' })))
      expect(toaster()).toHaveClass('ui-toaster--top')
    })

    it.each([
      ['at the bottom (the landing Download button)', 690, true],
      ['higher up', 300, false],
    ])('the control just tapped %s: its toast does not cover it', (_, top, movedUp) => {
      layout(top)
      const { store } = renderUi(
        <>
          <button type="button">Download</button>
          <Toaster />
        </>,
      )
      act(() => screen.getByRole('button', { name: 'Download' }).focus())
      act(() => void store.dispatch(toastShown('The download has started.', { kind: 'info' })))
      expect(toaster().classList.contains('ui-toaster--top')).toBe(movedUp)
    })
  })
})
