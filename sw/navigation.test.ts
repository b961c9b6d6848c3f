import { describe, expect, it, vi } from 'vitest'

import { APP_SHELL_URL, isAppNavigation, isSkipWaiting, pageKeyFor, respondToNavigation } from './navigation'

const origin = 'https://www.mkopoharaka.co.tz'
const u = (p: string) => new URL(p, origin)

/** A stubbed precache holding the given keys. */
function precache(...keys: string[]) {
  return vi.fn(async (key: string) => (keys.includes(key) ? new Response(`cached ${key}`) : undefined))
}

describe('service worker navigations', () => {
  it('answers app paths only', () => {
    expect(isAppNavigation(u('/privacyPolicy'), origin)).toBe(true)
    expect(isAppNavigation(u('/promotion?id=1001#/download'), origin)).toBe(true)
    expect(isAppNavigation(u('/oldRepay/verify'), origin)).toBe(true)
    expect(isAppNavigation(u('/api/v3/loan-details/loan-details'), origin)).toBe(false)
    expect(isAppNavigation(u('/sandbox-assets/tigo.svg'), origin)).toBe(false)
    expect(isAppNavigation(u('/manifest.webmanifest'), origin)).toBe(false)
    expect(isAppNavigation(new URL('https://pay.example/x'), origin)).toBe(false)
  })

  it('maps a path to its prerendered file', () => {
    expect(pageKeyFor(u('/'))).toBe('/index.html')
    expect(pageKeyFor(u('/About/'))).toBe('/About/index.html')
    expect(pageKeyFor(u('/promotion?id=7&utm_tag=x'))).toBe('/promotion/index.html')
  })

  it('serves a prerendered page from the precache, offline included', async () => {
    const network = vi.fn(async () => {
      throw new TypeError('offline')
    })
    const r = await respondToNavigation(u('/loanAgreement'), precache('/loanAgreement/index.html', APP_SHELL_URL), network)
    expect(await r.text()).toBe('cached /loanAgreement/index.html')
    expect(network).not.toHaveBeenCalled()
  })

  it('serves the app shell for other paths', async () => {
    const r = await respondToNavigation(u('/loanDetail?orderId=ORD174001'), precache('/loanAgreement/index.html', APP_SHELL_URL), vi.fn())
    expect(await r.text()).toBe(`cached ${APP_SHELL_URL}`)
  })

  it('goes to the network only while nothing is precached', async () => {
    const r = await respondToNavigation(u('/repay'), precache(), async () => new Response('from network'))
    expect(await r.text()).toBe('from network')
  })

  it('activates a new version only when asked', () => {
    expect(isSkipWaiting({ type: 'SKIP_WAITING' })).toBe(true)
    expect(isSkipWaiting({ type: 'OTHER' })).toBe(false)
    expect(isSkipWaiting('SKIP_WAITING')).toBe(false)
    expect(isSkipWaiting(null)).toBe(false)
  })
})
