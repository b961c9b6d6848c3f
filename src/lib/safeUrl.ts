// Browsers strip or reinterpret these, so the URL we check would not be the URL we follow.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARS = /[\u0000-\u001F\u007F\\]/
// Backslashes are already refused, so the authority ends at the first '/', '?' or '#'.
const RAW_AUTHORITY = /^[a-z][a-z0-9+.-]*:\/*([^/?#]*)/i

/** Returns the normalised href when url is an absolute https URL on an allowed origin, else null. */
export function safeRedirectUrl(url: string, allowedOrigins: readonly string[]): string | null {
  if (typeof url !== 'string' || url === '' || url !== url.trim()) return null
  if (FORBIDDEN_CHARS.test(url)) return null
  const parsed = parse(url)
  if (!parsed || parsed.protocol !== 'https:') return null
  // 'https://ok.com@evil.com' reads as ok.com to people but goes to evil.com; the parser drops an
  // empty userinfo ('https://:@ok.com'), so the raw authority is checked too.
  const rawAuthority = RAW_AUTHORITY.exec(url)?.[1] ?? ''
  if (parsed.username !== '' || parsed.password !== '' || rawAuthority.includes('@')) return null
  const allowed = normaliseOrigins(allowedOrigins)
  return allowed.has(parsed.origin) ? parsed.href : null
}

/** Tells whether url is safe to redirect to (see safeRedirectUrl). */
export function isSafeRedirect(url: string, allowedOrigins: readonly string[]): boolean {
  return safeRedirectUrl(url, allowedOrigins) !== null
}

/** Tells whether a scanned/received string is an http(s) link rather than plain data; not a safety check. */
export function isHttpLink(data: string): boolean {
  return typeof data === 'string' && /^https?:\/\//i.test(data)
}

// Compares by the URL parser's origin, so 'https://OK.com:443' and 'https://ok.com' are the same
// and IDN look-alikes (which become xn-- punycode) never are.
function normaliseOrigins(entries: readonly string[]): Set<string> {
  const origins = new Set<string>()
  for (const entry of entries) {
    if (typeof entry !== 'string') continue
    const parsed = parse(entry)
    if (parsed && parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '') {
      origins.add(parsed.origin)
    }
  }
  return origins
}

function parse(url: string): URL | null {
  try {
    return new URL(url)
  } catch {
    return null
  }
}
