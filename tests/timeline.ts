import { act } from '@testing-library/react'
import { expect, vi } from 'vitest'

/**
 * Walks fake time forward and checks what the screen reads after each step: each step is the
 * milliseconds to advance (0 for now) and what `read` must give then.
 */
export function expectTimeline<T>(read: () => T, steps: [ms: number, expected: T][]): void {
  for (const [ms, expected] of steps) {
    if (ms) act(() => vi.advanceTimersByTime(ms))
    expect(read()).toEqual(expected)
  }
}
