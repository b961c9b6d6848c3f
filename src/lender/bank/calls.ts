import { call, ignoreAnswer } from '../call'
import { toBankForm } from './answers'
import type { SaveArgs } from './types'

/** The bank card binding calls (SPEC 7). */
export const bankCalls = {
  cardInit: call({
    method: 'POST',
    path: '/service/entry-order/card-init',
    send: ({ productId }: { productId: string }) => ({ body: { product_id: productId } }),
    read: toBankForm,
  }),
  // From the order page the card is changed for that order; otherwise the certify step saves it.
  saveBankInfo: call({
    method: 'POST',
    path: '/v3/certify/save-bank-info',
    send: ({ source, body }: SaveArgs) => ({ body, ...(source === 'loanDetail' ? { url: '/yours/cardChange' } : {}) }),
    read: ignoreAnswer,
  }),
}
