import fc from 'fast-check'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { sampleObfuscatedAliases as obf } from '@sandbox/aliases'
import { server } from '@sandbox/node'
import { unaliasDeep } from '@src/config/aliases'
import { toContracts, toLoanOffer, toUrlField } from '@src/lender/loan/answers'
import * as v from '@src/lib/valid'
import {
  assertEndpointSurvives,
  assertScreenSurvives,
  assertTotal,
  itReadsAnswers,
  junkData,
  mutated,
  num,
  numOrNull,
  obfuscateDeep,
  sandboxData,
  screenRuns,
  str,
  verdict,
} from '@tests/property'

import { openConfirm, resetBridge } from './testing'

/** Robustness of the loan-confirm transformers and screens, both wire variants. */

const offerOut = v.strictObject({
  productLogo: str,
  productName: str,
  amount: num,
  currencySymbol: str,
  periods: str,
  termUnit: str,
  details: v.array(v.strictObject({ text: str, value: str })),
  bankCard: v.nullable(v.strictObject({ bankName: str, cardNo: str })),
  repayPlans: v.array(v.strictObject({ amount: numOrNull, payTime: str })),
  firstPayTime: str,
  firstPeriodDay: str,
  rateDescription: str,
  sendSms: v.picklist([0, 1]),
  isPopType: v.picklist([0, 1]),
  popTitle: str,
  popContent: str,
  popAgreementUrl: str,
})
const contractsOut = v.array(v.strictObject({ title: str, position: num }))

const obfuscatedNames = Object.values(obf.fields)
let offers: unknown[] = []
let contracts: unknown

beforeAll(async () => {
  offers = await Promise.all(
    ['P1001', 'P1002', 'P1003'].map((productId) => sandboxData('/v3/loan-confirm/loan-detail-confirm', { productId })),
  )
  contracts = await sandboxData('/v3/contract/contract', { productId: 'P1002', scene: '3' })
})
afterEach(resetBridge)

const wellFormed = fc.record({
  productLogo: fc.string(),
  productName: fc.string(),
  amount: fc.oneof(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 10 ** 9 }).map(String)),
  currencySymbol: fc.constantFrom('TZS', '₹', '₱', ''),
  periods: fc.oneof(fc.integer({ min: 1, max: 36 }), fc.constant('14')),
  termUnit: fc.constantFrom(1, 2, '1'),
  details: fc.array(fc.record({ text: fc.string(), value: fc.oneof(fc.string(), fc.integer()) }), { maxLength: 6 }),
  bankCardInfo: fc.oneof(fc.constant(null), fc.string(), fc.record({ bankName: fc.string(), cardNo: fc.string() })),
  repay_plans: fc.array(fc.record({ amount: fc.oneof(fc.integer({ min: 0 }), fc.constant(null)), pay_time: fc.string() }), {
    maxLength: 4,
  }),
  isPopType: fc.constantFrom(0, 1, '1', null),
  popAgreementUrl: fc.oneof(fc.constant(''), fc.webUrl()),
})

describe('loan transformers are total', () => {
  itReadsAnswers('offer', toLoanOffer, offerOut, () => offers, obfuscatedNames, { ok: 50, malformed: 10 }, wellFormed)

  it('offer: the legacy variant (obfuscated names, read back by the alias map) gives the same offer', () => {
    fc.assert(
      fc.property(wellFormed, (plain) => {
        const wire = JSON.parse(JSON.stringify(obfuscateDeep(obf, plain))) as unknown
        expect(toLoanOffer(unaliasDeep(obf, wire))).toEqual(toLoanOffer(plain))
      }),
      { numRuns: 100 },
    )
  })

  it('agreements and links are total', () => {
    assertTotal(toContracts, fc.oneof(mutated(contracts, obfuscatedNames), junkData), contractsOut)
    assertTotal(toUrlField('contract_url'), junkData, str)
    assertTotal(toUrlField('lendDetailsUrl'), fc.oneof(junkData, fc.record({ lendDetailsUrl: junkData })), str)
  })
})

describe('loan confirm screens with faulty answers', screenRuns, () => {
  it('V3: an error state with a retry for a malformed offer, never undefined or NaN', async () => {
    const show = () => openConfirm('P1003')
    const path = '/v3/loan-confirm/loan-detail-confirm'
    const seen = await assertEndpointSurvives(offers, obfuscatedNames, toLoanOffer, offerOut, path, show, 25, { success: true })
    expect(seen.malformed).toBeGreaterThan(0)
  })

  it('legacy: the same when the faulty answer comes under obfuscated names', async () => {
    await assertScreenSurvives(mutated(offers[0], obfuscatedNames), {
      expected: (data) => verdict((d) => toLoanOffer(unaliasDeep(obf, obfuscateDeep(obf, d))), data, offerOut),
      show: (data) => {
        const envelope = { [obf.fields.code]: '00', [obf.fields.message]: 'success', [obf.fields.data]: obfuscateDeep(obf, data) }
        server.use(http.post(`*/api${obf.paths['/v3/loan-confirm/loan-detail-confirm']}`, () => HttpResponse.json(envelope)))
        openConfirm('P1001', { legacy: true })
      },
      numRuns: 15,
    })
  })
})
