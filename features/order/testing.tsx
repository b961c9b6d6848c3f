import { http, HttpResponse } from 'msw'
import { vi } from 'vitest'

import { server } from '@sandbox/node'
import { configureBridge } from '@src/bridge/bridge'
import { browserNav } from '@src/lib/navigate'
import { renderWithProviders } from '@tests/renderWithProviders'

import { LoanDetail } from './pages/LoanDetail'

/** Test helpers for the order feature (not shipped: only test files import this). */

/** Captures native bridge calls as parsed {action, payload} messages. */
export function captureBridge() {
  const postMessage = vi.fn<(json: string) => void>()
  configureBridge({ host: { AppBridge: { postMessage } } })
  return {
    calls: () => postMessage.mock.calls.map(([json]) => JSON.parse(json) as { action: string; payload: Record<string, unknown> }),
    reset: () => configureBridge({ host: {} }),
  }
}

/** Stops the page from leaving (jsdom cannot navigate) and records where it would go. */
export function captureExternal() {
  return {
    assign: vi.spyOn(browserNav, 'assign').mockImplementation(() => undefined),
    replace: vi.spyOn(browserNav, 'replace').mockImplementation(() => undefined),
  }
}

/** Opens the order details screen for one sandbox order. */
export function renderLoanDetail(orderId: string, productId = 'P1001') {
  return renderWithProviders(<LoanDetail />, { route: `/loanDetail?productId=${productId}&orderId=${orderId}` })
}

/** The loan-details call answers with `data` (a success) for the rest of the test. */
export function answerLoanDetails(data: Record<string, unknown>) {
  server.use(http.post('*/api/v3/loan-details/loan-details', () => HttpResponse.json({ code: 0, success: true, data })))
}
