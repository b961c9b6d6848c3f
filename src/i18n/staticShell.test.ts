import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

import { withBootMessage } from '../../scripts/build/start/message'
import { common } from './common'

/**
 * index.html's loading placeholder shows before any script runs, so it cannot go through the
 * catalogue at run time: the build (and the dev server) writes it from the catalogue
 * (scripts/build/start/message.ts).
 */
describe('the static app shell', () => {
  const html = withBootMessage(readFileSync(join(process.cwd(), 'index.html'), 'utf8'))
  const boot = /<div class="app-boot"[^>]*>[\s\S]*?<\/div>/.exec(html)?.[0] ?? ''

  it("says 'Loading…' in English and Swahili, from the catalogue, as a status", () => {
    expect(boot).toContain('role="status"')
    expect(boot).toContain(`<p lang="en">${common.en.loading}</p>`)
    expect(boot).toContain(`<p lang="sw">${common.sw.loading}</p>`)
  })

  it('names a 48 px PNG as its tab icon, not an SVG, and the file is one', () => {
    // Chrome decodes an SVG icon as a document of its own, on the page's main thread, while the
    // start is still running; a PNG is a picture decoded in well under a millisecond.
    const icons = html.match(/<link rel="icon"[^>]*>/g) ?? []
    expect(icons).toEqual(['<link rel="icon" href="/icon.png" type="image/png" sizes="48x48" />'])
    const png = readFileSync(join(process.cwd(), 'public/icon.png'))
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
    // IHDR: width and height, big-endian, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([48, 48])
  })

  it('has no inline script (Content-Security-Policy)', () => {
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toMatch(/\ssrc="/)
  })
})
