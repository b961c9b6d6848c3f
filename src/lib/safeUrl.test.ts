import { describe, expect, it } from 'vitest'
import { isHttpLink, isSafeRedirect, safeRedirectUrl } from './safeUrl'

const ALLOWED = ['https://ok.com', 'https://pay.ok.com:8443'] as const

describe('safeRedirectUrl / isSafeRedirect: refused', () => {
  it.each<[string, string]>([
    ['javascript', 'javascript:alert(1)'],
    ['uppercase javascript', 'JAVASCRIPT:alert(1)'],
    ['mixed-case javascript', 'JaVaScRiPt:alert(document.cookie)'],
    ['javascript with https-looking comment', 'javascript://ok.com/%0aalert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['data base64', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['file', 'file:///etc/passwd'],
    ['blob', 'blob:https://ok.com/uuid'],
    ['protocol-relative', '//evil.com'],
    ['protocol-relative to allowed host', '//ok.com/path'],
    ['relative path', '/dashboard'],
    ['bare host', 'ok.com'],
    ['http', 'http://ok.com/'],
    ['ftp', 'ftp://ok.com/'],
    ['wss', 'wss://ok.com/'],
    ['userinfo', 'https://ok@evil.com'],
    ['userinfo with allowed host', 'https://ok.com@evil.com'],
    ['userinfo on allowed host', 'https://user@ok.com/'],
    ['password on allowed host', 'https://user:pass@ok.com/'],
    ['empty userinfo', 'https://:@ok.com/'],
    ['bare @ before host', 'https://@ok.com/'],
    ['userinfo without slashes', 'https:ok.com@evil.com'],
    ['suffix look-alike', 'https://ok.com.evil.com'],
    ['prefix look-alike', 'https://evil-ok.com'],
    ['dotless look-alike', 'https://okcom'],
    ['subdomain not listed', 'https://www.ok.com/'],
    ['trailing-dot host', 'https://ok.com./'],
    ['Cyrillic IDN look-alike', 'https://оk.com/'],
    ['Greek IDN look-alike', 'https://οk.com/'],
    ['punycode look-alike', 'https://xn--k-0tb.com/'],
    ['fullwidth look-alike', 'https://ｏｋ.com.evil.com/'],
    ['wrong port', 'https://ok.com:8443/'],
    ['allowed host without its port', 'https://pay.ok.com/'],
    ['backslash authority', 'https:\\\\evil.com'],
    ['backslash before @', 'https://ok.com\\@evil.com'],
    ['backslash in path', 'https://ok.com/a\\b'],
    ['mixed slashes', 'https:/\\evil.com'],
    ['leading space', ' https://ok.com/'],
    ['trailing space', 'https://ok.com/ '],
    ['leading newline', '\nhttps://ok.com/'],
    ['trailing tab', 'https://ok.com/\t'],
    ['leading NBSP', '\u00A0https://ok.com/'],
    ['tab inside scheme', 'java\tscript:alert(1)'],
    ['newline inside scheme', 'java\nscript:alert(1)'],
    ['tab inside host', 'https://o\tk.com/'],
    ['newline inside path', 'https://ok.com/a\nb'],
    ['carriage return inside', 'https://ok.com/\r'],
    ['NUL', 'https://ok.com/\u0000'],
    ['DEL', 'https://ok.com/\u007F'],
    ['unit separator', 'https://ok.com/\u001F'],
    ['empty', ''],
    ['garbage', 'not a url'],
    ['scheme only', 'https:'],
  ])('%s: %j', (_label, url) => {
    expect(safeRedirectUrl(url, ALLOWED)).toBeNull()
    expect(isSafeRedirect(url, ALLOWED)).toBe(false)
  })

  it('refuses everything when the allowlist is empty', () => {
    expect(isSafeRedirect('https://ok.com/', [])).toBe(false)
  })

  it('refuses non-string input', () => {
    expect(isSafeRedirect(undefined as unknown as string, ALLOWED)).toBe(false)
    expect(isSafeRedirect(null as unknown as string, ALLOWED)).toBe(false)
    expect(safeRedirectUrl({ href: 'https://ok.com/' } as unknown as string, ALLOWED)).toBeNull()
  })

  it('ignores allowlist entries that are not https origins', () => {
    const list = ['http://plain.com', 'not a url', 'https://user@creds.com', '', 42 as unknown as string]
    expect(isSafeRedirect('https://plain.com/', list)).toBe(false)
    expect(isSafeRedirect('https://creds.com/', list)).toBe(false)
  })
})

describe('safeRedirectUrl / isSafeRedirect: accepted', () => {
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
  ])('%j -> %j', (url, href) => {
    expect(safeRedirectUrl(url, ALLOWED)).toBe(href)
    expect(isSafeRedirect(url, ALLOWED)).toBe(true)
  })

  it('normalises allowlist entries (case, default port, trailing slash)', () => {
    expect(isSafeRedirect('https://ok.com/x', ['HTTPS://OK.com:443/'])).toBe(true)
    expect(isSafeRedirect('https://pay.ok.com:8443/', ['https://pay.ok.com:8443'])).toBe(true)
  })

  it('accepts an IDN host when the allowlist names the same host', () => {
    expect(safeRedirectUrl('https://mkopo.Ελλάδα/', ['https://mkopo.ελλάδα'])).toBe('https://mkopo.xn--hxakic4aa/')
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
  ])('%j -> %s', (data, expected) => {
    expect(isHttpLink(data)).toBe(expected)
  })

  it('returns false for non-string input', () => {
    expect(isHttpLink(undefined as unknown as string)).toBe(false)
  })
})
