import { config } from './env'
import { displayPhone } from './phoneShown'

/**
 * The customer-service number as every screen shows it (SPEC 9: "the configured one when the
 * response gives none"; SPEC 2 shows `{phone}` as returned): the lender's own number when its
 * answer gives one (contact-kf-info `smWa`, the order's or plan's `telephone`), the deployment's
 * `VITE_CS_PHONE` otherwise, in the market's one shown form. '' when neither has one.
 */
export function servicePhone(fromLender: unknown, configured: string = config.customerServicePhone): string {
  const lender = typeof fromLender === 'string' ? fromLender.trim() : ''
  return displayPhone(lender || configured.trim())
}
