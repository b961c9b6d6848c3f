import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { makeStore } from '@store/index'
import { outboxSynced } from '@store/outbox'
import { clearRequestLog } from '@store/requestLog'
import { paramsUpdated } from '@store/session'
import { answerProbe, probeApi, status } from '@tests/probe'
import { renderWithProviders } from '@tests/renderWithProviders'

import { TestPreview } from './pages/TestPreview'

const SECRET = { sessionId: 'SESS-9f8e7d6c', deviceId: 'DEV-a1b2c3d4', phone: '0754123456', card: '4111111111111111' }

afterEach(() => clearRequestLog())

function storeAfterAFailedCall() {
  const store = makeStore({ devtools: false })
  store.dispatch(paramsUpdated({ sessionId: SECRET.sessionId, deviceId: SECRET.deviceId, appVersion: '3.4.2', osVersion: 'Android 12' }))
  store.dispatch(
    outboxSynced({
      complaints: [
        {
          id: 'c1',
          queue: 'complaints',
          state: 'waiting',
          createdAt: Date.now() - 60_000,
          attempts: 2,
          nextAttemptAt: null,
          label: 'Collection',
          reason: `call ${SECRET.phone}`,
        },
      ],
      events: [],
      dropped: 0,
    } as never),
  )
  return store
}

describe('Support: Copy diagnostics', () => {
  it('copies versions, session presence, outbox and the failed call, without secrets', async () => {
    const store = storeAfterAFailedCall()
    answerProbe(status(500))
    await store.dispatch(probeApi.endpoints.probe.initiate({ n: 1, phone: SECRET.phone }))
    const writeText = vi.fn(async () => undefined)
    const { user } = renderWithProviders(<TestPreview />, { store, route: '/testPreview' })
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await user.click(screen.getByRole('button', { name: 'Copy diagnostics' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Diagnostics copied')
    const text = (writeText.mock.calls[0] as unknown as [string])[0]
    expect(text).toContain('App version: 3.4.2')
    expect(text).toContain('Session: present')
    expect(text).toMatch(/Outbox: complaints 1 waiting; events none; dropped 0/)
    expect(text).toMatch(/POST \/v3\/probe\/tz http 500 \d+ ms/)
    expect(text).toContain('session expiry HTTP 401 codes 401,-401,100401')
    for (const [what, value] of Object.entries(SECRET)) expect(text, what).not.toContain(value)
    expect(screen.getByRole('textbox', { name: 'Diagnostics' })).toHaveValue(text)
  })

  it('shows the text to copy by hand when the WebView refuses the clipboard', async () => {
    const { user } = renderWithProviders(<TestPreview />, { route: '/testPreview' })
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true })
    await user.click(screen.getByRole('button', { name: 'Copy diagnostics' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Could not copy. Select the text below and copy it.')
    // The sandbox's session is in force from the page's first paint.
    expect((screen.getByRole('textbox', { name: 'Diagnostics' }) as HTMLTextAreaElement).value).toContain('Session: present')
  })

  it('switches Redux DevTools on and off', async () => {
    const store = makeStore({ devtools: false })
    const dispatch = vi.spyOn(store, 'dispatch')
    const { user } = renderWithProviders(<TestPreview />, { store, route: '/testPreview' })
    await user.click(screen.getByRole('button', { name: 'Turn on Redux DevTools' }))
    expect(dispatch).toHaveBeenCalledWith({ type: 'devtools/switched', payload: true })
    expect(screen.getByRole('button', { name: 'Turn off Redux DevTools' })).toHaveAttribute('aria-pressed', 'true')
  })
})
