import { vi } from 'vitest'

import { type BridgeHost, configureBridge } from '@src/bridge/bridge'
import { renderWithProviders } from '@tests/renderWithProviders'

import { LoanConfirm } from './pages/LoanConfirm'
import { LoanConfirmLegacy } from './pages/LoanConfirmLegacy'

/** Captures native bridge calls; returns the actions called so far. */
export function captureBridge() {
  const postMessage = vi.fn()
  configureBridge({ host: { AppBridge: { postMessage } } as BridgeHost })
  return () => postMessage.mock.calls.map(([json]) => (JSON.parse(json as string) as { action: string }).action)
}

export function resetBridge() {
  configureBridge({ host: {} as BridgeHost })
}

const landing = [
  { path: '/loanDetail', element: <p>loan detail page</p> },
  { path: '/loanAgreement', element: <p>loan agreement page</p> },
  { path: '/order', element: <p>order page</p> },
  { path: '/bindBank', element: <p>bind bank page</p> },
]

/** Opens the V3 confirm page (or the legacy one) for a product. */
export function openConfirm(productId = 'P1001', opts: { legacy?: boolean; extra?: string } = {}) {
  const path = opts.legacy ? '/loanConfirmLegacy' : '/loanConfirm'
  const Screen = opts.legacy ? LoanConfirmLegacy : LoanConfirm
  return renderWithProviders(<Screen />, { route: `${path}?productId=${productId}${opts.extra ?? ''}`, routes: landing })
}
