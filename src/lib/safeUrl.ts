/**
 * Moved: the link policy is src/lib/links.ts (source-aware). This file only keeps the old import
 * path working for callers outside this change (features/promotion); new code imports links.ts.
 */
export { isHttpLink, safeRedirectUrl } from './links'
import { safeRedirectUrl } from './links'

/** Tells whether url is safe to redirect to (see safeRedirectUrl). */
export function isSafeRedirect(url: string, allowedOrigins: readonly string[]): boolean {
  return safeRedirectUrl(url, allowedOrigins) !== null
}
