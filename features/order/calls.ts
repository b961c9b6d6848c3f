import type { ApiArgs } from '@store/request'
import type { FirstCallInput } from '@src/nav/firstCall'
import { recProductAliases } from './aliases'
import type { OrderIds } from './types'

/**
 * The order screen's first read (SPEC 7 loan-details), as data: its endpoint (api.ts) and the
 * start script (src/app/early.ts) both send it from here, so the two are the same request.
 * No React, no Redux: the start script fetches this file before the app.
 */
export const loanDetailsQuery = ({ productId, orderId }: OrderIds): ApiArgs => ({
  url: '/v3/loan-details/loan-details',
  requireSuccess: true,
  body: { productId, orderId },
  aliases: recProductAliases(),
})

/** What /loanDetail reads first: nothing without an order id. */
export const loanDetailReads = ({ productId, orderId }: FirstCallInput): ApiArgs[] => (orderId ? [loanDetailsQuery({ productId, orderId })] : [])
