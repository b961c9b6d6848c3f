import { describe, expect, it } from 'vitest'

import { allowableScheme, checkLink, type LinkPolicy, safeImageSrc } from './links'

/** Wallet apps' own schemes and plain http for lender links, by configuration only. */
const base: LinkPolicy = { origin: 'https://app.example', allowlist: [], strictApiLinks: false }
const open: LinkPolicy = { ...base, apiExtras: { schemes: ['tpesa', 'mpesa:'], http: true } }

describe('link policy: extra schemes and http for api links (default off)', () => {
  it('refuses them by default', () => {
    expect(checkLink('tpesa://pay?ref=8812', 'api', base)).toEqual({ ok: false, reason: 'scheme' })
    expect(checkLink('http://pay.partner.example/checkout', 'api', base)).toEqual({ ok: false, reason: 'insecure' })
  })

  it('follows the configured ones in api answers (PAY_URL, playeduL, product links)', () => {
    expect(checkLink('tpesa://pay?ref=8812', 'api', open)).toMatchObject({ ok: true, href: 'tpesa://pay?ref=8812', sameOrigin: false })
    expect(checkLink('MPESA://bill/400', 'api', open)).toMatchObject({ ok: true })
    expect(checkLink('http://pay.partner.example/checkout', 'api', open)).toMatchObject({
      ok: true,
      href: 'http://pay.partner.example/checkout',
    })
    expect(checkLink('airtel://x', 'api', open)).toEqual({ ok: false, reason: 'scheme' })
  })

  it('never for links from the page URL or messages, nor in strict mode, nor for images', () => {
    expect(checkLink('tpesa://pay', 'page', open)).toMatchObject({ ok: false })
    expect(checkLink('http://pay.partner.example/', 'message', open)).toMatchObject({ ok: false })
    expect(checkLink('tpesa://pay', 'api', { ...open, strictApiLinks: true })).toMatchObject({ ok: false })
    expect(safeImageSrc('http://cdn.partner.example/logo.png', open)).toBeNull()
  })

  it('javascript:, data: and userinfo stay refused whatever is configured', () => {
    const reckless: LinkPolicy = { ...base, apiExtras: { schemes: ['javascript', 'data', 'vbscript', 'file', 'tpesa'], http: true } }
    expect(checkLink('javascript:alert(1)', 'api', reckless)).toMatchObject({ ok: false })
    expect(checkLink('JaVaScRiPt:alert(1)', 'api', reckless)).toMatchObject({ ok: false })
    expect(checkLink('data:text/html,<script>alert(1)</script>', 'api', reckless)).toMatchObject({ ok: false })
    expect(checkLink('http://user:pw@pay.partner.example/', 'api', reckless)).toEqual({ ok: false, reason: 'userinfo' })
    expect(checkLink('tpesa://user@pay', 'api', reckless)).toEqual({ ok: false, reason: 'userinfo' })
    expect(['javascript', 'data:', 'FILE', 'http', 'https', 'a b'].map(allowableScheme)).toEqual([false, false, false, false, false, false])
    expect(allowableScheme('tpesa')).toBe(true)
  })
})
