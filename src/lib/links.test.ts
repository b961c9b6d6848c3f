import { describe, expect, it } from 'vitest'

import {
  checkLink,
  type LinkPolicy,
  type LinkSource,
  type RefusalReason,
  safeImageSrc,
  safeLink,
  safePageImageSrc,
  targetOf,
} from './links'

const ORIGIN = 'https://app.lender.co.tz'
const POLICY: LinkPolicy = {
  origin: ORIGIN,
  allowlist: ['https://pay.lender.co.tz', 'https://CHECKOUT.partner.com:443'],
  strictApiLinks: false,
}
const STRICT: LinkPolicy = { ...POLICY, strictApiLinks: true }

type Row = [label: string, url: string, api: string | RefusalReason, page: string | RefusalReason, strictApi: string | RefusalReason]
const ok = (href: string) => href

// Each row: what an api link, a page/message link and a strict-mode api link come out as.
const TABLE: Row[] = [
  // Followed from the API: any https host, and our own origin.
  [
    'provider never heard of',
    'https://pay.newprovider.africa/checkout?t=1',
    ok('https://pay.newprovider.africa/checkout?t=1'),
    'notAllowed',
    'notAllowed',
  ],
  [
    'allowlisted provider',
    'https://pay.lender.co.tz/x',
    ok('https://pay.lender.co.tz/x'),
    ok('https://pay.lender.co.tz/x'),
    ok('https://pay.lender.co.tz/x'),
  ],
  [
    'allowlist entry in upper case with :443',
    'https://checkout.partner.com/p',
    ok('https://checkout.partner.com/p'),
    ok('https://checkout.partner.com/p'),
    ok('https://checkout.partner.com/p'),
  ],
  ['same-origin absolute', `${ORIGIN}/pay/123`, ok(`${ORIGIN}/pay/123`), ok(`${ORIGIN}/pay/123`), ok(`${ORIGIN}/pay/123`)],
  [
    'same-origin relative',
    '/loanDetail?orderId=O1',
    ok(`${ORIGIN}/loanDetail?orderId=O1`),
    ok(`${ORIGIN}/loanDetail?orderId=O1`),
    ok(`${ORIGIN}/loanDetail?orderId=O1`),
  ],
  ['same-origin with hash', '/repay#top', ok(`${ORIGIN}/repay#top`), ok(`${ORIGIN}/repay#top`), ok(`${ORIGIN}/repay#top`)],
  ['mixed-case https scheme', 'HtTpS://pay.other.com/a', ok('https://pay.other.com/a'), 'notAllowed', 'notAllowed'],
  ['surrounding spaces trimmed', '  https://pay.other.com/a  ', ok('https://pay.other.com/a'), 'notAllowed', 'notAllowed'],
  ['port on a new host', 'https://pay.other.com:8443/a', ok('https://pay.other.com:8443/a'), 'notAllowed', 'notAllowed'],
  ['protocol-relative to another host', '//evil.com/x', ok('https://evil.com/x'), 'notAllowed', 'notAllowed'],
  ['protocol-relative to our host', `//app.lender.co.tz/x`, ok(`${ORIGIN}/x`), ok(`${ORIGIN}/x`), ok(`${ORIGIN}/x`)],
  // IDN look-alikes become punycode: followed as any https host, never matching the allowlist.
  [
    'IDN look-alike of an allowed host (Cyrillic a)',
    'https://p\u0430y.lender.co.tz/x',
    ok('https://xn--py-7kc.lender.co.tz/x'),
    'notAllowed',
    'notAllowed',
  ],
  ['IDN look-alike of our origin', 'https://\u0430pp.lender.co.tz/x', ok('https://xn--pp-6kc.lender.co.tz/x'), 'notAllowed', 'notAllowed'],
  [
    'allowed host as a subdomain of another',
    'https://pay.lender.co.tz.evil.com/',
    ok('https://pay.lender.co.tz.evil.com/'),
    'notAllowed',
    'notAllowed',
  ],
  // Refused whatever the source.
  ['javascript', 'javascript:alert(1)', 'scheme', 'scheme', 'scheme'],
  ['mixed-case javascript', 'JaVaScRiPt:alert(document.cookie)', 'scheme', 'scheme', 'scheme'],
  ['javascript with a leading space', ' javascript:alert(1)', 'scheme', 'scheme', 'scheme'],
  ['javascript with a tab inside', 'java\tscript:alert(1)', 'chars', 'chars', 'chars'],
  ['data', 'data:text/html,<script>alert(1)</script>', 'scheme', 'scheme', 'scheme'],
  ['blob', `blob:${ORIGIN}/uuid`, 'scheme', 'scheme', 'scheme'],
  ['file', 'file:///etc/passwd', 'scheme', 'scheme', 'scheme'],
  ['vbscript', 'vbscript:msgbox(1)', 'scheme', 'scheme', 'scheme'],
  ['intent (Android)', 'intent://pay#Intent;scheme=https;end', 'scheme', 'scheme', 'scheme'],
  ['http to another origin', 'http://pay.lender.co.tz/x', 'insecure', 'insecure', 'insecure'],
  ['HTTP upper case to another origin', 'HTTP://evil.com', 'insecure', 'insecure', 'insecure'],
  ['userinfo', 'https://a@b.com/', 'userinfo', 'userinfo', 'userinfo'],
  ['userinfo spoofing an allowed host', 'https://pay.lender.co.tz@evil.com/', 'userinfo', 'userinfo', 'userinfo'],
  ['user:password on our origin', `https://u:p@app.lender.co.tz/`, 'userinfo', 'userinfo', 'userinfo'],
  ['empty userinfo', 'https://:@evil.com/', 'userinfo', 'userinfo', 'userinfo'],
  ['protocol-relative userinfo', '//a@evil.com', 'userinfo', 'userinfo', 'userinfo'],
  ['newline', 'https://pay.lender.co.tz/\nx', 'chars', 'chars', 'chars'],
  ['NUL', 'https://pay.lender.co.tz/\u0000', 'chars', 'chars', 'chars'],
  ['DEL', 'https://pay.lender.co.tz/\u007f', 'chars', 'chars', 'chars'],
  ['backslash authority trick', 'https:\\\\evil.com', 'chars', 'chars', 'chars'],
  ['slash-backslash', '/\\evil.com', 'chars', 'chars', 'chars'],
  ['bare host', 'evil.com/pay', 'malformed', 'malformed', 'malformed'],
  ['relative without slash', 'loanDetail?x=1', 'malformed', 'malformed', 'malformed'],
  ['https with no host', 'https://', 'malformed', 'malformed', 'malformed'],
  ['empty', '', 'empty', 'empty', 'empty'],
  ['spaces only', '   ', 'empty', 'empty', 'empty'],
]

