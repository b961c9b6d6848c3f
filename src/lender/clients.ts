/**
 * The two extra clients of SPEC 7 (JSON and form-encoded) as header sets for the base query's
 * `client` option; the transport itself (timeout, body, envelope) is src/lender/wire.ts.
 */
export type ClientKind = 'default' | 'json' | 'form'

/** The URL query parameters whose values the JSON client (building, gather) and the form client (swift, eyes) send as headers. */
export const CLIENT_HEADER_KEYS = ['building', 'gather', 'swift', 'eyes'] as const

/**
 * Headers each client adds; the JSON and form clients send two of the values the shell passed in
 * the page URL, as the session keeps them (store/shellParams.ts), empty when absent.
 */
export function clientHeaders(kind: ClientKind, values: Record<string, string>): Record<string, string> {
  if (kind === 'default') return {}
  const [a, b] = kind === 'json' ? ['building', 'gather'] : ['swift', 'eyes']
  return {
    'X-Requested-With': 'XMLHttpRequest',
    'Content-Type': kind === 'json' ? 'application/json;charset=UTF-8' : 'application/x-www-form-urlencoded;charset=UTF-8',
    [a]: values[a] ?? '',
    [b]: values[b] ?? '',
  }
}
