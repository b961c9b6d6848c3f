import { afterEach, describe, expect, it } from 'vitest'
import { overrideConfig } from '@src/config/env'
import { resolveLink } from './links'

// jsdom's page origin is http://localhost:3000 (vitest config); same-origin links stay in the app.
const here = window.location.origin
let undo = () => {}
afterEach(() => undo())

describe('resolveLink (loan answers are api links)', () => {
  it('keeps same-origin paths in the app, relative or absolute', () => {
    expect(resolveLink('/loanDetail?productId=P1&orderId=O1')).toEqual({ kind: 'app', path: '/loanDetail?productId=P1&orderId=O1' })
    expect(resolveLink(`${here}/loanAgreement#top`)).toEqual({ kind: 'app', path: '/loanAgreement#top' })
  })

  it('follows an https page on a host no list names, unless strict mode is on', () => {
    expect(resolveLink('https://contracts.lender-docs.africa/c/1?a=1')).toEqual({ kind: 'web', href: 'https://contracts.lender-docs.africa/c/1?a=1' })
    undo = overrideConfig({ strictApiLinks: true, redirectAllowlist: ['https://pay.mkopoharaka.co.tz'] })
    expect(resolveLink('https://contracts.lender-docs.africa/c/1')).toBeNull()
    expect(resolveLink('https://pay.mkopoharaka.co.tz/c/1')).toEqual({ kind: 'web', href: 'https://pay.mkopoharaka.co.tz/c/1' })
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\\evil.example',
    '/\t/evil.example',
    'http://www.mkopoharaka.co.tz/x',
    'https://www.mkopoharaka.co.tz@evil.example/',
    'loanDetail',
    '',
  ])('refuses %j', (url) => {
    expect(resolveLink(url)).toBeNull()
  })
})
