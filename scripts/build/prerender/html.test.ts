import { describe, expect, it } from 'vitest'
import { assetsFor, composePage, earlyStart, paintFirst, screenShell, staticClosure, type Manifest } from './html'

const manifest: Manifest = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_vendor-B.js'], css: ['assets/index-A.css'] },
  'src/public/client.tsx': { file: 'assets/public-C.js', isEntry: true, imports: ['_vendor-B.js', '_store-D.js'], css: ['assets/public-C.css'], dynamicImports: ['features/legal/pages/PrivacyPolicy.tsx'] },
  '_vendor-B.js': { file: 'assets/vendor-B.js' },
  '_store-D.js': { file: 'assets/store-D.js', imports: ['_vendor-B.js'] },
  'features/legal/pages/PrivacyPolicy.tsx': { file: 'assets/PrivacyPolicy-E.js', imports: ['_page-F.js'], css: ['assets/PrivacyPolicy-E.css'] },
  '_page-F.js': { file: 'assets/page-F.js', imports: ['_vendor-B.js'] },
}

const shell = `<!doctype html>
<html lang="en">
  <head>
    <title>Mkopo Haraka</title>
    <style data-boot>.app-boot{display:flex}</style>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-A.css">
    <link rel="manifest" href="/manifest.webmanifest">
  </head>
  <body>
    <div id="root"></div>
    <div class="app-boot" aria-hidden="true"><span class="ui-spinner"></span><p>Loading…</p></div>
    <noscript>Please enable JavaScript.</noscript>
  </body>
</html>`

describe('prerender html', () => {
  it('follows static imports only, each chunk once', () => {
    expect(staticClosure(manifest, ['src/public/client.tsx', 'features/legal/pages/PrivacyPolicy.tsx'])).toEqual([
      'src/public/client.tsx', '_vendor-B.js', '_store-D.js', 'features/legal/pages/PrivacyPolicy.tsx', '_page-F.js',
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
      path: '/privacyPolicy', markup: '<main id="main"><h1>Privacy Policy</h1><p>Fees &amp; $& charges</p></main>', title: 'Privacy Policy · Mkopo Haraka',
      ...assetsFor(manifest, ['src/public/client.tsx', 'features/legal/pages/PrivacyPolicy.tsx']),
    })
    expect(html).toContain('<div id="root" data-prerendered="/privacyPolicy"><main id="main"><h1>Privacy Policy</h1><p>Fees &amp; $& charges</p></main></div>')
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
    const p = { path: '/promotion', markup: '<main></main>', title: 'Register', script: '/a.js', preloads: [], styles: [] }
    expect(composePage(shell, { ...p, keepNoscript: true })).toContain('<noscript>Please enable JavaScript.</noscript>')
    expect(() => composePage('<html><body></body></html>', p)).toThrow(/#root/)
  })

  it('keeps the loading placeholder out of a page and out of the untouched shell', () => {
    const html = composePage(shell, { path: '/About', markup: '<main></main>', title: 'About', script: '/a.js', preloads: [], styles: [] })
    expect(html).toContain('<div id="root" data-prerendered="/About"><main></main></div>\n  </body>')
    expect(html).not.toContain('app-boot')
    expect(html).not.toContain('<style')
    expect(shell).toContain('app-boot')
  })

  it('writes the page language on <html> and links the page to its twins (hreflang)', () => {
    const html = composePage(shell, {
      path: '/sw/About', markup: '<main></main>', title: 'Kuhusu', script: '/a.js', preloads: [], styles: [], lang: 'sw',
      alternates: [{ hreflang: 'en', href: 'https://site.example/About' }, { hreflang: 'sw', href: 'https://site.example/sw/About' }, { hreflang: 'x-default', href: 'https://site.example/About' }],
    })
    expect(html).toContain('<html lang="sw">')
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://site.example/About">')
    expect(html).toContain('<link rel="alternate" hreflang="sw" href="https://site.example/sw/About">')
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://site.example/About">')
    expect(html.indexOf('hreflang')).toBeLessThan(html.indexOf('</head>'))
  })
})

describe('borrower screen shells (issue 14)', () => {
  it("preloads the screen's scripts and styles the shell does not name, and changes nothing else", () => {
    const page = screenShell(shell, manifest, 'features/legal/pages/PrivacyPolicy.tsx')
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/PrivacyPolicy-E.js">')
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/page-F.js">')
    expect(page).toContain('<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/PrivacyPolicy-E.css">')
    // vendor-B is in the shell already; nothing runs earlier and no stylesheet blocks the paint.
    expect(page.match(/vendor-B\.js/g)).toHaveLength(1)
    expect(page).not.toContain('rel="stylesheet" crossorigin href="/assets/PrivacyPolicy-E.css"')
    expect(page.replace(/\s*<link rel="(modulepreload|preload)"[^>]*>/g, '')).toBe(shell.replace(/\s*<link rel="modulepreload"[^>]*>/g, ''))
  })

  it('lets the placeholder paint before any stylesheet: each becomes a low-priority preload, named before the scripts', () => {
    const page = paintFirst(shell)
    expect(page).not.toContain('rel="stylesheet"')
    expect(page).toContain('<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/index-A.css">')
    const order = ['index-A.css', 'index-A.js', 'vendor-B.js'].map((f) => page.indexOf(f))
    expect(order).toEqual([...order].sort((a, b) => a - b))
    expect(order[0]).toBeGreaterThan(page.indexOf('<style data-boot>'))
    // The scripts keep their tags (and priority); nothing else changes.
    const tags = (html: string) => (html.match(/<[^>]+>/g) ?? []).filter((t) => !t.includes('index-A.css')).sort()
    expect(tags(page)).toEqual(tags(shell))
    expect(paintFirst(page)).toBe(page)
  })
})

describe('earlyStart (the start script, issue 25)', () => {
  const withEarly: Manifest = {
    ...manifest,
    'src/app/early.ts': { file: 'assets/early-G.js', isEntry: true, imports: ['_earlyReads-H.js', '_vendor-B.js'] },
    '_earlyReads-H.js': { file: 'assets/earlyReads-H.js' },
  }
  const boot = shell.replace('    <script type="module"', '    <!-- the update message -->\n    <script defer fetchpriority="high" src="/boot-check.js"></script>\n    <script type="module"')

  it('names the start script before every other script, with its imports preloaded once; idempotent', () => {
    const out = earlyStart(boot, withEarly)
    const scripts = out.match(/<script\b[^>]*>/g)!
    expect(scripts[0]).toBe('<script type="module" crossorigin src="/assets/early-G.js">')
    expect(out.indexOf('early-G.js')).toBeLessThan(out.indexOf('<!-- the update message -->'))
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/earlyReads-H.js">')
    // The shell preloads vendor-B already.
    expect(out.match(/vendor-B\.js/g)).toHaveLength(1)
    expect(earlyStart(out, withEarly)).toBe(out)
  })

  it('leaves a shell alone when the build has no start script', () => {
    expect(earlyStart(boot, manifest)).toBe(boot)
  })
})
