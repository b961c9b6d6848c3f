import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { minify } from 'terser'
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

/** The app shell's classic script (Vite copies it from public/). */
export const BOOT_CHECK = 'boot-check.js'

/** Minified ES5: the script must still run on browsers below the support floor. */
export async function minifyEs5(code: string): Promise<string> {
  const out = await minify(code, { ecma: 5, compress: { ecma: 5 }, format: { ecma: 5, comments: false } })
  if (!out.code) throw new Error(`${BOOT_CHECK}: terser returned nothing`)
  return out.code
}

/**
 * The update message is static HTML (it shows when no app code can run), so VITE_CS_PHONE is
 * written into it at build time; without it, index.html keeps the config default (a test keeps
 * the two the same). A host's runtime __APP_CONFIG__ still wins, in public/boot-check.js.
 */
export function bootMessagePlugin(): Plugin {
  let phone = ''
  let outDir = ''
  return {
    name: 'borrower:boot-message',
    configResolved(c) {
      const v = c.env.VITE_CS_PHONE
      phone = typeof v === 'string' ? v.trim() : ''
      outDir = resolve(c.root, c.build.outDir)
    },
    // public/boot-check.js is mostly its explaining comment; every borrower screen fetches it, so
    // the build ships it minified (ES5 kept: `npm test`'s floor step checks the output).
    async writeBundle() {
      const file = join(outDir, BOOT_CHECK)
      writeFileSync(file, await minifyEs5(readFileSync(file, 'utf8')))
    },
    transformIndexHtml(html) {
      return phone ? withCustomerServicePhone(html, phone) : html
    },
  }
}
