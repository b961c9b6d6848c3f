import { describe, expect, it } from 'vitest'

import { manifest, shell } from '../prerender/testing'
import { paintFirst, screenShell } from './shell'

describe('borrower screen shells', () => {
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
