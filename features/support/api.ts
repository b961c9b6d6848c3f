import * as v from 'valibot'
import { baseApi } from '@store/api'
import { parseOrThrow, text } from '@src/lender/schema'

/** Contact details as the server gives them: email and smWa (the support phone, SPEC 3). */
export type ContactInfo = { email: string; phone: string }

/** SPEC 9: the contact call parameter. */
export const CONTACT_OVERALL = 30

const contactSchema = v.object({ email: text, smWa: text })

export const supportApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getContactInfo: b.query<ContactInfo, void>({
      query: () => ({ url: '/v3/personal-center/contact-kf-info', body: { overall: CONTACT_OVERALL } }),
      // The lender's refusal is toasted with its message; the screen shows the other failures.
      extraOptions: { feedback: 'serverMessage' },
      transformResponse: (data: unknown) => {
        const d = parseOrThrow(contactSchema, data ?? {}, 'contact info')
        return { email: d.email.trim(), phone: d.smWa.trim() }
      },
      providesTags: ['Contact'],
    }),
  }),
})

export const { useGetContactInfoQuery } = supportApi
