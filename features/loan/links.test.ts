import { describe, expect, it } from 'vitest'
import { resolveLink, withParam } from './links'

const allow = ['https://www.mkopoharaka.co.tz', 'https://pay.mkopoharaka.co.tz']

describe('resolveLink', () => {
  it('keeps in-app paths in the app', () => {
    expect(resolveLink('/loanDetail?productId=P1&orderId=O1', allow)).toEqual({ kind: 'app', path: '/loanDetail?productId=P1&orderId=O1' })
    expect(resolveLink('/loanAgreement#top', allow)).toEqual({ kind: 'app', path: '/loanAgreement#top' })
  })

  it('accepts allowlisted https pages only', () => {
    expect(resolveLink('https://pay.mkopoharaka.co.tz/x?a=1', allow)).toEqual({ kind: 'web', href: 'https://pay.mkopoharaka.co.tz/x?a=1' })
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/loanDetail',
    '/\\evil.example',
    '/\t/evil.example',
    'http://www.mkopoharaka.co.tz/x',
    'https://www.mkopoharaka.co.tz.evil.example/',
    'https://www.mkopoharaka.co.tz@evil.example/',
    'https://evil.example/',
    'loanDetail',
    ' /loanDetail',
    '',
  ])('refuses %j', (url) => {
    expect(resolveLink(url, allow)).toBeNull()
  })
})

describe('withParam', () => {
  it('adds from=confirm to in-app and web targets, replacing an existing value', () => {
    expect(withParam({ kind: 'app', path: '/loanDetail?orderId=O1#x' }, 'from', 'confirm')).toEqual({ kind: 'app', path: '/loanDetail?orderId=O1&from=confirm#x' })
    expect(withParam({ kind: 'web', href: 'https://pay.mkopoharaka.co.tz/d?from=app' }, 'from', 'confirm')).toEqual({ kind: 'web', href: 'https://pay.mkopoharaka.co.tz/d?from=confirm' })
  })
})
