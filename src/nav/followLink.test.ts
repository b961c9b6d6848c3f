import { afterEach, describe, expect, it, vi } from 'vitest'

import { buildConfig, overrideConfig } from '@src/config/env'
import { browserNav } from '@src/lib/navigate'

import { followLink, trackRefusal } from './followLink'

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

describe('a same-origin link followed in the app', () => {
  const deps = () => ({ toast: vi.fn(), track: vi.fn(), navigate: vi.fn() })
  const opts = { source: 'api', field: 'contract_url', refusedText: 'refused', inApp: true } as const

  it('routes a screen of the app without a reload', () => {
    const d = deps()
    const assign = vi.spyOn(browserNav, 'assign').mockImplementation(() => undefined)
    followLink(d, '/loanAgreement?x=1', opts)
    expect(d.navigate).toHaveBeenCalledWith('/loanAgreement?x=1', { replace: false })
    expect(assign).not.toHaveBeenCalled()
    assign.mockRestore()
  })

  it('loads a page the server answers under the API path whole (the router has no such screen)', () => {
    const d = deps()
    const assign = vi.spyOn(browserNav, 'assign').mockImplementation(() => undefined)
    followLink(d, '/api/__sandbox/page/terms', opts)
    expect(d.navigate).not.toHaveBeenCalled()
    expect(assign).toHaveBeenCalledWith(`${location.origin}/api/__sandbox/page/terms`)
    assign.mockRestore()
  })
})
