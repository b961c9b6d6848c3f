import { config } from '@src/config/env'
import { safeRedirectUrl } from '@src/lib/safeUrl'

/**
 * The landing's one judgement of its download link (the team's link policy): a link from the
 * lender's answer may go to any https host or to our own origin; never http, javascript:, data:
 * or a userinfo look-alike ('https://ok.example@evil.example').
 */
export function lenderLink(url: string, origin: string): string | null {
  if (!url) return null
  if (/^\/(?!\/)/.test(url)) {
    try {
      const u = new URL(url, origin)
      return u.origin === origin ? u.href : null
    } catch {
      return null
    }
  }
  let own: string
  try {
    own = new URL(url).origin
  } catch {
    return null
  }
  return safeRedirectUrl(url, [own])
}

/**
 * SPEC 2 names a download template but not its link field: the template's link when it has a
 * usable one, otherwise the configured store URL (VITE_APP_DOWNLOAD_URL), judged the same way.
 */
export function downloadLink(fromTemplate: string, origin = typeof location !== 'undefined' ? location.origin : '', configured = config.appDownloadUrl): string | null {
  return lenderLink(fromTemplate, origin) ?? lenderLink(configured, origin)
}
