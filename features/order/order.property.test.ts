import fc from 'fast-check'
import { createElement } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { unaliasDeep } from '@src/config/aliases'
import { recProductAliases } from '@src/lender/order/aliases'
import { toDefineLink, toLoanDetails, toUnionErrorInfo } from '@src/lender/order/answers'
import * as v from '@src/lib/valid'
import {
  assertEndpointSurvives,
  assertTotal,
  itReadsAnswers,
  junkData,
  mutated,
  obfuscateDeep,
  sandboxData,
  screenRuns,
  str,
} from '@tests/property'
import { renderWithProviders } from '@tests/renderWithProviders'

import { keptOrderShape, keptRecProductShape } from './kept'
import { UnionLoginFailed } from './pages/UnionLoginFailed'
import { captureBridge, captureExternal, renderLoanDetail } from './testing'

/** Robustness of the order group's transformers and screens. */

// The transformers' output is exactly what the screen keeps and checks a stored copy against (kept.ts).
const recOut = keptRecProductShape
const detailsOut = keptOrderShape
const unionOut = v.strictObject({ noticeMessage: str, errMessage: str, family: v.array(recOut) })

// The sandbox's names, as its deployment settings give them (tests/setup.ts).
const aliases = recProductAliases()
const obfuscated = Object.values(aliases.fields)
let samples: unknown[] = []
let union: unknown

beforeAll(async () => {
  // Real answers from the sandbox: a plain order, one with products, the card popup and the withdraw prompt.
  samples = await Promise.all(
    [
      ['P1002', 'ORD174001'],
      ['P1001', 'ORD110001'],
      ['P1002', 'ORD151001'],
      ['P1002', 'ORD151WD'],
    ].map(([productId, orderId]) => sandboxData('/v3/loan-details/loan-details', { productId, orderId }, aliases)),
  )
  union = await sandboxData('/service/new/union-error-info', {}, aliases)
})

let bridge: ReturnType<typeof captureBridge>
beforeEach(() => {
  bridge = captureBridge()
  captureExternal()
})
afterEach(() => bridge.reset())

/** A well-formed loan-details answer with random values of the right types. */
const wellFormed = fc.record({
  orderStatus: fc.oneof(
    fc.constantFrom(21, 110, 151, 170, 174, 180, 200),
    fc.integer({ min: 0, max: 99999 }),
    fc.integer({ min: 0, max: 999 }).map(String),
  ),
  noticeStatusText: fc.string(),
  noticeDesText: fc.option(fc.string(), { nil: null }),
  productName: fc.string(),
  productLogo: fc.webUrl(),
  recProducts: fc.array(
    fc.record({
      linkId: fc.string(),
      name: fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
      clickable: fc.constantFrom('0', '1', 0, 1, null),
    }),
    { maxLength: 3 },
  ),
  userOrderDetail: fc.record({
    detail: fc.array(fc.record({ text: fc.string(), value: fc.oneof(fc.string(), fc.integer()) }), { maxLength: 5 }),
  }),
  isDelay: fc.constantFrom(0, 1, '0', '1'),
  isScore: fc.constantFrom(0, 1),
  cardNeedPop: fc.constantFrom(0, 1),
  cardPopTitle: fc.string(),
  cardPopMsg: fc.string(),
  telephone: fc.string(),
  reyMsg: fc.string(),
})

describe('order transformers are total', () => {
  itReadsAnswers('loan details', toLoanDetails, detailsOut, () => samples, obfuscated, { ok: 50, malformed: 20 }, wellFormed)

  it('loan details: obfuscated product names read the same as plain ones', () => {
    const withProducts = samples[1] as Record<string, unknown>
    expect(toLoanDetails(withProducts).recProducts.length).toBeGreaterThan(0)
    // As an obfuscated server writes it, then read back by the base query's alias map.
    const wire = { ...withProducts, recProducts: obfuscateDeep(aliases, withProducts.recProducts) }
    expect(toLoanDetails(unaliasDeep(aliases, JSON.parse(JSON.stringify(wire))))).toEqual(toLoanDetails(withProducts))
  })

  it('union error info and the define link are total', () => {
    assertTotal(toUnionErrorInfo, fc.oneof(mutated(union, obfuscated), junkData), unionOut)
    assertTotal(toDefineLink, junkData, str)
  })
})

describe('order screens with faulty answers', screenRuns, () => {
  it('order details: an error state with a retry for a malformed answer, never undefined or NaN', async () => {
    const show = () => renderLoanDetail('ORD174001', 'P1002')
    const path = '/v3/loan-details/loan-details'
    const seen = await assertEndpointSurvives(samples.slice(0, 2), obfuscated, toLoanDetails, detailsOut, path, show, 25, { success: true })
    expect(seen.malformed).toBeGreaterThan(0)
  })

  it('joint login failure: the same for union-error-info', async () => {
    const show = () => renderWithProviders(createElement(UnionLoginFailed), { route: '/unionLoginFailed' })
    await assertEndpointSurvives([union], obfuscated, toUnionErrorInfo, unionOut, '/service/new/union-error-info', show, 15)
  })
})
