/** Anything with a document-like cookie property; tests pass a plain object. */
export type CookieHolder = { cookie: string }

/** Options shared by the cookie helpers; doc defaults to the global document. */
export type CookieOptions = { doc?: CookieHolder }

/** Expiry used for "never expires": the last second browsers can represent in a cookie date. */
export const COOKIE_EXPIRES_NEVER = 'Fri, 31 Dec 9999 23:59:59 GMT'

const COOKIE_EXPIRED = 'Thu, 01 Jan 1970 00:00:00 GMT'
// RFC 6265 token; anything else (';', '=', spaces) could smuggle extra attributes.
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/

/** Stores a URI-encoded cookie on path '/', SameSite=Lax, expiring at the end of year 9999. */
export function setCookie(name: string, value: string, opts?: CookieOptions): void {
  assertName(name)
  const holder = resolve(opts)
  if (!holder) return
  holder.cookie = `${name}=${encodeURIComponent(value)}; expires=${COOKIE_EXPIRES_NEVER}; path=/; SameSite=Lax`
}

/** Reads and decodes a cookie's value, or null when it is not set. */
export function getCookie(name: string, opts?: CookieOptions): string | null {
  if (!COOKIE_NAME.test(name)) return null
  const jar = resolve(opts)?.cookie
  if (!jar) return null
  for (const part of jar.split(';')) {
    const pair = part.trim()
    const eq = pair.indexOf('=')
    if (eq === -1 || pair.slice(0, eq) !== name) continue
    const raw = pair.slice(eq + 1)
    try {
      return decodeURIComponent(raw)
    } catch {
      // Cookies written by other code may hold a lone '%'; better the raw text than nothing.
      return raw
    }
  }
  return null
}

/** Deletes a cookie set by setCookie (same path) by expiring it. */
export function removeCookie(name: string, opts?: CookieOptions): void {
  assertName(name)
  const holder = resolve(opts)
  if (!holder) return
  holder.cookie = `${name}=; expires=${COOKIE_EXPIRED}; max-age=0; path=/; SameSite=Lax`
}

function resolve(opts?: CookieOptions): CookieHolder | null {
  if (opts?.doc) return opts.doc
  return typeof document === 'undefined' ? null : document
}

function assertName(name: string): void {
  if (typeof name !== 'string' || !COOKIE_NAME.test(name)) {
    throw new TypeError(`Invalid cookie name: ${JSON.stringify(name)}`)
  }
}
