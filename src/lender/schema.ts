import * as v from '@src/lib/valid'

import { MalformedResponseError } from './errors'

/**
 * Lenient schema pieces for server answers: servers send numbers as strings, nulls for empty
 * lists and missing optional fields. Anything that cannot be read fails the parse, and the
 * transformer throws MalformedResponseError, which screens show as an error state.
 */

/** Text: strings and numbers become strings; null/undefined become ''. */
export const text = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.number(), v.boolean()])), ''),
  // A non-finite number is no text a borrower should read ('Infinity', 'NaN').
  v.transform((x) => (x === null || x === undefined || (typeof x === 'number' && !Number.isFinite(x)) ? '' : String(x))),
)

/** A number from a number or a numeric string; required. */
export const numeric = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(), v.decimal())]),
  v.transform((x) => Number(x)),
  v.finite(),
)

/** A number that may be missing: null when absent or not numeric. */
export const maybeNumber = v.pipe(
  v.optional(v.unknown(), null),
  v.transform((x) => {
    if (typeof x === 'number') return Number.isFinite(x) ? x : null
    if (typeof x === 'string' && x.trim() !== '' && Number.isFinite(Number(x))) return Number(x)
    return null
  }),
)

/** A 0/1 style flag: 1, '1', true -> 1; anything else -> 0. */
export const flag = v.pipe(
  v.optional(v.unknown(), 0),
  v.transform((x) => (x === 1 || x === '1' || x === true ? 1 : 0)),
)

/** A labelled row the lender sends for display ({ text, value }): loan confirm, order details, repayment info. */
export const textRow = v.object({ text, value: text })

/** A list: null/missing -> []; entries that fail the item schema are dropped, not fatal. */
export function list<T extends v.GenericSchema>(item: T) {
  // The default makes the key required in the output type, so callers never need `?? []`.
  return v.pipe(
    v.optional(v.unknown(), () => []),
    v.transform((x): v.InferOutput<T>[] => {
      if (!Array.isArray(x)) return []
      const out: v.InferOutput<T>[] = []
      for (const el of x) {
        const r = v.safeParse(item, el)
        if (r.success) out.push(r.output)
      }
      return out
    }),
  )
}

/** Parses server data or throws MalformedResponseError naming what was wrong. */
export function parseOrThrow<T extends v.GenericSchema>(schema: T, data: unknown, what: string): v.InferOutput<T> {
  const r = v.safeParse(schema, data)
  if (!r.success) {
    const issue = r.issues[0]
    const path = issue?.path?.map((p) => String(p.key)).join('.') ?? ''
    throw new MalformedResponseError(`${what}${path ? ` at ${path}` : ''}: ${issue?.message ?? 'invalid'}`)
  }
  return r.output
}
