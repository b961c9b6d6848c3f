import { act, screen } from '@testing-library/react'
import { afterEach, expect, vi } from 'vitest'

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

type Said = string | RegExp

/**
 * A write's settle window as the borrower lives it (the clock fake): `action` is off beside the
 * doubt's words, which never say "try again"; it is still off a second before the window ends and
 * on again at its end with the `passed` words. `whileOff` checks what holds just before the end.
 */
export async function expectOffOverTheWindow(
  action: () => HTMLElement,
  said: { doubt: Said; passed: Said },
  whileOff: () => void = () => {},
): Promise<void> {
  expect(await screen.findByText(said.doubt)).toBeInTheDocument()
  expect(action()).toBeDisabled()
  expect(document.body.textContent).not.toMatch(/try again/i)
  await wait(119_000)
  expect(action()).toBeDisabled()
  whileOff()
  await wait(1_000)
  expect(await screen.findByText(said.passed)).toBeInTheDocument()
  expect(action()).toBeEnabled()
}
