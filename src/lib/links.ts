/**
 * The one link policy: may the app follow this link? Judged by where the link came from.
 *
 * - 'api': a field of the lender API's answer (payUrl, playeduL, withdraw link, product links,
 *   contract_url, popAgreementUrl, lendDetailsUrl, the landing's download link). A real lender's
 *   payment providers change per country and per transaction, so any https host is followed, as
 *   is anything on our own origin. `strictApiLinks` (config) also demands the allowlist.
 * - 'page' / 'message': the page's own URL or a message (postMessage, native message) — anything a
 *   third party can craft — only same-origin or an allowlisted origin.
 *
 * Never, whatever the source: javascript:, data:, blob:, file: and every other scheme but
 * https (http only to our own origin), userinfo ('https://ok.com@evil.com'), control characters
 * and backslashes (browsers strip or reinterpret them, so the URL checked would not be the one
 * followed). A deployment may open two doors for 'api' links only (default shut):
 * wallet apps' own schemes it names (`tpesa:`), and plain http. NEVER_SCHEMES stay shut.
 */
export type LinkSource = 'api' | 'page' | 'message'

export type LinkPolicy = {
  /** The app's origin (same-origin links are always ours). */
  origin: string
  /** https origins trusted for page/message links, and for api links in strict mode. */
  allowlist: readonly string[]
  /** When true, api links must be same-origin or on the allowlist too. */
  strictApiLinks: boolean
  /** What a deployment also allows in api links (config.apiLinkExtras); none when absent. */
  apiExtras?: { schemes: readonly string[]; http: boolean }
}

/** Schemes no configuration can allow: they run code or read local data in the page's name. */
export const NEVER_SCHEMES: readonly string[] = ['javascript', 'data', 'vbscript', 'blob', 'file', 'filesystem', 'about']

/** A scheme a deployment may add: a plain scheme name, not one of NEVER_SCHEMES, nor http(s) (see `http`). */
export function allowableScheme(name: string): boolean {
  const s = name.trim().toLowerCase().replace(/:$/, '')
  return /^[a-z][a-z0-9+.-]*$/.test(s) && !NEVER_SCHEMES.includes(s) && s !== 'http' && s !== 'https'
}

/** Why a link was refused: recorded in tracking, never shown raw. */
export type RefusalReason = 'empty' | 'chars' | 'malformed' | 'scheme' | 'userinfo' | 'insecure' | 'notAllowed'

export type LinkVerdict = { ok: true; href: string; sameOrigin: boolean; url: URL } | { ok: false; reason: RefusalReason }

// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARS = /[\u0000-\u001F\u007F\\]/
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i
// Backslashes are already refused, so the authority ends at the first '/', '?' or '#'.
const RAW_AUTHORITY = /^(?:[a-z][a-z0-9+.-]*:)?\/*([^/?#]*)/i

function parse(url: string, base?: string): URL | null {
  try {
    return base === undefined ? new URL(url) : new URL(url, base)
  } catch {
    return null
  }
}

/** Origins of the https entries of a list, compared by the URL parser (so IDN look-alikes never match). */
export function allowedOrigins(entries: readonly string[]): Set<string> {
  const out = new Set<string>()
  for (const entry of entries) {
    if (typeof entry !== 'string') continue
    const p = parse(entry.trim())
    if (p && p.protocol === 'https:' && p.username === '' && p.password === '') out.add(p.origin)
  }
  return out
}

