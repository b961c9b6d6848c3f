import { type ContactInfo, supportCalls } from '@src/lender/support/calls'
import { baseApi, endpoint } from '@store/api'

export const supportApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getContactInfo: b.query<ContactInfo, void>({
      ...endpoint(supportCalls.contactInfo),
      // The lender's refusal is toasted with its message; the screen shows the other failures.
      extraOptions: { feedback: 'serverMessage' },
      providesTags: ['Contact'],
    }),
  }),
})

export const { useGetContactInfoQuery } = supportApi
