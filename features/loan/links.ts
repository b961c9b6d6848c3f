import { config } from '@src/config/env'
import { safeRedirectUrl } from '@src/lib/safeUrl'

/** Where a server-given link may take the borrower: a path inside this app, or an allowlisted https page. */
export type LinkTarget = { kind: 'app'; path: string } | { kind: 'web'; href: string }

const BASE = 'https://app.invalid'
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001F\u007F\\]/

/**
 * Reads a link from the server. '/loanDetail?...' stays in the app; absolute links must pass
 * safeRedirectUrl (https + allowlisted origin). Anything else ('//evil', 'javascript:', http,
 * look-alike hosts) gives null and is never followed.
 */
export function resolveLink(url: string, allowlist: readonly string[] = config.redirectAllowlist): LinkTarget | null {
  if (typeof url !== 'string' || url === '' || UNSAFE_CHARS.test(url)) return null
  if (/^\/(?![/\\])/.test(url)) {
    const parsed = new URL(url, BASE)
    return parsed.origin === BASE ? { kind: 'app', path: parsed.pathname + parsed.search + parsed.hash } : null
  }
  const href = safeRedirectUrl(url, allowlist)
  return href ? { kind: 'web', href } : null
}

/** The same target with one query parameter set (e.g. from=confirm). */
export function withParam(target: LinkTarget, key: string, value: string): LinkTarget {
  const url = new URL(target.kind === 'app' ? target.path : target.href, BASE)
  url.searchParams.set(key, value)
  return target.kind === 'app' ? { kind: 'app', path: url.pathname + url.search + url.hash } : { kind: 'web', href: url.href }
}

/** Leaving the app: one seam so tests can watch it (jsdom cannot navigate). */
export const browser = {
  /** Replaces the current page: back does not return to the confirm page. */
  replace(href: string): void {
    window.location.replace(href)
  },
  assign(href: string): void {
    window.location.assign(href)
  },
}
