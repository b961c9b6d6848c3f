import { describe, expect, it } from 'vitest'
import type { Manifest } from '../prerender/html'
import { manifest, shell } from '../prerender/testing'
import { appShell, earlyStart, paintFirst, screenShell } from './shell'

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

describe('appShell: the order of the steps', () => {
  it('stylesheets become preloads, then the start script goes before every script; twice is once', () => {
    const withEarly: Manifest = { ...manifest, 'src/app/early.ts': { file: 'assets/early-G.js', isEntry: true } }
    const out = appShell(shell, withEarly)
    expect(out).toBe(earlyStart(paintFirst(shell), withEarly))
    expect(out.indexOf('<link rel="preload" as="style"')).toBeLessThan(out.indexOf('early-G.js'))
    expect(appShell(out, withEarly)).toBe(out)
  })
})
