import { act, render, screen, waitFor } from '@testing-library/react'
import { Provider } from 'react-redux'
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'

import { OUTBOX_DB_NAME } from '@src/outbox/ui/outboxOnDevice'
import { makeStore } from '@store/index'

import { routes } from './router'

/**
 * The shell's lazy parts are not the screen: the outbox's status line and runner failing to
 * download (the connection dropped as the complaint form opened) leave the form on screen, with
 * what the borrower typed, instead of the full-screen "No connection".
 */
const chunkFailed = vi.hoisted(() => vi.fn(() => new TypeError('Failed to fetch dynamically imported module: /assets/OutboxStatus-X.js')))
vi.mock('@src/outbox/ui/OutboxStatus', () => {
  throw chunkFailed()
})
vi.mock('@src/outbox/ui/OutboxRunner', () => {
  throw chunkFailed()
})

/** Something was queued on this device once: the shell loads the outbox's parts at start. */
function outboxOnThisDevice(): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(OUTBOX_DB_NAME)
    req.onsuccess = () => (req.result.close(), resolve())
    req.onerror = () => reject(req.error)
  })
}

describe('the app shell', () => {
  it("keeps the screen when the outbox's parts cannot be downloaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await outboxOnThisDevice()
    const form: RouteObject = {
      path: '/complainPageNext',
      element: (
        <main>
          <label>
            Describe your problem
            <textarea defaultValue="Pesa haikufika." />
          </label>
        </main>
      ),
    }
    render(
      <Provider store={makeStore()}>
        <RouterProvider
          router={createMemoryRouter([{ ...routes[0], children: [form] } as RouteObject], { initialEntries: ['/complainPageNext'] })}
        />
      </Provider>,
    )
    await waitFor(() => expect(chunkFailed).toHaveBeenCalled(), { timeout: 4000 })
    // The failed import settles: a boundary that took the screen down would show its page now.
    await act(async () => undefined)
    expect(screen.getByRole('textbox', { name: 'Describe your problem' })).toHaveValue('Pesa haikufika.')
    expect(screen.queryByRole('heading', { name: 'No connection' })).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument()
  })
})
