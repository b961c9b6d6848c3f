// The one place that reads and writes query strings (page URLs, request URLs, form bodies).

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
  // hasOwnProperty, not `in`: 'constructor' or 'toString' must not read as aliases.
  const alias = Object.prototype.hasOwnProperty.call(ALIASES, name) ? ALIASES[name] : undefined
  return alias === undefined ? null : params.get(alias)
}

export type ToQueryStringOptions = {
  /** Also leave out empty strings (page links: `?orderId=` would read as "an order with no id"). */
  omitEmpty?: boolean
}

/**
 * Encodes params form-style (URLSearchParams, so also an x-www-form-urlencoded body), in the
 * object's key order, skipping null, undefined and non-finite numbers (never "NaN" on the
 * wire); no leading '?'.
 */
export function toQueryString(params: Readonly<Record<string, QueryValue>>, { omitEmpty = false }: ToQueryStringOptions = {}): string {
  const out = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue
    if (typeof value === 'number' && !Number.isFinite(value)) continue
    if (omitEmpty && value === '') continue
    out.append(key, String(value))
  }
  return out.toString()
}

function toParams(search: string | URLSearchParams): URLSearchParams {
  if (search instanceof URLSearchParams) return search
  // URLSearchParams drops one leading '?', which is what location.search carries.
  return new URLSearchParams(typeof search === 'string' ? search : '')
}
