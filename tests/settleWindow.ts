import { act } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

import { type AppConfig, overrideConfig } from '@src/config/env'

/** Moves the fake clock on, letting the reads it starts answer. */
export const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

/**
 * What a write's settle-window tests leave behind, cleared after each: the kept doubt (session
 * storage), the fake clock, and the configuration a test set. Returns that configuration's setter.
 */
export function clearAfterEachSettle(): (patch: Partial<AppConfig>) => void {
  let undo: (() => void) | null = null
  afterEach(() => {
    undo?.()
    undo = null
    sessionStorage.clear()
    vi.useRealTimers()
  })
  return (patch) => {
    undo = overrideConfig(patch)
  }
}