/** Judges a link by its source (see the module comment). Relative links resolve against policy.origin. */
export function checkLink(raw: unknown, source: LinkSource, policy: LinkPolicy): LinkVerdict {
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, reason: 'empty' }
  // Surrounding spaces are what a server template leaves; inner ones are caught by the parser below.
  const url = raw.trim()
  if (FORBIDDEN_CHARS.test(url)) return { ok: false, reason: 'chars' }
  const absolute = HAS_SCHEME.test(url)
  // A scheme-less link must be a path ('/x') or protocol-relative ('//host'); 'evil.com' is not a link.
  if (!absolute && !url.startsWith('/')) return { ok: false, reason: 'malformed' }
  const origin = parse(policy.origin)
  if (!origin) return { ok: false, reason: 'malformed' }
  const parsed = parse(url, origin.origin)
  if (!parsed) return { ok: false, reason: 'malformed' }
  // A web link with a scheme names its host ('https://host'): 'https:' or 'https:path' would
  // quietly resolve against this page.
  if (absolute && (parsed.protocol === 'https:' || parsed.protocol === 'http:') && !/^[a-z]+:\/\//i.test(url))
    return { ok: false, reason: 'malformed' }
  // The parser drops an empty userinfo ('https://:@ok.com'), so the raw authority is checked too.
  const rawAuthority = url.startsWith('/') && !url.startsWith('//') ? '' : (RAW_AUTHORITY.exec(url)?.[1] ?? '')
  if (parsed.username !== '' || parsed.password !== '' || rawAuthority.includes('@')) return { ok: false, reason: 'userinfo' }
  const sameOrigin = parsed.origin === origin.origin && (parsed.protocol === 'https:' || parsed.protocol === 'http:')
  if (sameOrigin) return { ok: true, href: parsed.href, sameOrigin: true, url: parsed }
  const extras = source === 'api' && !policy.strictApiLinks ? policy.apiExtras : undefined
  const scheme = parsed.protocol.slice(0, -1).toLowerCase()
  if (extras && allowableScheme(scheme) && extras.schemes.some((x) => x.trim().toLowerCase().replace(/:$/, '') === scheme)) {
    return { ok: true, href: parsed.href, sameOrigin: false, url: parsed }
  }
  if (parsed.protocol === 'http:')
    return extras?.http ? { ok: true, href: parsed.href, sameOrigin: false, url: parsed } : { ok: false, reason: 'insecure' }
  if (parsed.protocol !== 'https:') return { ok: false, reason: 'scheme' }
  const needsAllowlist = source !== 'api' || policy.strictApiLinks
  if (needsAllowlist && !allowedOrigins(policy.allowlist).has(parsed.origin)) return { ok: false, reason: 'notAllowed' }
  return { ok: true, href: parsed.href, sameOrigin: false, url: parsed }
}

/** The href to follow, or null when the policy refuses the link. */
export function safeLink(raw: unknown, source: LinkSource, policy: LinkPolicy): string | null {
  const v = checkLink(raw, source, policy)
  return v.ok ? v.href : null
}

/** Tells whether a scanned/received string is an http(s) link rather than plain data; not a safety check. */
export function isHttpLink(data: string): boolean {
  return typeof data === 'string' && /^https?:\/\//i.test(data)
}

/** Where a checked link goes: a path inside this app, or a page elsewhere. */
export type LinkTarget = { kind: 'app'; path: string } | { kind: 'web'; href: string }

/** The verdict as a target: same-origin links stay in the app (no reload), others leave it. */
export function targetOf(v: Extract<LinkVerdict, { ok: true }>): LinkTarget {
  return v.sameOrigin ? { kind: 'app', path: v.url.pathname + v.url.search + v.url.hash } : { kind: 'web', href: v.url.href }
}

// Raster images only: an inline SVG could carry script if ever opened on its own.
const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/=]+$/i

/**
 * An image source we are willing to load: what checkLink allows for an api link (same-origin or
 * https), or an inline raster image (lenders often answer a QR code as base64). Null otherwise.
 */
export function safeImageSrc(src: unknown, policy: LinkPolicy): string | null {
  if (typeof src !== 'string') return null
  const s = src.trim()
  if (DATA_IMAGE.test(s)) return s
  // Images take no extra scheme and no plain http, whatever the deployment allows for links.
  const v = checkLink(s, 'api', { ...policy, strictApiLinks: false, apiExtras: undefined })
  if (!v.ok) return null
  // Our own images stay relative, so they follow the page wherever it is served.
  return v.sameOrigin ? v.url.pathname + v.url.search : v.href
}

/**
 * An image named by the page's own address (a query parameter anyone can write into a link):
 * same-origin or an allowlisted https origin, as checkLink allows a 'page' link. No inline data
 * image and no deployment extras: a crafted link must not put a picture of its choosing on our page.
 */
export function safePageImageSrc(src: unknown, policy: LinkPolicy): string | null {
  if (typeof src !== 'string') return null
  const v = checkLink(src, 'page', { ...policy, apiExtras: undefined })
  if (!v.ok) return null
  return v.sameOrigin ? v.url.pathname + v.url.search : v.href
}
