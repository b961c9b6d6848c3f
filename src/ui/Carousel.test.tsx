import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderUi } from '@tests/renderWithProviders'
import { expectTimeline } from '@tests/timeline'

import { Carousel } from './Carousel'

const slides = [<p key="a">Fast cash</p>, <p key="b">Low fees</p>, <p key="c">Repay by M-Pesa</p>]
const current = () =>
  screen
    .getAllByRole('button', { name: /^Slide \d of 3$/ })
    .find((b) => b.getAttribute('aria-current') === 'true')
    ?.getAttribute('aria-label')

function mockReducedMotion(matches: boolean) {
  const mq = { matches, media: '(prefers-reduced-motion: reduce)', addEventListener: vi.fn(), removeEventListener: vi.fn() }
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => mq),
  )
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('Carousel', () => {
  it('advances every intervalMs and wraps around', () => {
    vi.useFakeTimers()
    renderUi(<Carousel slides={slides} intervalMs={1000} label="Offers" />)
    expect(screen.getByRole('region', { name: 'Offers' })).toBeInTheDocument()
    expect(screen.getAllByRole('group')).toHaveLength(3)
    expectTimeline(current, [
      [0, 'Slide 1 of 3'],
      [999, 'Slide 1 of 3'],
      [1, 'Slide 2 of 3'],
      [2000, 'Slide 1 of 3'],
    ])
  })

  it('does not autoplay when reduced motion is asked for, until play is pressed', async () => {
    mockReducedMotion(true)
    vi.useFakeTimers()
    const { user } = renderUi(<Carousel slides={slides} />)
    act(() => vi.advanceTimersByTime(10000))
    expect(current()).toBe('Slide 1 of 3')
    await user.click(screen.getByRole('button', { name: 'Play' }))
    act(() => vi.advanceTimersByTime(3000))
    expect(current()).toBe('Slide 2 of 3')
  })

  it('the pause button stops and restarts rotation', async () => {
    vi.useFakeTimers()
    const { user } = renderUi(<Carousel slides={slides} intervalMs={1000} />)
    await user.click(screen.getByRole('button', { name: 'Pause' }))
    act(() => vi.advanceTimersByTime(5000))
    expect(current()).toBe('Slide 1 of 3')
    // Focus is still inside, but pressing play is an explicit request.
    await user.click(screen.getByRole('button', { name: 'Play' }))
    act(() => vi.advanceTimersByTime(1000))
    expect(current()).toBe('Slide 2 of 3')
  })

  it('pauses while a finger is down or focus is inside', () => {
    vi.useFakeTimers()
    const { container } = renderUi(<Carousel slides={slides} intervalMs={1000} />)
    const region = container.querySelector('section')!
    fireEvent.pointerDown(region)
    act(() => vi.advanceTimersByTime(3000))
    expect(current()).toBe('Slide 1 of 3')
    fireEvent.pointerUp(region)
    act(() => vi.advanceTimersByTime(1000))
    expect(current()).toBe('Slide 2 of 3')

    const dot = screen.getByRole('button', { name: 'Slide 3 of 3' })
    act(() => dot.focus())
    act(() => vi.advanceTimersByTime(3000))
    expect(current()).toBe('Slide 2 of 3')
    act(() => dot.blur())
    act(() => vi.advanceTimersByTime(1000))
    expect(current()).toBe('Slide 3 of 3')
  })

  it('dots go to a slide', async () => {
    const { user } = renderUi(<Carousel slides={slides} />)
    await user.click(screen.getByRole('button', { name: 'Slide 3 of 3' }))
    expect(current()).toBe('Slide 3 of 3')
  })
})
