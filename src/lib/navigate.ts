import { config } from '@src/config/env'

import { checkLink, type LinkPolicy, type LinkSource, type LinkVerdict, safeImageSrc, safePageImageSrc } from './links'

/**
 * Leaving the app: the one place that touches location. An object so tests can spy on it
 * (jsdom cannot navigate, and window.location cannot be stubbed).
 */
export const browserNav = {
  assign(href: string): void {
    window.location.assign(href)
  },
  /** Replaces the current entry, so Back does not land on a page that redirects again. */
  replace(href: string): void {
    window.location.replace(href)
  },
}

/** The live link policy: this page's origin (or `origin`), the configured allowlist and strict mode. */
export function linkPolicy(origin: string = window.location.origin): LinkPolicy {
  return { origin, allowlist: config.redirectAllowlist, strictApiLinks: config.strictApiLinks, apiExtras: config.apiLinkExtras }
}

/** checkLink under the live policy. */
export function judgeLink(url: unknown, source: LinkSource): LinkVerdict {
  return checkLink(url, source, linkPolicy())
}

/** An image from the lender (logo, QR code) under the live policy, or null. */
export function imageSrc(src: unknown): string | null {
  return safeImageSrc(src, linkPolicy())
}

/** An image named by this page's address under the live policy (same origin or allowlist), or null. */
export function pageImageSrc(src: unknown): string | null {
  return safePageImageSrc(src, linkPolicy())
}
