import { baseApi } from '@store/api'
import { endpoint } from '@store/endpoint'
import { bankCalls } from '@src/lender/bank/calls'
import type { BankForm, SaveArgs } from '@src/lender/bank/types'

/** Bank card binding calls (SPEC 7). */
export const bankApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getBankForm: b.query<BankForm, { productId: string }>({
      ...endpoint(bankCalls.cardInit),
      providesTags: ['BankForm'],
    }),
    saveBankInfo: b.mutation<null, SaveArgs>({
      ...endpoint(bankCalls.saveBankInfo),
      // The form shows every failure itself, the lender's message included, beside its button.
      extraOptions: { feedback: 'screen' },
      // The order page shows the payout account: refetch it after a change made from there.
      invalidatesTags: (_r, error, { source, body }) => (!error && source === 'loanDetail' && body.orderId ? [{ type: 'Order', id: body.orderId }] : []),
    }),
  }),
})

export const { useGetBankFormQuery, useSaveBankInfoMutation } = bankApi
