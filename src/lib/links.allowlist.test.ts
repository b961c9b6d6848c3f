import { describe, expect, it } from 'vitest'

import { isHttpLink, safeLink } from './links'

// The allowlist corpus (formerly src/lib/safeUrl.ts, now one policy): a link from the page URL or
// a message may go to our own origin or an allowlisted one, nothing else (docs/link-policy.md).
const ORIGIN = 'https://app.invalid'
const allowed = (url: unknown, allowlist: readonly string[] = ALLOWED) =>
  safeLink(url, 'message', { origin: ORIGIN, allowlist, strictApiLinks: true })

const ALLOWED = ['https://ok.com', 'https://pay.ok.com:8443'] as const

/** Each refused link under the trick it plays. */
const REFUSED: Record<string, string> = {
  javascript: 'javascript:alert(1)',
  'uppercase javascript': 'JAVASCRIPT:alert(1)',
  'mixed-case javascript': 'JaVaScRiPt:alert(document.cookie)',
  'javascript with https-looking comment': 'javascript://ok.com/%0aalert(1)',
  data: 'data:text/html,<script>alert(1)</script>',
  'data base64': 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  vbscript: 'vbscript:msgbox(1)',
  file: 'file:///etc/passwd',
  blob: 'blob:https://ok.com/uuid',
  'protocol-relative': '//evil.com',
  'bare host': 'ok.com',
  http: 'http://ok.com/',
  ftp: 'ftp://ok.com/',
  wss: 'wss://ok.com/',
  userinfo: 'https://ok@evil.com',
  'userinfo with allowed host': 'https://ok.com@evil.com',
  'userinfo on allowed host': 'https://user@ok.com/',
  'password on allowed host': 'https://user:pass@ok.com/',
  'empty userinfo': 'https://:@ok.com/',
  'bare @ before host': 'https://@ok.com/',
  'userinfo without slashes': 'https:ok.com@evil.com',
  'suffix look-alike': 'https://ok.com.evil.com',
  'prefix look-alike': 'https://evil-ok.com',
  'dotless look-alike': 'https://okcom',
  'subdomain not listed': 'https://www.ok.com/',
  'trailing-dot host': 'https://ok.com./',
  'Cyrillic IDN look-alike': 'https://оk.com/',
  'Greek IDN look-alike': 'https://οk.com/',
  'punycode look-alike': 'https://xn--k-0tb.com/',
  'fullwidth look-alike': 'https://ｏｋ.com.evil.com/',
  'wrong port': 'https://ok.com:8443/',
  'allowed host without its port': 'https://pay.ok.com/',
  'backslash authority': 'https:\\\\evil.com',
  'backslash before @': 'https://ok.com\\@evil.com',
  'backslash in path': 'https://ok.com/a\\b',
  'mixed slashes': 'https:/\\evil.com',
  'tab inside scheme': 'java\tscript:alert(1)',
  'newline inside scheme': 'java\nscript:alert(1)',
  'tab inside host': 'https://o\tk.com/',
  'newline inside path': 'https://ok.com/a\nb',
  'carriage return inside': 'https://ok.com/a\rb',
  NUL: 'https://ok.com/\u0000',
  DEL: 'https://ok.com/\u007F',
  'unit separator': 'https://ok.com/\u001F',
  empty: '',
  garbage: 'not a url',
  'scheme only': 'https:',
}

describe('a link from the page URL or a message: refused', () => {
  it.each(Object.entries(REFUSED))('%s: %j', (_label, url) => {
    expect(allowed(url)).toBeNull()
  })

  it('refuses everything when the allowlist is empty', () => {
    expect(allowed('https://ok.com/', [])).toBeNull()
  })

  it('refuses non-string input', () => {
    expect(allowed(undefined)).toBeNull()
    expect(allowed(null)).toBeNull()
    expect(allowed({ href: 'https://ok.com/' })).toBeNull()
  })

  it('ignores allowlist entries that are not https origins', () => {
    const list = ['http://plain.com', 'not a url', 'https://user@creds.com', '', 42 as unknown as string]
    expect(allowed('https://plain.com/', list)).toBeNull()
    expect(allowed('https://creds.com/', list)).toBeNull()
  })
})

describe('a link from the page URL or a message: accepted', () => {
  it.each<[string, string]>([
    ['https://ok.com', 'https://ok.com/'],
    ['https://ok.com/', 'https://ok.com/'],
    ['https://ok.com/loan/123?x=1&y=a%20b#done', 'https://ok.com/loan/123?x=1&y=a%20b#done'],
    ['https://ok.com/a b', 'https://ok.com/a%20b'],
    ['https://ok.com/./x/../y', 'https://ok.com/y'],
    ['https://OK.COM/Path', 'https://ok.com/Path'],
    ['HTTPS://ok.com/', 'https://ok.com/'],
    ['https://ok.com:443/x', 'https://ok.com/x'],
    ['https://pay.ok.com:8443/checkout?id=9', 'https://pay.ok.com:8443/checkout?id=9'],
    ['https://ok.com/?next=https://evil.com', 'https://ok.com/?next=https://evil.com'],
    ['https://ok.com/profile/@me?u=a@b#c@d', 'https://ok.com/profile/@me?u=a@b#c@d'],
    // One policy, chosen on purpose: our own paths, an allowed host without a scheme, and surrounding spaces.
    ['/dashboard', 'https://app.invalid/dashboard'],
    ['//ok.com/path', 'https://ok.com/path'],
    [' https://ok.com/', 'https://ok.com/'],
    ['https://ok.com/\t', 'https://ok.com/'],
    ['https://ok.com/\r', 'https://ok.com/'],
  ])('%j -> %j', (url, href) => {
    expect(allowed(url)).toBe(href)
  })

  it('normalises allowlist entries (case, default port, trailing slash)', () => {
    expect(allowed('https://ok.com/x', ['HTTPS://OK.com:443/'])).toBe('https://ok.com/x')
    expect(allowed('https://pay.ok.com:8443/', ['https://pay.ok.com:8443'])).toBe('https://pay.ok.com:8443/')
  })

  it('accepts an IDN host when the allowlist names the same host', () => {
    expect(allowed('https://mkopo.Ελλάδα/', ['https://mkopo.ελλάδα'])).toBe('https://mkopo.xn--hxakic4aa/')
  })
})

describe('isHttpLink', () => {
  it.each<[string, boolean]>([
    ['http://example.com', true],
    ['https://example.com/qr?x=1', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['httpfoo', false],
    ['http:example.com', false],
    ['http:/example.com', false],
    [' https://example.com', false],
    ['ftp://example.com', false],
    ['javascript:alert(1)', false],
    ['12345678', false],
    ['', false],
    [undefined as unknown as string, false],
  ])('%j -> %s', (data, expected) => expect(isHttpLink(data)).toBe(expected))
})
