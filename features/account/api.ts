import { baseApi } from '@store/api'

/** Account deletion calls (SPEC 7). Screens show failures themselves (SPEC 8 leaves them open). */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    sendDeleteCode: b.mutation<null, { phone: string }>({
      query: ({ phone }) => ({ url: '/service/login/send-sms-code-new', body: { phone, type: 'del' } }),
      extraOptions: { feedback: 'screen' },
      transformResponse: () => null,
    }),
    deleteAccount: b.mutation<null, { phone: string; code: string }>({
      query: (body) => ({ url: '/service/login/user-delete', body }),
      extraOptions: { feedback: 'screen' },
      transformResponse: () => null,
    }),
  }),
})

export const { useSendDeleteCodeMutation, useDeleteAccountMutation } = accountApi
