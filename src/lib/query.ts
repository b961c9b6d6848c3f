/** Values toQueryString accepts; null and undefined are left out. */
export type QueryValue = string | number | boolean | null | undefined

// Old links use snake_case and new ones camelCase for the same parameter.
const ALIASES: Readonly<Record<string, string>> = {
  product_id: 'productId',
  productId: 'product_id',
}

/** Reads one query parameter (first occurrence), treating 'product_id' and 'productId' as the same; the asked name wins. */
export function getQueryParam(search: string | URLSearchParams, name: string): string | null {
  const params = toParams(search)
  const direct = params.get(name)
  if (direct !== null) return direct
  const alias = Object.prototype.hasOwnProperty.call(ALIASES, name) ? ALIASES[name] : undefined
  return alias === undefined ? null : params.get(alias)
}

/** Reads all query parameters into a plain object, keeping the first value of a repeated key. */
export function readQuery(search: string | URLSearchParams): Record<string, string> {
  const seen = new Map<string, string>()
  for (const [key, value] of toParams(search)) {
    if (!seen.has(key)) seen.set(key, value)
  }
  // fromEntries defines own properties, so a '__proto__' key stays a key and cannot touch the prototype.
  return Object.fromEntries(seen)
}

/** Encodes params form-style (URLSearchParams), skipping null, undefined and non-finite numbers; no leading '?'. */
export function toQueryString(params: Record<string, QueryValue>): string {
  const out = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue
    if (typeof value === 'number' && !Number.isFinite(value)) continue
    out.append(key, String(value))
  }
  return out.toString()
}

function toParams(search: string | URLSearchParams): URLSearchParams {
  if (search instanceof URLSearchParams) return search
  // URLSearchParams drops one leading '?', which is what location.search carries.
  return new URLSearchParams(typeof search === 'string' ? search : '')
}
