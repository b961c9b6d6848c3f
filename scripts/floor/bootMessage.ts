import type { Plugin } from 'vite'

/** index.html's customer-service phone link in the update message (issue 17). */
const PHONE_LINK = /<a data-cs-phone href="[^"]*">[^<]*<\/a>/

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** index.html with the given customer-service phone in the update message's tel: link. */
export function withCustomerServicePhone(html: string, phone: string): string {
  const tel = phone.replace(/[^+0-9]/g, '')
  if (!tel) return html
  return html.replace(PHONE_LINK, () => `<a data-cs-phone href="tel:${tel}">${escapeHtml(phone)}</a>`)
}

/**
 * The update message is static HTML (it shows when no app code can run), so VITE_CS_PHONE is
 * written into it at build time; without it, index.html keeps the config default (a test keeps
 * the two the same). A host's runtime __APP_CONFIG__ still wins, in public/boot-check.js.
 */
export function bootMessagePlugin(): Plugin {
  let phone = ''
  return {
    name: 'borrower:boot-message',
    configResolved(c) {
      const v = c.env.VITE_CS_PHONE
      phone = typeof v === 'string' ? v.trim() : ''
    },
    transformIndexHtml(html) {
      return phone ? withCustomerServicePhone(html, phone) : html
    },
  }
}
