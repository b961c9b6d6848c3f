import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { seedPromotion } from '@sandbox/data/promotion'
import { overrideConfig } from '@src/config/env'
import { initialSession } from '@store/session'
import { renderWithProviders } from '@tests/renderWithProviders'
import { TEST_PAGE_LINKS } from '@tests/testPageLinks'

import { SANDBOX_ORDER, SANDBOX_SESSION_ID, SANDBOX_TEMPLATE_ID, testPageOpen, TestPreview } from './pages/TestPreview'

afterEach(() => {
  document.cookie = 'sbx_scenario=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
})

describe('developer test page', () => {
  it('feeds the edited parameters into the session', async () => {
    const { user, store } = renderWithProviders(<TestPreview />, { route: '/testPreview' })
    await user.clear(screen.getByRole('textbox', { name: 'Session id' }))
    await user.type(screen.getByRole('textbox', { name: 'Session id' }), 'sess-42')
    await user.type(screen.getByRole('textbox', { name: 'Device id' }), 'dev-9')
    await user.clear(screen.getByRole('textbox', { name: 'Order id' }))
    await user.type(screen.getByRole('textbox', { name: 'Order id' }), 'ORD174001')
    await user.clear(screen.getByRole('textbox', { name: 'Product id' }))
    await user.type(screen.getByRole('textbox', { name: 'Product id' }), 'P1002')
    await user.click(screen.getByRole('button', { name: 'Save parameters' }))
    expect(store.getState().session.params).toMatchObject({ sessionId: 'sess-42', deviceId: 'dev-9' })
    expect(store.getState().session.ids).toEqual({ productId: 'P1002', orderId: 'ORD174001' })
    expect(await screen.findByText('Session parameters saved')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Loan detail' })).toHaveAttribute('href', '/loanDetail?productId=P1002&orderId=ORD174001')
    expect(screen.getByRole('link', { name: 'Complaint' })).toHaveAttribute('href', '/complaint?orderId=ORD174001')
  })

  it('links to the ten screens the spec names', () => {
    renderWithProviders(<TestPreview />, { route: '/testPreview' })
    for (const name of TEST_PAGE_LINKS) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument()
    }
  })

  it('in the sandbox, opens a campaign the sandbox knows and starts with a session id, so screens keep last-known copies', async () => {
    expect(seedPromotion().templates.has(SANDBOX_TEMPLATE_ID)).toBe(true)
    const { user, store } = renderWithProviders(<TestPreview />, { route: '/testPreview' })
    expect(screen.getByRole('link', { name: '/promotion (promotion)' })).toHaveAttribute('href', `/promotion?id=${SANDBOX_TEMPLATE_ID}`)
    expect(screen.getByRole('textbox', { name: 'Session id' })).toHaveValue(SANDBOX_SESSION_ID)
    await user.click(screen.getByRole('button', { name: 'Save parameters' }))
    expect(store.getState().session.params.sessionId).toBe(SANDBOX_SESSION_ID)
  })

  it('in the sandbox, its session id and order are in force at once, before any Save', () => {
    const { store } = renderWithProviders(<TestPreview />, { route: '/testPreview' })
    expect(store.getState().session.params.sessionId).toBe(SANDBOX_SESSION_ID)
    expect(store.getState().session.ids).toEqual({ productId: SANDBOX_ORDER.productId, orderId: SANDBOX_ORDER.orderId })
    expect(screen.getByRole('link', { name: 'Loan detail' })).toHaveAttribute('href', '/loanDetail?productId=P1001&orderId=ORD170001')
  })

  it('gives /repay and /oldRepay the amount they take from their address', async () => {
    const { user } = renderWithProviders(<TestPreview />, { route: '/testPreview' })
    expect(screen.getByRole('link', { name: '/oldRepay (oldRepay)' })).toHaveAttribute(
      'href',
      `/oldRepay?productId=P1001&orderId=ORD170001&amount=${SANDBOX_ORDER.amount}`,
    )
    const amount = screen.getByRole('textbox', { name: /^Amount to pay/ })
    await user.clear(amount)
    await user.type(amount, '4550000')
    expect(screen.getByRole('link', { name: 'Repay' })).toHaveAttribute('href', '/repay?productId=P1001&orderId=ORD170001&amount=4550000')
  })

  it('without an order id, says what a screen that needs one is missing instead of a link to a dead end', async () => {
    const { user } = renderWithProviders(<TestPreview />, { route: '/testPreview' })
    await user.clear(screen.getByRole('textbox', { name: 'Order id' }))
    expect(screen.queryByRole('link', { name: 'Loan detail' })).not.toBeInTheDocument()
    expect(screen.getByText('Loan detail: enter an order id above to open it')).toBeInTheDocument()
    expect(screen.getByText('/oldRepay (oldRepay): enter an order id above to open it')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'About us' })).toBeInTheDocument()
  })

  it("keeps the shell's session id over the sandbox's default", () => {
    const fresh = initialSession()
    const session = { ...fresh, params: { ...fresh.params, sessionId: 'sess-shell' } }
    renderWithProviders(<TestPreview />, { route: '/testPreview', preloadedState: { session } })
    expect(screen.getByRole('textbox', { name: 'Session id' })).toHaveValue('sess-shell')
  })

  it('alerts the coordinates, or that there is no geolocation', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined)
    const { user } = renderWithProviders(<TestPreview />, { route: '/testPreview' })
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true })
    await user.click(screen.getByRole('button', { name: 'Get location' }))
    expect(alert).toHaveBeenLastCalledWith('This browser does not support geolocation')
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: -6.7924, longitude: 39.2083 } } as GeolocationPosition),
      },
    })
    await user.click(screen.getByRole('button', { name: 'Get location' }))
    expect(alert).toHaveBeenLastCalledWith('Latitude -6.792400, longitude 39.208300')
  })

  it('sets the sandbox scenario cookie', async () => {
    const { user } = renderWithProviders(<TestPreview />, { route: '/testPreview' })
    await user.type(screen.getByRole('textbox', { name: 'Scenario' }), 'loan-details=500')
    await user.click(screen.getByRole('button', { name: 'Apply scenario' }))
    expect(document.cookie).toContain('sbx_scenario=loan-details%3D500')
  })

  describe('in a production build (no sandbox data block)', () => {
    it('shows no sandbox control and masks the session, device and advertising ids, behind the support switch', async () => {
      const undo = overrideConfig({ sandboxControls: false, supportDevtools: true })
      try {
        const { container } = renderWithProviders(<TestPreview />, { route: '/testPreview' })
        expect(screen.queryByRole('button', { name: 'Apply scenario' })).toBeNull()
        expect(screen.queryByText('Sandbox scenario')).toBeNull()
        for (const name of ['sessionId', 'deviceId', 'advertisingId'])
          expect(container.querySelector(`input[name="${name}"]`)).toHaveAttribute('type', 'password')
        expect(container.querySelector('input[name="orderId"]')).toHaveAttribute('type', 'text')
        // Outside the sandbox no id is made up: the session id is the shell's, template ids are the lender's.
        expect(container.querySelector('input[name="sessionId"]')).toHaveValue('')
        expect(screen.getByRole('link', { name: '/promotion (promotion)' })).toHaveAttribute('href', '/promotion')
      } finally {
        undo()
      }
    })

    it('without the support switch, says it is for support staff and shows nothing else', () => {
      const undo = overrideConfig({ sandboxControls: false, supportDevtools: false })
      try {
        expect(testPageOpen({ sandboxControls: false, supportDevtools: false }, false)).toBe(false)
        expect(testPageOpen({ sandboxControls: false, supportDevtools: true }, false)).toBe(true)
        expect(testPageOpen({ sandboxControls: true, supportDevtools: false }, false)).toBe(true)
      } finally {
        undo()
      }
    })
  })
})