describe('checkLink: the policy table', () => {
  it('has at least 30 URLs', () => expect(TABLE.length).toBeGreaterThanOrEqual(30))

  const cases: [string, string, LinkSource | 'strict', string][] = TABLE.flatMap(([label, url, api, page, strict]) => [
    [label, url, 'api' as const, api],
    [label, url, 'page' as const, page],
    [label, url, 'message' as const, page],
    [label, url, 'strict' as const, strict],
  ])
  it.each(cases)('%s (%j) from %s -> %s', (_label, url, source, expected) => {
    const v = source === 'strict' ? checkLink(url, 'api', STRICT) : checkLink(url, source, POLICY)
    if (expected.includes(':')) expect(v).toMatchObject({ ok: true, href: expected })
    else expect(v).toEqual({ ok: false, reason: expected })
  })
})

describe('checkLink: other inputs', () => {
  it('refuses what is not a string', () => {
    for (const x of [null, undefined, 42, {}, ['https://a.com']])
      expect(checkLink(x, 'api', POLICY)).toEqual({ ok: false, reason: 'empty' })
  })
  it('allows http only to our own origin (a local or plain-http deployment)', () => {
    const local = { ...POLICY, origin: 'http://127.0.0.1:4173' }
    expect(safeLink('http://127.0.0.1:4173/pay', 'api', local)).toBe('http://127.0.0.1:4173/pay')
    expect(safeLink('/pay', 'page', local)).toBe('http://127.0.0.1:4173/pay')
    expect(safeLink('http://127.0.0.1:9999/pay', 'api', local)).toBeNull()
  })
  it('ignores allowlist entries that are not https origins', () => {
    const p = { ...POLICY, allowlist: ['http://plain.com', 'javascript:alert(1)', 'https://u@x.com', 'nonsense'] }
    expect(safeLink('http://plain.com/', 'page', p)).toBeNull()
    expect(safeLink('https://x.com/', 'page', p)).toBeNull()
  })
  it('tells same-origin links (in-app) from links that leave', () => {
    const same = checkLink('/loanDetail?orderId=O1#a', 'api', POLICY)
    const other = checkLink('https://pay.other.com/a', 'api', POLICY)
    if (!same.ok || !other.ok) throw new Error('expected both allowed')
    expect(targetOf(same)).toEqual({ kind: 'app', path: '/loanDetail?orderId=O1#a' })
    expect(targetOf(other)).toEqual({ kind: 'web', href: 'https://pay.other.com/a' })
  })
})

// Each row: what an image the lender's answer names (safeImageSrc) and one the page address names (safePageImageSrc) come out as.
const IMAGES: [label: string, src: unknown, api: string | null, page: string | null][] = [
  ['https logo on any host', 'https://cdn.provider.com/l.png', 'https://cdn.provider.com/l.png', null],
  ['https on any other host', 'https://evil.example/m.png', 'https://evil.example/m.png', null],
  ['allowlisted origin', 'https://pay.lender.co.tz/m.png', 'https://pay.lender.co.tz/m.png', 'https://pay.lender.co.tz/m.png'],
  ['same-origin path', '/assets/logo.svg', '/assets/logo.svg', '/assets/logo.svg'],
  ['same-origin sandbox path', '/sandbox-assets/halopesa.svg', '/sandbox-assets/halopesa.svg', '/sandbox-assets/halopesa.svg'],
  ['same-origin absolute', `${ORIGIN}/assets/l.svg?v=2`, '/assets/l.svg?v=2', '/assets/l.svg?v=2'],
  ['protocol-relative elsewhere', '//evil.example/m.png', 'https://evil.example/m.png', null],
  ['base64 png QR code', 'data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo=', null],
  ['svg data', 'data:image/svg+xml;base64,PHN2Zz4=', null, null],
  ['html data', 'data:text/html,<b>x</b>', null, null],
  ['http elsewhere', 'http://cdn.provider.com/l.png', null, null],
  ['javascript', 'javascript:alert(1)', null, null],
  ['userinfo', 'https://pay.lender.co.tz@evil.example/m.png', null, null],
  ['not a string', 12, null, null],
]

describe('safeImageSrc: an image the lender names', () => {
  it.each(IMAGES)('%s', (_l, src, api) => {
    // Strict mode is about navigation; images from the lender follow the api rule regardless.
    expect(safeImageSrc(src, STRICT)).toBe(api)
  })
})

describe('safePageImageSrc: an image the page address names', () => {
  it.each(IMAGES)('%s', (_l, src, _api, page) => {
    // The deployment's extra schemes and plain http are for links, never for a page image.
    expect(safePageImageSrc(src, { ...POLICY, apiExtras: { schemes: ['tpesa'], http: true } })).toBe(page)
  })
})
