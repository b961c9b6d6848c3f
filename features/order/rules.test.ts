import { describe, expect, it } from 'vitest'

import { actionsFor, iconStatusFor, productDetailParam, redirectFor, showRecProducts, withdrawLinkOf } from './rules'

const allow = { origin: 'https://m.mkopoharaka.co.tz', allowlist: ['https://pay.mkopoharaka.co.tz'], strictApiLinks: false }

describe('order rules (SPEC 4)', () => {
  it('maps each known status to its own icon and unknown codes to the 200 icon', () => {
    for (const s of [21, 110, 151, 170, 174, 180, 200]) expect(iconStatusFor(s)).toBe(s)
    expect(iconStatusFor(999)).toBe(200)
    expect(iconStatusFor(0)).toBe(200)
  })

  it('chooses buttons by status and isDelay', () => {
    expect(actionsFor(174, true)).toBe('repayAndRollover')
    expect(actionsFor(180, true)).toBe('repayAndRollover')
    expect(actionsFor(174, false)).toBe('repay')
    expect(actionsFor(180, false)).toBe('repay')
    expect(actionsFor(170, true)).toBe('repay')
    expect(actionsFor(200, false)).toBe('borrowAgain')
    for (const s of [21, 110, 151, 999]) expect(actionsFor(s, true)).toBe('none')
  })

  it('reading "hiddenForActiveStatuses" (ours) hides recommendations for 170/174/180/200 only', () => {
    for (const s of [170, 174, 180, 200]) expect(showRecProducts(s, 'hiddenForActiveStatuses')).toBe(false)
    for (const s of [21, 110, 151, 999]) expect(showRecProducts(s, 'hiddenForActiveStatuses')).toBe(true)
    expect(showRecProducts(110)).toBe(true)
  })

  it('reading "hiddenAlways" (the literal old check) never shows them', () => {
    for (const s of [21, 110, 151, 170, 174, 180, 200, 999]) expect(showRecProducts(s, 'hiddenAlways')).toBe(false)
  })

  it('never redirects status 21, redirects others only to safe links', () => {
    const url = 'https://pay.mkopoharaka.co.tz/withdraw/confirm?o=1'
    expect(redirectFor(21, url, allow)).toEqual({ kind: 'none' })
    expect(redirectFor(110, '', allow)).toEqual({ kind: 'none' })
    expect(redirectFor(110, url, allow)).toEqual({ kind: 'go', href: url })
    expect(redirectFor(999, url, allow)).toEqual({ kind: 'go', href: url })
  })

  it('redirects to an https host no list names, and to our own origin (SPEC 3 playeduL from the API)', () => {
    expect(redirectFor(110, 'https://withdraw.partner-wallet.africa/c?o=1', allow)).toEqual({
      kind: 'go',
      href: 'https://withdraw.partner-wallet.africa/c?o=1',
    })
    expect(redirectFor(110, '/loanDetail?orderId=O2', allow)).toEqual({
      kind: 'go',
      href: 'https://m.mkopoharaka.co.tz/loanDetail?orderId=O2',
    })
    expect(redirectFor(110, 'https://withdraw.partner-wallet.africa/c', { ...allow, strictApiLinks: true })).toEqual({
      kind: 'refused',
      reason: 'notAllowed',
    })
  })

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://pay.mkopoharaka.co.tz/withdraw',
    'https://pay.mkopoharaka.co.tz@evil.example/',
    'blob:https://m.mkopoharaka.co.tz/x',
    'https://pay.mkopoharaka.co.tz\\@evil',
    'mkopoharaka://app/withdraw',
  ])('refuses the unsafe confirmation link %s', (url) => {
    expect(redirectFor(110, url, allow)).toMatchObject({ kind: 'refused' })
  })

  it('builds the product detail id as productId plus the scheme suffix', () => {
    expect(productDetailParam('P1001', 'mkopoharaka://app')).toBe('P1001&scheme=mkopoharaka://app')
    expect(productDetailParam('P1001', '')).toBe('P1001')
  })

  it('withdraws through playeduL, else h5Url', () => {
    expect(withdrawLinkOf({ confirmUrl: 'https://a', h5Url: 'https://b' })).toBe('https://a')
    expect(withdrawLinkOf({ confirmUrl: ' ', h5Url: 'https://b' })).toBe('https://b')
  })
})
