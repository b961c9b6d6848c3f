import '@features/account/api'
import '@features/bank/api'
import '@features/complaints/api'
import '@features/loan/api'
import '@features/order/api'
import '@features/repayment/api'
import '@features/repayment/old/api'
import '@features/support/api'

import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'

import * as v from '@src/lib/valid'
import { baseApi } from '@store/api'

import { hugeString, junkData, junkValue, overTheWire, verdict } from './property'

/**
 * Every endpoint of the one API (all features' injected endpoints, found at run time so a new one
 * is covered without editing this file) has a response transformer, and each transformer is total:
 * random data gives a value without undefined/NaN, or a MalformedResponseError, never another
 * exception. Per-feature files (features/<f>/<f>.property.test.ts) check the typed shapes.
 */
type Transform = (data: unknown, meta: { message: string } | undefined, arg: unknown) => unknown
const definitions = new Map<string, { transformResponse?: Transform }>()

beforeAll(() => {
  for (const name of Object.keys(baseApi.endpoints)) {
    // enhanceEndpoints hands each definition to a callback; reading it changes nothing.
    ;(baseApi.enhanceEndpoints as (o: unknown) => unknown)({
      endpoints: { [name]: (d: { transformResponse?: Transform }) => void definitions.set(name, d) },
    })
  }
})

/** Plausible query arguments, for the transformers that read them. */
const ARG = { productId: 'P1002', orderId: 'ORD174001', problemId: 'PB2611130004', variant: 'v3' }

describe('every response transformer', () => {
  it('exists: no endpoint hands raw server data to a screen', () => {
    expect(definitions.size).toBeGreaterThanOrEqual(25)
    expect([...definitions].filter(([, d]) => typeof d.transformResponse !== 'function').map(([n]) => n)).toEqual([])
  })

  it('is total over random data: a clean value or MalformedResponseError, never another exception', () => {
    const anything = v.unknown()
    const failures: string[] = []
    for (const [name, d] of definitions) {
      const transform = (data: unknown) => d.transformResponse!(data, { message: 'success' }, ARG)
      try {
        fc.assert(
          fc.property(fc.oneof(junkData, junkData.map(overTheWire)), (input) => {
            verdict(transform, input, anything)
          }),
          { numRuns: 150 },
        )
      } catch (e) {
        failures.push(`${name}: ${(e as Error).message.split('\n').slice(0, 4).join(' ')}`)
      }
    }
    expect(failures).toEqual([])
  })

  it('read the server message safely too (the base query always gives a string, or no meta)', () => {
    const message = fc.oneof(fc.string(), hugeString, fc.constantFrom('', 'success', 'undefined', 'NaN'))
    const failures: string[] = []
    for (const [name, d] of definitions) {
      try {
        fc.assert(
          fc.property(junkValue, fc.option(message, { nil: undefined }), (data, m) => {
            const meta = m === undefined ? undefined : { message: m }
            // The message is part of the input, so a transformer may echo 'undefined' only if the server said it.
            verdict((input) => d.transformResponse!((input as unknown[])[0], meta, ARG), [data, m], v.unknown())
          }),
          { numRuns: 60 },
        )
      } catch (e) {
        failures.push(`${name}: ${(e as Error).message.split('\n').slice(0, 3).join(' ')}`)
      }
    }
    expect(failures).toEqual([])
  })
})
