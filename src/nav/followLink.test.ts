import { afterEach, describe, expect, it, vi } from 'vitest'

import { buildConfig, overrideConfig } from '@src/config/env'

import { trackRefusal } from './followLink'

let undo = () => undefined as void
afterEach(() => undo())

const refusal = { source: 'api', field: 'payUrl', reason: 'scheme' }

describe('a refused link', () => {
  it('sends no event by default: SPEC 7 names no refused-link point', () => {
    undo = overrideConfig({ linkRefusedPoint: buildConfig({}).linkRefusedPoint })
    const track = vi.fn()
    trackRefusal(track, 'javascript:alert(1)', refusal)
    expect(track).not.toHaveBeenCalled()
  })

  it("is recorded under the deployment's own point, with the host only", () => {
    undo = overrideConfig({ linkRefusedPoint: 'lender_link_refused' })
    const track = vi.fn()
    trackRefusal(track, 'http://pay.lender.example/x?token=1', refusal)
    expect(track).toHaveBeenCalledTimes(1)
    expect(track.mock.calls[0]![0]).toMatchObject({
      body: { ...refusal, host: 'pay.lender.example', point: 'lender_link_refused' },
    })
  })
})
