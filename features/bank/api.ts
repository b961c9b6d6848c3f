import { baseApi } from '@store/api'
import { toBankForm } from './wire'
import type { BankForm, SaveArgs } from './types'

/** Bank card binding calls (SPEC 7). */
export const bankApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getBankForm: b.query<BankForm, { productId: string }>({
      query: ({ productId }) => ({ url: '/service/entry-order/card-init', body: { product_id: productId } }),
      transformResponse: toBankForm,
      providesTags: ['BankForm'],
    }),
    // From the order page the card is changed for that order; otherwise the certify step saves it.
    saveBankInfo: b.mutation<null, SaveArgs>({
      query: ({ source, body }) => ({ url: source === 'loanDetail' ? '/yours/cardChange' : '/v3/certify/save-bank-info', body }),
      transformResponse: () => null,
      // The form shows every failure itself, the lender's message included, beside its button.
      extraOptions: { feedback: 'screen' },
      // The order page shows the payout account: refetch it after a change made from there.
      invalidatesTags: (_r, error, { source, body }) => (!error && source === 'loanDetail' && body.orderId ? [{ type: 'Order', id: body.orderId }] : []),
    }),
  }),
})

export const { useGetBankFormQuery, useSaveBankInfoMutation } = bankApi
