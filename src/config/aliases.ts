/**
 * The alias map: real field and path names -> the obfuscated names a lender's server may use.
 * Identity (empty) by default. Requests are written with aliases; responses are read back
 * through the reverse map, keeping plain names when the server sends those.
 */
export type AliasMap = { fields: Record<string, string>; paths: Record<string, string> }

export const identityAliases: AliasMap = { fields: {}, paths: {} }

/** The wire name of a field. */
export function aliasField(map: AliasMap, name: string): string {
  return map.fields[name] ?? name
}

/** The wire path of an API path (exact match, else unchanged). */
export function aliasPath(map: AliasMap, path: string): string {
  return map.paths[path] ?? path
}

const reverseCache = new WeakMap<AliasMap, Map<string, string>>()
function reverseFields(map: AliasMap): Map<string, string> {
  let rev = reverseCache.get(map)
  if (!rev) {
    rev = new Map(Object.entries(map.fields).map(([real, alias]) => [alias, real]))
    reverseCache.set(map, rev)
  }
  return rev
}

/** Renames an object's keys to their wire aliases (one level: form bodies are flat). */
export function aliasKeys(map: AliasMap, body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(body)) out[aliasField(map, k)] = v
  return out
}

/** Reads a field by its alias first, then by its plain name. */
export function readField(map: AliasMap, obj: Record<string, unknown>, name: string): unknown {
  const alias = map.fields[name]
  if (alias !== undefined && alias in obj) return obj[alias]
  return obj[name]
}

/** Deeply renames aliased keys back to their real names; a plain name already present wins. */
export function unaliasDeep(map: AliasMap, value: unknown, depth = 0): unknown {
  if (depth > 32 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((v) => unaliasDeep(map, v, depth + 1))
  const rev = reverseFields(map)
  if (rev.size === 0 && depth > 0) return value
  const out: Record<string, unknown> = {}
  const src = value as Record<string, unknown>
  for (const [k, v] of Object.entries(src)) {
    const real = rev.get(k) ?? k
    if (real !== k && real in src) continue
    out[real] = unaliasDeep(map, v, depth + 1)
  }
  return out
}

/**
 * A sample obfuscated map, as a lender's legacy endpoints use. The legacy loan-confirm
 * variant and the tests use it; production keeps identity unless configured.
 */
export const sampleObfuscatedAliases: AliasMap = {
  fields: {
    code: 'c0d',
    data: 'dt4',
    message: 'm5g',
    productId: 'p9x',
    product_id: 'p9x',
    orderId: 'o7q',
    amount: 'a1m',
    periods: 'p3r',
    termUnit: 't8u',
    productName: 'n4m',
    productLogo: 'l0g',
    currencySymbol: 'c5y',
    details: 'd7l',
    text: 'tx1',
    value: 'v4l',
    repay_plans: 'r9p',
    pay_time: 'p7t',
    lendDetailsUrl: 'l3u',
    contract_url: 'c8u',
    title: 't1t',
    scene: 's3n',
    position: 'p0s',
    moduleId: 'm0d',
    linkId: 'l1k',
    logo: 'l9o',
    name: 'n2e',
    buttonText: 'b7t',
    amountRange: 'a4r',
    rangeDesc: 'r2d',
    rate: 'r8t',
    description: 'd3s',
    clickable: 'c1k',
  },
  paths: {
    '/v3/loan-confirm/loan-detail-confirm': '/x1/k7/q2',
    '/v3/contract/contract': '/x1/k7/a9',
    '/v3/contract/contract-jump': '/x1/k7/j4',
    '/v3/loan-confirm/loan-detail-push-yd': '/x1/k7/p5',
    '/legacy/define': '/x1/k7/d3',
  },
}
