import { describe, it, expect, vi, afterEach } from 'vitest'
import { act, screen } from '@testing-library/react'
import { loadingEnded, loadingStarted, toastShown } from '@store/ui'
import { Toaster, useToast } from './Toaster'
import { renderUi } from '@tests/renderWithProviders'

afterEach(() => {
  vi.useRealTimers()
})

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
})
