import { act, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderUi } from '@tests/renderWithProviders'

import { CountdownButton } from './CountdownButton'

afterEach(() => {
  vi.useRealTimers()
})

function Harness({
  onSend = () => undefined,
  onDone = () => undefined,
  whileRunning,
}: {
  onSend?: () => void
  onDone?: () => void
  whileRunning?: () => void
}) {
  const [running, setRunning] = useState(false)
  return (
    <CountdownButton
      label="Get code"
      running={running}
      onClick={() => {
        onSend()
        setRunning(true)
      }}
      onDone={() => {
        onDone()
        setRunning(false)
      }}
      onClickWhileRunning={whileRunning}
    />
  )
}

/** Taps Get code under fake timers, on a harness whose callbacks are spies. */
async function startCountdown(props: { whileRunning?: () => void } = {}) {
  vi.useFakeTimers()
  const spies = { onSend: vi.fn(), onDone: vi.fn() }
  const { user } = renderUi(<Harness {...spies} {...props} />)
  await user.click(screen.getByRole('button', { name: 'Get code' }))
  return { user, ...spies }
}

describe('CountdownButton', () => {
  it('counts down each second and resets to the label, enabled, when it reaches 1', async () => {
    const { user, onSend, onDone } = await startCountdown()
    expect(onSend).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: '60s' })).toBeDisabled()
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByRole('button')).toHaveTextContent('59s')
    act(() => vi.advanceTimersByTime(57000))
    expect(screen.getByRole('button')).toHaveTextContent('2s')
    expect(onDone).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.queryByText('1s')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled()
    expect(onDone).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('button', { name: 'Get code' }))
    expect(onSend).toHaveBeenCalledTimes(2)
    expect(screen.getByRole('button')).toHaveTextContent('60s')
  })

  it('with onClickWhileRunning, a tap while counting calls it instead of resending', async () => {
    const whileRunning = vi.fn()
    const { user, onSend } = await startCountdown({ whileRunning })
    const button = screen.getByRole('button', { name: '60s' })
    expect(button).toBeEnabled()
    await user.click(button)
    expect(whileRunning).toHaveBeenCalledTimes(1)
    expect(onSend).toHaveBeenCalledTimes(1)
  })

  it('a controlled endsAt survives a reload', () => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2025-01-01T10:00:00Z'))
    const onDone = vi.fn()
    const endsAt = Date.now() + 10_000
    renderUi(<CountdownButton label="Get code" endsAt={endsAt} onDone={onDone} />)
    expect(screen.getByRole('button')).toHaveTextContent('10s')
    act(() => vi.advanceTimersByTime(8500))
    expect(screen.getByRole('button')).toHaveTextContent('2s')
    act(() => vi.advanceTimersByTime(500))
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled()
    expect(onDone).toHaveBeenCalledTimes(1)
  })

  it('a past endsAt is idle', () => {
    renderUi(<CountdownButton label="Get code" endsAt={Date.now() - 1000} />)
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled()
  })
})
