import { describe, expect, it } from 'vitest'

import { appEntryKey, assetsFor, composePage, staticClosure } from './html'
import { barePage, manifest, shell } from './testing'

describe('prerender html', () => {
  it('follows static imports only, each chunk once', () => {
    expect(staticClosure(manifest, ['src/public/client.tsx', 'features/legal/pages/PrivacyPolicy.tsx'])).toEqual([
      'src/public/client.tsx',
      '_vendor-B.js',
      '_store-D.js',
      'features/legal/pages/PrivacyPolicy.tsx',
      '_page-F.js',
    ])
    expect(() => staticClosure(manifest, ['missing.tsx'])).toThrow(/not in the Vite manifest/)
  })

  it('lists the entry, preloads and styles of a page', () => {
    expect(assetsFor(manifest, ['src/public/client.tsx', 'features/legal/pages/PrivacyPolicy.tsx'])).toEqual({
      script: '/assets/public-C.js',
      preloads: ['/assets/vendor-B.js', '/assets/store-D.js', '/assets/PrivacyPolicy-E.js', '/assets/page-F.js'],
      styles: ['/assets/public-C.css', '/assets/PrivacyPolicy-E.css'],
    })
  })

  it("puts the markup in #root, swaps the app's tags for the page's, and sets the title", () => {
    const html = composePage(shell, {
      path: '/privacyPolicy',
      markup: '<main id="main"><h1>Privacy Policy</h1><p>Fees &amp; $& charges</p></main>',
      title: 'Privacy Policy · Mkopo Haraka',
      ...assetsFor(manifest, ['src/public/client.tsx', 'features/legal/pages/PrivacyPolicy.tsx']),
    })
    expect(html).toContain(
      '<div id="root" data-prerendered="/privacyPolicy"><main id="main"><h1>Privacy Policy</h1><p>Fees &amp; $& charges</p></main></div>',
    )
    // Content-Security-Policy: no inline script, every script has a src; the loading placeholder is gone.
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script type="module" crossorigin fetchpriority="low" src="/assets/public-C.js">'])
    expect(html).not.toContain('app-boot')
    expect(html).toContain('<title>Privacy Policy · Mkopo Haraka</title>')
    expect(html).not.toContain('index-A')
    expect(html).toContain('<script type="module" crossorigin fetchpriority="low" src="/assets/public-C.js"></script>')
    expect(html).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/PrivacyPolicy-E.js">')
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/PrivacyPolicy-E.css">')
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">')
    expect(html).not.toContain('<noscript>')
    expect(html.indexOf('public-C.js')).toBeLessThan(html.indexOf('</head>'))
  })

  it('keeps the noscript line for pages with forms, and refuses a shell without #root', () => {
    const p = { ...barePage, path: '/promotion', title: 'Register' }
    expect(composePage(shell, { ...p, keepNoscript: true })).toContain('<noscript>Please enable JavaScript.</noscript>')
    expect(() => composePage('<html><body></body></html>', p)).toThrow(/#root/)
  })

  it('keeps the loading placeholder out of a page and out of the untouched shell', () => {
    const html = composePage(shell, { ...barePage, path: '/About', title: 'About' })
    expect(html).toContain('<div id="root" data-prerendered="/About"><main></main></div>\n  </body>')
    expect(html).not.toContain('app-boot')
    expect(html).not.toContain('<style')
    expect(shell).toContain('app-boot')
  })

  it('writes the page language on <html> and links the page to its twins (hreflang)', () => {
    const alternates = [
      { hreflang: 'en', href: 'https://site.example/About' },
      { hreflang: 'sw', href: 'https://site.example/sw/About' },
      { hreflang: 'x-default', href: 'https://site.example/About' },
    ]
    const html = composePage(shell, { ...barePage, path: '/sw/About', title: 'Kuhusu', lang: 'sw', alternates })
    expect(html).toContain('<html lang="sw">')
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://site.example/About">')
    expect(html).toContain('<link rel="alternate" hreflang="sw" href="https://site.example/sw/About">')
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://site.example/About">')
    expect(html.indexOf('hreflang')).toBeLessThan(html.indexOf('</head>'))
  })

  it("finds the app's start: index.html's entry, else the app group's file when Vite left the entry out", () => {
    expect(appEntryKey(manifest)).toBe('index.html')
    // A build without the modulepreload polyfill: the entry held only imports, so Vite named them in the page.
    const inlined = {
      '_app-C.js': { file: 'assets/app-C.js', name: 'app', imports: ['_shared-D.js'] },
      '_shared-D.js': { file: 'assets/shared-D.js', name: 'shared' },
      '_app-E.css': { file: 'assets/app-E.css', name: 'app' },
    }
    expect(appEntryKey(inlined)).toBe('_app-C.js')
    expect(() => appEntryKey({ '_shared-D.js': inlined['_shared-D.js'] })).toThrow(/neither index.html nor the app group/)
  })
})
