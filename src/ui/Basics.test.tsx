import { act, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { langChanged } from '@store/session'
import { sessionExpired } from '@store/sessionExpiry'
import { SESSION_EXPIRED_TYPE } from '@store/ui'
import { renderUi } from '@tests/renderWithProviders'

import { Button } from './Button'
import { Checkbox } from './Checkbox'
import { Page } from './Page'
import { EmptyState, ErrorState, LoadingState } from './States'

describe('Button', () => {
  it('is a plain button that does not submit forms by default', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault())
    const onClick = vi.fn()
    const { user } = renderUi(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Apply</Button>
      </form>,
    )
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('while loading is busy and cannot be pressed again', async () => {
    const onClick = vi.fn()
    const { user } = renderUi(
      <Button loading onClick={onClick} fullWidth>
        Apply
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Apply' })
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toBeDisabled()
    await user.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })
})

describe('Checkbox', () => {
  it('toggles from its label', async () => {
    function Harness() {
      const [checked, setChecked] = useState(false)
      return (
        <Checkbox checked={checked} onChange={setChecked}>
          I agree to the loan agreement
        </Checkbox>
      )
    }
    const { user } = renderUi(<Harness />)
    await user.click(screen.getByText('I agree to the loan agreement'))
    expect(screen.getByRole('checkbox', { name: 'I agree to the loan agreement' })).toBeChecked()
    await user.keyboard(' ')
    expect(screen.getByRole('checkbox')).not.toBeChecked()
  })
})

describe('Page', () => {
  it('sets the document title, shows the heading, main region, back button and footer', async () => {
    const onBack = vi.fn()
    const { user, rerender } = renderUi(
      <Page title="My loans" onBack={onBack} footer={<Button>Repay</Button>}>
        <p>Content</p>
      </Page>,
    )
    expect(document.title).toBe('My loans · Mkopo Haraka')
    expect(screen.getByRole('heading', { level: 1, name: 'My loans' })).toBeInTheDocument()
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main')
    expect(screen.getByRole('main')).toHaveTextContent('Content')
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Repay')
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(onBack).toHaveBeenCalledTimes(1)
    rerender(
      <Page title="My loans" footer={<Button>Repay</Button>} hideFooter>
        <p>Content</p>
      </Page>,
    )
    expect(screen.queryByRole('button', { name: 'Repay' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument()
  })

  it('speaks Swahili when the session does', () => {
    const { store } = renderUi(
      <Page title="Msaada" onBack={() => undefined}>
        <p>Content</p>
      </Page>,
    )
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    act(() => void store.dispatch(langChanged('sw')))
    expect(screen.getByRole('button', { name: 'Rudi' })).toBeInTheDocument()
  })
})

describe('States', () => {
  it('loading is a status with text', () => {
    renderUi(<LoadingState />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
  })

  it('error is an alert with a retry button', async () => {
    const onRetry = vi.fn()
    const { user } = renderUi(<ErrorState message="No connection." onRetry={onRetry} />)
    expect(screen.getByRole('alert')).toHaveTextContent('No connection.')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('error offers no Try again where it cannot help, and what can instead', () => {
    const onRetry = vi.fn()
    renderUi(
      <ErrorState message="Order not found" error={{ kind: 'business', code: '02', message: 'Order not found' }} onRetry={onRetry}>
        <a href="/">Home</a>
      </ErrorState>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Order not found')
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument()
  })

  it('after the session expired, says so instead of the failure and offers no Try again', () => {
    const { store } = renderUi(<ErrorState message="sandbox business error 401" onRetry={vi.fn()} />)
    act(() => void store.dispatch({ type: SESSION_EXPIRED_TYPE, payload: { at: 1 } }))
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has expired. Please log in again.')
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
  })

  it('after the session expired, a screen without an error state says so once, at the top of the page', () => {
    const { store } = renderUi(
      <Page title="Repayment">
        <p>Plan</p>
      </Page>,
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    act(() => void store.dispatch({ type: SESSION_EXPIRED_TYPE, payload: { at: 1 } }))
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('alert'))
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has expired. Please log in again.')
  })

  it('after the session expired, a screen whose error state says it shows no second message', () => {
    const { store } = renderUi(
      <Page title="Order Details">
        <ErrorState message="Order not found" onRetry={vi.fn()} />
      </Page>,
    )
    act(() => void store.dispatch({ type: SESSION_EXPIRED_TYPE, payload: { at: 1 } }))
    expect(screen.getAllByText('Your session has expired. Please log in again.')).toHaveLength(1)
    expect(screen.getAllByRole('alert')).toHaveLength(1)
  })

  it('the action the session expiry declares is the one the ui state listens for', () => {
    expect(sessionExpired({ at: 1 }).type).toBe(SESSION_EXPIRED_TYPE)
  })

  it('error never shows an empty box; empty shows its text', () => {
    renderUi(
      <>
        <ErrorState message="" />
        <EmptyState text="No loans yet" />
      </>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('This screen could not be shown. Please try again.')
    expect(screen.getByText('No loans yet')).toBeInTheDocument()
  })
})
