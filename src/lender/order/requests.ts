import type { CallSpec } from '../call'
import { recProductAliases } from './aliases'
import type { OrderIds } from './types'

/**
 * The request side of /loanDetail's first call, without its answer's reader: the early ask
 * (src/app/askEarly.ts) sends it before the app's files are in, and `orderCalls.loanDetails`
 * (./calls.ts) is this plus its reader, so the two can never send different requests.
 * The recommended products' names may be obfuscated: the deployment's alias group for them.
 */
export const loanDetailsRequest: CallSpec<OrderIds> = {
  method: 'POST',
  path: '/v3/loan-details/loan-details',
  requireSuccess: true,
  send: ({ productId, orderId }) => ({ body: { productId, orderId }, aliases: recProductAliases() }),
}
