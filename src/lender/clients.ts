/**
 * The two extra clients of SPEC 7 (JSON and form-encoded) as header sets for the base query's
 * `client` option; the transport itself (timeout, body, envelope) is src/lender/wire.ts.
 */
export type ClientKind = 'default' | 'json' | 'form'

/** Headers each client adds; the JSON and form clients copy two URL query values into headers. */
export function clientHeaders(kind: ClientKind, search: string): Record<string, string> {
  if (kind === 'default') return {}
  const q = new URLSearchParams(search)
  const [a, b] = kind === 'json' ? ['building', 'gather'] : ['swift', 'eyes']
  return {
    'X-Requested-With': 'XMLHttpRequest',
    'Content-Type': kind === 'json' ? 'application/json;charset=UTF-8' : 'application/x-www-form-urlencoded;charset=UTF-8',
    [a]: q.get(a) ?? '',
    [b]: q.get(b) ?? '',
  }
}
