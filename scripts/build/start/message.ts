import { minify } from 'terser'

import { bootFallback, WEBVIEW_STORE_URL } from '../../../src/i18n/bootFallback.ts'
import { common } from '../../../src/i18n/common.ts'
import { PERSIST_PLACE } from '../../../store/persistPlace.ts'

/** index.html's customer-service phone link in the update message. */
const PHONE_LINK = /<a data-cs-phone href="[^"]*">[^<]*<\/a>/

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** index.html with the given customer-service phone in the update message's tel: link. */
export function withCustomerServicePhone(html: string, phone: string): string {
  const tel = phone.replace(/[^+0-9]/g, '')
  if (!tel) return html
  return html.replace(PHONE_LINK, () => `<a data-cs-phone href="tel:${tel}">${escapeHtml(phone)}</a>`)
}

/** Where index.html has its loading placeholder and update message: written from the catalogue at build (and dev) time. */
export const BOOT_MARK = /<!-- app-boot:[^>]*-->/

/**
 * The loading placeholder and the update message, in English and Swahili from the
 * catalogues (common.loading, src/i18n/bootFallback.ts): static HTML, shown before any app code
 * runs (public/boot-check.js reveals the update message), so it is written into the page, never
 * copied by hand. The phone link is filled by withCustomerServicePhone. The placeholder also names
 * where the saved session is, which boot-check.js starts reading at once.
 */
export function bootMessageHtml(): string {
  const [en, sw] = [bootFallback.en, bootFallback.sw]
  const both = (key: keyof typeof en) => `<span lang="en">${escapeHtml(en[key])}</span> · <span lang="sw">${escapeHtml(sw[key])}</span>`
  const update = (lang: 'en' | 'sw') =>
    `<p class="app-boot__update" lang="${lang}" hidden><strong>${escapeHtml(bootFallback[lang].title)}</strong> ${escapeHtml(bootFallback[lang].text)}</p>`
  return [
    // Where the saved session is, for boot-check.js's early read (store/persistPlace.ts).
    `<div class="app-boot" role="status" data-persist-db="${escapeHtml(PERSIST_PLACE.db)}" data-persist-store="${escapeHtml(PERSIST_PLACE.store)}" data-persist-key="${escapeHtml(PERSIST_PLACE.key)}">`,
    '<span class="ui-spinner ui-spinner--lg" aria-hidden="true"></span>',
    `<p lang="en">${escapeHtml(common.en.loading)}</p><p lang="sw">${escapeHtml(common.sw.loading)}</p>`,
    update('en'),
    update('sw'),
    `<p class="app-boot__update app-boot__actions" hidden><a class="app-boot__store" href="${escapeHtml(WEBVIEW_STORE_URL)}">${both('storeLink')}</a> <a class="app-boot__retry" href="">${both('retry')}</a></p>`,
    `<p class="app-boot__update" hidden>${both('help')}: <a data-cs-phone href=""></a></p>`,
    warmText(),
    '</div>',
  ].join('')
}

/** How many text styles src/app/boot.css sets up unseen (.app-boot__warm .w1 to .wN). */
export const WARM_STYLES = 10

/**
 * One line of text in each style the screens' content draws, unseen (src/app/boot.css
 * .app-boot__warm): their fonts are set up while the placeholder waits, not when the answer is drawn.
 */
function warmText(): string {
  const lines = Array.from({ length: WARM_STYLES }, (_, i) => `<i class="w${i + 1}">Aa 0</i>`)
  return `<span class="app-boot__warm" aria-hidden="true">${lines.join('')}</span>`
}

/** index.html with its placeholder written from the catalogue and, when given, the customer-service phone. */
export function withBootMessage(html: string, phone = ''): string {
  if (!BOOT_MARK.test(html)) throw new Error('index.html: no <!-- app-boot: … --> where the loading placeholder goes')
  const out = html.replace(BOOT_MARK, () => bootMessageHtml())
  return phone ? withCustomerServicePhone(out, phone) : out
}

/** The app shell's classic script (Vite copies it from public/). */
export const BOOT_CHECK = 'boot-check.js'

/** Minified ES5: the script must still run on browsers below the browser baseline. */
export async function minifyEs5(code: string): Promise<string> {
  const out = await minify(code, { ecma: 5, compress: { ecma: 5 }, format: { ecma: 5, comments: false } })
  if (!out.code) throw new Error(`${BOOT_CHECK}: terser returned nothing`)
  return out.code
}
