import { bankCalls } from '@src/lender/bank/calls'
import type { BankForm, SaveArgs } from '@src/lender/bank/types'
import { baseApi, endpoint } from '@store/api'

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
      // The order page and the confirm page show the payout account: refetch the one the change was
      // made from, so the confirm page's Loan Now sees the new account rather than "no account yet".
      invalidatesTags: (_r, error, { source, orderId }) => {
        if (error) return []
        if (source === 'confirmUrl') return ['LoanConfirm']
        return source === 'loanDetail' && orderId ? [{ type: 'Order', id: orderId }] : []
      },
    }),
  }),
})

export const { useGetBankFormQuery, useSaveBankInfoMutation } = bankApi
