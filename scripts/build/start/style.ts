import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The loading placeholder's own styles, inline in the app shell.
 *
 * A borrower screen opens on index.html's "Loading…" placeholder while the app's script downloads
 * (seconds on 3G). Styled by the app's stylesheet, that first paint would wait for a second file,
 * and on a cold 3G start for a new connection to fetch it (docs/performance.md, 'The app's start
 * path'). So its few rules (src/app/boot.css) are written into the <head>, and the app's
 * stylesheets do not block the paint (./shell.ts paintFirst, src/app/shellStyles.ts).
 *
 * No 'unsafe-inline': the Content-Security-Policy names this exact text by its SHA-256
 * (scripts/build/csp.ts), so an injected <style> still does not apply.
 */
const BOOT_CSS = join(dirname(fileURLToPath(import.meta.url)), '../../../src/app/boot.css')

/** The rules as inlined: comments dropped, whitespace collapsed. */
export function bootStyleText(css = readFileSync(BOOT_CSS, 'utf8')): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, '')
    .trim()
}

/** The CSP source that allows the inlined text ('sha256-<base64>'). */
export function bootStyleSource(text = bootStyleText()): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/**
 * The shell with the placeholder's styles right after its <title> (once), as <style data-boot>
 * (prerendered pages drop it with the placeholder: scripts/build/prerender/html.ts).
 */
export function withBootStyle(html: string, text = bootStyleText()): string {
  if (html.includes('<style data-boot>')) return html
  if (!html.includes('</title>')) throw new Error('boot style: index.html has no <title>')
  return html.replace('</title>', () => `</title>\n    <style data-boot>${text}</style>`)
}
