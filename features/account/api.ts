import { accountCalls } from '@src/lender/account/calls'
import { baseApi, endpoint } from '@store/api'

/** Account deletion calls (SPEC 7). Screens show failures themselves (SPEC 8 leaves them open). */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    sendDeleteCode: b.mutation<null, { phone: string }>({ ...endpoint(accountCalls.sendDeleteCode), extraOptions: { feedback: 'screen' } }),
    deleteAccount: b.mutation<null, { phone: string; code: string }>({
      ...endpoint(accountCalls.deleteAccount),
      extraOptions: { feedback: 'screen' },
    }),
  }),
})

export const { useSendDeleteCodeMutation, useDeleteAccountMutation } = accountApi
