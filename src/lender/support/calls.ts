import * as v from '@src/lib/valid'

import { call } from '../call'
import { parseOrThrow, text } from '../schema'

/** Contact details as the server gives them: email and smWa (the support phone, SPEC 3). */
export type ContactInfo = { email: string; phone: string }

/** SPEC 9: the contact call parameter. */
export const CONTACT_OVERALL = 30

const contactSchema = v.object({ email: text, smWa: text })

export const supportCalls = {
  contactInfo: call({
    method: 'POST',
    path: '/v3/personal-center/contact-kf-info',
    send: () => ({ body: { overall: CONTACT_OVERALL } }),
    read: (data: unknown): ContactInfo => {
      const d = parseOrThrow(contactSchema, data ?? {}, 'contact info')
      return { email: d.email.trim(), phone: d.smWa.trim() }
    },
  }),
}
