import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { locationOf, renderWithProviders } from '@tests/renderWithProviders'

import { Order } from './pages/Order'
import { captureBridge } from './testing'

let bridge: ReturnType<typeof captureBridge>
beforeEach(() => {
  bridge = captureBridge()
})
afterEach(() => bridge.reset())

describe('/order', () => {
  it('opens the loan detail when an orderId is given', async () => {
    const { router } = renderWithProviders(<Order />, { route: '/order?orderId=ORD170001&product_id=P1001' })
    await waitFor(() => expect(locationOf(router)).toBe('/loanDetail?productId=P1001&orderId=ORD170001'))
    expect(bridge.calls()).toHaveLength(0)
  })

  it("hands off to the native 'mine' screen once when there is no orderId", async () => {
    renderWithProviders(<Order />, { route: '/order' })
    expect(await screen.findByText('This screen opens in the app.')).toBeInTheDocument()
    expect(bridge.calls()).toEqual([{ action: 'goMine', payload: {} }])
  })
})
