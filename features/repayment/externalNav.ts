import { config } from '@src/config/env'
import { safeRedirectUrl } from '@src/lib/safeUrl'

/**
 * Leaving the app for a payment page. An object so tests can spy on `assign`
 * (jsdom cannot navigate, and window.location cannot be stubbed).
 */
export const externalNav = {
  assign(href: string): void {
    window.location.assign(href)
  },
}

/** Goes to url only when it is https on the redirect allowlist; returns false (and stays) otherwise. */
export function goToPaymentPage(url: string): boolean {
  const href = safeRedirectUrl(url, config.redirectAllowlist)
  if (!href) return false
  externalNav.assign(href)
  return true
}
