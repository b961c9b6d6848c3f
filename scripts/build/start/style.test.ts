import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy } from '../csp'
import { WARM_STYLES, withBootMessage } from './message'
import { bootStyleText, withBootStyle } from './style'

const indexHtml = withBootMessage(readFileSync(join(process.cwd(), 'index.html'), 'utf8'))
const styleSrc = () =>
  contentSecurityPolicy()
    .split('; ')
    .find((d) => d.startsWith('style-src '))!
    .split(' ')
    .slice(1)
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe("the loading placeholder's inline styles", () => {
  const shell = withBootStyle(indexHtml)
  const inlined = /<style data-boot>([\s\S]*?)<\/style>/.exec(shell)?.[1] ?? ''

  it('puts every rule of src/app/boot.css in the shell head, once, without comments or line breaks', () => {
    const source = readFileSync(join(process.cwd(), 'src/app/boot.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
    expect(inlined.match(/\{/g)?.length).toBe(source.match(/\{/g)?.length)
    expect(inlined).not.toMatch(/\/\*|\n/)
    expect(shell.indexOf('<style data-boot>')).toBeGreaterThan(shell.indexOf('</title>'))
    expect(shell.indexOf('<style data-boot>')).toBeLessThan(shell.indexOf('</head>'))
    expect(withBootStyle(shell)).toBe(shell)
    expect(() => withBootStyle('<html><head></head></html>')).toThrow(/title/)
  })

  it('styles everything the placeholder and the update message show, with no stylesheet loaded', () => {
    const classes = new Set([...indexHtml.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1].split(' ')))
    for (const c of ['app-boot', 'ui-spinner', 'app-boot__actions', 'app-boot__store']) expect(classes).toContain(c)
    for (const c of ['.app-boot{', '.app-boot .ui-spinner{', '.app-boot--failed{', '.app-boot__actions a{', '.app-boot__store{'])
      expect(inlined).toContain(c)
    // The app's own stylesheet no longer carries them (one place for each rule).
    expect(readFileSync(join(process.cwd(), 'src/ui/ui.css'), 'utf8')).not.toMatch(/\.app-boot[^\n]*\{/)
  })

  it("sets up the screens' text styles unseen, each line in a style of its own, none in the first layout", () => {
    const warm = /<span class="app-boot__warm" aria-hidden="true">(.*?)<\/span>/.exec(indexHtml)?.[1] ?? ''
    const lines = [...warm.matchAll(/<i class="(w\d+)">[^<]+<\/i>/g)].map((m) => m[1])
    expect(lines).toEqual(Array.from({ length: WARM_STYLES }, (_, i) => `w${i + 1}`))
    const rule = (sel: string) => new RegExp(`${sel.replace(/\./g, '\\.')}\\{([^}]*)\\}`).exec(inlined)?.[1] ?? ''
    // Unseen, unheard and never wider than a pixel; each line's contents skipped until its delay.
    expect(rule('.app-boot__warm')).toMatch(/visibility:hidden/)
    expect(rule('.app-boot__warm')).toMatch(/width:1px;height:1px;overflow:hidden/)
    expect(rule('.app-boot__warm i')).toMatch(/content-visibility:hidden;animation:app-boot-warm/)
    const styles = lines.map((w) => rule(`.app-boot__warm .${w}`))
    for (const s of styles) expect(s).toMatch(/font-size:/)
    expect(new Set(styles.map((s) => s.replace(/;?animation-delay:[^;]*/, ''))).size).toBe(lines.length)
    expect(inlined).not.toContain(`.w${WARM_STYLES + 1}{`)
  })

  it('is allowed by the Content-Security-Policy by its hash, and nothing else inline is', () => {
    expect(inlined).toBe(bootStyleText())
    expect(styleSrc()).toEqual(["'self'", sha256(inlined)])
    expect(styleSrc()).not.toContain(sha256(`${inlined} `))
    expect(contentSecurityPolicy()).not.toContain('unsafe-inline')
  })
})
