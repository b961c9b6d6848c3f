import type { ApiArgs } from '@store/request'
import { recProductAliases } from './aliases'
import type { OrderIds } from './types'

/**
 * The order screen's first read (SPEC 7 loan-details), as data: its endpoint (api.ts) and its first call
 * send it from here. No React, no Redux.
 */
export const loanDetailsQuery = ({ productId, orderId }: OrderIds): ApiArgs => ({
  url: '/v3/loan-details/loan-details',
  requireSuccess: true,
  body: { productId, orderId },
  aliases: recProductAliases(),
})
