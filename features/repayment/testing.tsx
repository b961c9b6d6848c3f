import { screen } from '@testing-library/react'
import type { RouteObject } from 'react-router-dom'

import { renderWithProviders } from '@tests/renderWithProviders'

import { Repay } from './pages/Repay'

/** Opens /repay with a query such as 'productId=P1001&orderId=ORD170001', beside any pages it may go on to. */
export function openRepay(query: string, routes?: RouteObject[]) {
  return renderWithProviders(<Repay />, { route: `/repay?${query}`, routes })
}

/** The Pay Now button, by its English name. */
export const payNow = () => screen.getByRole('button', { name: 'Pay Now' })
