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

  it('has no inline script (Content-Security-Policy)', () => {
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toMatch(/\ssrc="/)
  })
})
