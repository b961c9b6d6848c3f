/**
 * The lender's obfuscated names: real field or path -> the name on the wire. The sandbox keeps its
 * own type and decoder (it plays the lender from SPEC; it shares none of the app's code), and the
 * shape is the one a deployment configures as `window.__APP_CONFIG__.aliases`.
 */
export type ObfuscatedNames = { fields: Record<string, string>; paths: Record<string, string> }

/** A request body as the lender reads it: every obfuscated key back to its real name, at any depth. */
export function decodeFields(map: ObfuscatedNames, value: unknown, depth = 0): unknown {
  if (depth > 32 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((v) => decodeFields(map, v, depth + 1))
  const real = new Map(Object.entries(map.fields).map(([name, wire]) => [wire, name]))
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[real.get(k) ?? k] = decodeFields(map, v, depth + 1)
  return out
}

/**
 * The sandbox's sample obfuscated map, as its legacy endpoints speak. The app never uses it by
 * default: a deployment (or a test) configures it as `window.__APP_CONFIG__.aliases`.
 */
export const sampleObfuscatedAliases: ObfuscatedNames = {
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
