import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { MalformedResponseError } from '@src/lender/errors'
import { flag, list, maybeNumber, numeric, parseOrThrow, text } from '@src/lender/schema'
import * as v from '@src/lib/valid'
import { badLeaves, hugeNumbers, junkValue, safeText } from '@tests/property'

/**
 * The lenient schema pieces every transformer is built from (src/lender/schema.ts), over every value
 * JSON.parse can produce, including numbers beyond the double range: '{"amount":1e400}' parses
 * to Infinity. A piece either reads the value cleanly or makes the parse fail (which transformers
 * turn into MalformedResponseError); it never yields text a borrower would see as 'Infinity'.
 */
const anyJson = fc.oneof(junkValue, hugeNumbers, fc.jsonValue({ maxDepth: 3 }))

function clean(schema: v.GenericSchema, input: unknown, is: (out: unknown) => boolean): void {
  const r = v.safeParse(schema, input)
  if (!r.success) return
  expect(is(r.output), `odd output ${safeText(r.output)} for ${safeText(input)}`).toBe(true)
  expect(badLeaves(r.output, input)).toEqual([])
}

describe('src/lender/schema pieces are total over JSON values', () => {
  it('text: a string that is never "Infinity", "NaN" or "[object Object]"', () => {
    fc.assert(
      fc.property(anyJson, (x) => clean(text, x, (o) => typeof o === 'string')),
      { numRuns: 500 },
    )
  })

  it('numeric: a finite number, or the parse fails', () => {
    fc.assert(
      fc.property(anyJson, (x) => clean(numeric, x, (o) => typeof o === 'number' && Number.isFinite(o))),
      { numRuns: 500 },
    )
  })

  it('maybeNumber: a finite number or null', () => {
    fc.assert(
      fc.property(anyJson, (x) => clean(maybeNumber, x, (o) => o === null || (typeof o === 'number' && Number.isFinite(o)))),
      { numRuns: 500 },
    )
  })

  it('flag: 0 or 1', () => {
    fc.assert(
      fc.property(anyJson, (x) => clean(flag, x, (o) => o === 0 || o === 1)),
      { numRuns: 300 },
    )
  })

  it('list(text): an array of strings', () => {
    fc.assert(
      fc.property(anyJson, (x) => clean(list(text), x, (o) => Array.isArray(o) && o.every((s) => typeof s === 'string'))),
      { numRuns: 300 },
    )
  })

  it('parseOrThrow: only MalformedResponseError', () => {
    const schema = v.object({ a: numeric, b: text, c: list(v.object({ d: text })) })
    fc.assert(
      fc.property(anyJson, (x) => {
        try {
          parseOrThrow(schema, x, 'probe')
        } catch (e) {
          expect(e).toBeInstanceOf(MalformedResponseError)
        }
      }),
      { numRuns: 300 },
    )
  })
})
