import type { Plugin } from 'vite'

import { bootStyleSource } from './start/style.ts'

/**
 * The Content-Security-Policy of the built app (Security). The preview server sends it
 * (securityHeadersPlugin below) and every production host should send the same header; the
 * docs/deployment.md prints it. No inline script anywhere: the built HTML only has
 * `<script type="module" src>` tags (scripts/build/prerender/html.test.ts and e2e/security.spec.ts
 * check both the HTML and the header).
 *
 * - script-src 'self': our own files only; no inline script, no eval.
 * - style-src 'self' and one hash: our stylesheets, and the app shell's inline placeholder styles
 *   (src/app/boot.css, exactly that text: scripts/build/start/style.ts). React sets style props through the
 *   CSSOM, which CSP allows.
 * - img-src adds https:, data: and blob:: product logos and repayment images come from the lender's
 *   CDN, the captcha may be a data: URL, complaint photos are previewed from blob: URLs.
 * - connect-src 'self' plus the origins the app sends to when they are elsewhere: the lender API
 *   (VITE_API_BASE), the public site's feedback form (VITE_FEEDBACK_URL) and the field measurement
 *   endpoint (VITE_VITALS_URL). A build without them connects to its own origin only.
 * - frame-ancestors 'self': only our own pages (the /Policy and /Loan frames) may frame us; the
 *   native app's WebView loads us top-level, so it is not affected.
 */
export type CspOptions = { apiBase?: string; feedbackUrl?: string; vitalsUrl?: string }

/** The options from the build's environment (the same variables src/config reads). */
export function cspOptionsFromEnv(env: Record<string, string | undefined>): CspOptions {
  return { apiBase: env.VITE_API_BASE, feedbackUrl: env.VITE_FEEDBACK_URL, vitalsUrl: env.VITE_VITALS_URL }
}

export function contentSecurityPolicy({ apiBase, feedbackUrl, vitalsUrl }: CspOptions = {}): string {
  const elsewhere = [...new Set([apiBase, feedbackUrl, vitalsUrl].map(originOf).filter((o): o is string => o !== null))]
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", bootStyleSource()],
    'img-src': ["'self'", 'https:', 'data:', 'blob:'],
    'connect-src': ["'self'", ...elsewhere],
    'frame-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  }
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v.join(' ')}`)
    .join('; ')
}

/** The http(s) origin of an absolute URL, or nothing (relative URLs are 'self'). */
function originOf(base: string | undefined): string | null {
  if (!base) return null
  try {
    const u = new URL(base)
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null
  } catch {
    return null
  }
}

/**
 * Powerful features the app never uses, switched off for it and anything it frames: a page that
 * got script in could not ask for the camera, the microphone or a payment sheet in our name.
 * Geolocation stays for our own origin (the developer test page reads it). Only features Chromium
 * recognises are named, so WebViews log no warning.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()'

/** The headers every response of the built app carries. */
export function securityHeaders(opts: CspOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(opts),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  }
}

/**
 * Sends securityHeaders on every answer of `vite preview` (pages, assets, the service worker and
 * the sandbox API alike). Not in the dev server: React's fast refresh needs an inline script there.
 */
export function securityHeadersPlugin(opts: CspOptions = {}): Plugin {
  const headers = securityHeaders(opts)
  return {
    name: 'borrower:security-headers',
    configurePreviewServer(server) {
      server.middlewares.use((_req, res, next) => {
        for (const [k, v] of Object.entries(headers)) res.setHeader(k, v)
        next()
      })
    },
  }
}
