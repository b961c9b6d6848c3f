import { vi } from 'vitest'

import { configureBridge } from '@src/bridge/bridge'

/** One action the app sent the shell, as the shell received it. */
export type ShellCall = { action: string; payload: Record<string, unknown> }

/**
 * Stands in for the Android shell (the `AppBridge` interface; e2e/fixtures.ts has the page-side
 * fake with every transport): `calls()` is every bridge call so far, parsed, oldest first.
 */
export function fakeShell() {
  const postMessage = vi.fn<(json: string) => void>()
  configureBridge({ host: { AppBridge: { postMessage } } })
  const calls = () => postMessage.mock.calls.map(([json]) => JSON.parse(json) as ShellCall)
  return { postMessage, calls, actions: () => calls().map((c) => c.action) }
}

/** Takes the fake shell away: the app runs as in a plain browser again. */
export const noShell = () => configureBridge({ host: {} })
