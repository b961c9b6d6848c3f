import fc from 'fast-check'
import { http, HttpResponse } from 'msw'
import { createElement } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'

import { server } from '@sandbox/node'
import * as v from '@src/lib/valid'
import { assertScreenSurvives, assertTotal, junkData, mutated, sandboxData, screenRuns, str, verdict } from '@tests/property'
import { renderWithProviders } from '@tests/renderWithProviders'

import { supportApi } from './api'
import { CustomerService } from './pages/CustomerService'

/** Robustness of the contact transformer and the customer-service page. */

const contactOut = v.strictObject({ email: str, phone: str })
let transform: (data: unknown) => unknown = () => null
let sample: unknown

beforeAll(async () => {
  // The transformer is inline in api.ts; enhanceEndpoints hands us its definition without changing it.
  ;(supportApi.enhanceEndpoints as (o: unknown) => unknown)({
    endpoints: { getContactInfo: (d: { transformResponse: (x: unknown) => unknown }) => void (transform = d.transformResponse) },
  })
  sample = await sandboxData('/v3/personal-center/contact-kf-info', { overall: '30' })
})

describe('support transformer is total', () => {
  it('contact info: faulty answers give clean contacts or MalformedResponseError', () => {
    const seen = assertTotal((d) => transform(d), fc.oneof(mutated(sample, ['e1m', 's2w']), junkData), contactOut, 500)
    expect(seen.ok).toBeGreaterThan(50)
    expect(seen.malformed).toBeGreaterThan(5)
  })
})

describe('customer service page with faulty answers', screenRuns, () => {
  it('an error state or the configured phone, never undefined or NaN', async () => {
    await assertScreenSurvives(fc.oneof(mutated(sample, ['e1m', 's2w']), junkData), {
      expected: (data) => verdict((d) => transform(d), data, contactOut),
      show: (data) => {
        server.use(http.post('*/api/v3/personal-center/contact-kf-info', () => HttpResponse.json({ code: 0, message: 'success', data })))
        renderWithProviders(createElement(CustomerService), { route: '/customerService' })
      },
      numRuns: 20,
    })
  })
})
