import fc from 'fast-check'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'

import { server } from '@sandbox/node'
import { toBankForm } from '@src/lender/bank/answers'
import * as v from '@src/lib/valid'
import { assertAccepts, assertScreenSurvives, assertTotal, mutated, sandboxData, screenRuns, str, verdict } from '@tests/property'

import { openBank } from './testing'

/** Robustness of the card-init transformer and the bank page. */

const formOut = v.strictObject({
  fields: v.array(
    v.strictObject({
      code: v.pipe(str, v.nonEmpty()),
      kind: v.picklist(['text', 'numeric', 'phone', 'card', 'city', 'day', 'enum']),
      title: str,
      subtitle: str,
      initial: str,
      options: v.array(v.strictObject({ name: str, type: str })),
      cardType: v.nullable(str),
      required: v.boolean(),
      length: v.nullable(v.strictObject({ min: v.number(), max: v.number() })),
    }),
  ),
  tabs: v.array(v.strictObject({ id: v.pipe(str, v.nonEmpty()), label: v.pipe(str, v.nonEmpty()) })),
  channelNumber: v.pipe(str, v.nonEmpty()),
})

let sample: unknown
beforeAll(async () => {
  sample = await sandboxData('/service/entry-order/card-init', { product_id: 'P1001' })
})

const item = fc.record({
  code: fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== ''),
  cate: fc.constantFrom('txt', 'citySelect', 'day', 'enum', 'text', ''),
  title: fc.string(),
  subtitle: fc.string(),
  value: fc.oneof(fc.string(), fc.integer()),
  note: fc.array(fc.record({ name: fc.string(), type: fc.oneof(fc.string(), fc.integer()) }), { maxLength: 4 }),
  inputType: fc.oneof(fc.constantFrom(0, 1, 2, 3, '1'), fc.constant(null)),
  cardTypeMi: fc.oneof(fc.constantFrom(1, 2, '1'), fc.constant(undefined)),
})
const wellFormed = fc.record({
  items: fc.array(item, { maxLength: 8 }),
  cardTypeMi: fc.array(fc.record({ name: fc.string(), type: fc.oneof(fc.string(), fc.integer()) }), { maxLength: 3 }),
  channelNumber: fc.oneof(fc.constant(''), fc.constant('90006'), fc.integer({ min: 1 })),
})

describe('bank transformer is total', () => {
  it('card-init: faulty sandbox answers give a clean form or MalformedResponseError', () => {
    const seen = assertTotal(toBankForm, mutated(sample, ['i7m', 'c4t', 'x9z']), formOut, 600)
    expect(seen.ok).toBeGreaterThan(50)
    expect(seen.malformed).toBeGreaterThan(5)
  })

  it('card-init: every well-formed answer is accepted', () => {
    assertAccepts(toBankForm, wellFormed, formOut)
  })
})

describe('bank page with faulty answers', screenRuns, () => {
  it('an error state with a retry for a malformed form, never undefined or NaN', async () => {
    const seen = await assertScreenSurvives(mutated(sample, ['i7m', 'c4t', 'x9z']), {
      expected: (data) => verdict(toBankForm, data, formOut),
      show: (data) => {
        server.use(http.post('*/api/service/entry-order/card-init', () => HttpResponse.json({ code: 0, message: 'success', data })))
        openBank('?productId=P1001')
      },
      numRuns: 25,
    })
    expect(seen.ok).toBeGreaterThan(0)
  })
})
