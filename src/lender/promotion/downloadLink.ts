import { config } from '@src/config/env'
import { safeLink } from '@src/lib/links'
import { linkPolicy } from '@src/lib/navigate'

/**
 * The landing's download link under the team's link policy (src/lib/links.ts, docs/link-policy.md):
 * a link from the lender's answer may go to any https host or to our own origin (only allowlisted
 * hosts in strict mode); never http, javascript:, data: or a userinfo look-alike
 * ('https://ok.example@evil.example').
 */
export function lenderLink(url: string, origin: string): string | null {
  return safeLink(url, 'api', linkPolicy(origin))
}

/**
 * SPEC 2 names a download template but not its link field: the template's link when it has a
 * usable one, otherwise the configured store URL (VITE_APP_DOWNLOAD_URL), judged the same way.
 */
export function downloadLink(
  fromTemplate: string,
  origin = typeof location !== 'undefined' ? location.origin : '',
  configured = config.appDownloadUrl,
): string | null {
  return lenderLink(fromTemplate, origin) ?? lenderLink(configured, origin)
}
