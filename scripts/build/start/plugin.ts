import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'

import { BOOT_CHECK, minifyEs5, withBootMessage } from './message.ts'
import { withBootStyle } from './style.ts'

/**
 * The cold start's one HTML transform, in the dev server and the build alike. Its steps,
 * in this order:
 * 1. the loading placeholder and the update message, from the catalogue, with the build's
 *    customer-service phone (./message.ts);
 * 2. the placeholder's inline style, whose exact text the Content-Security-Policy names by hash
 *    (./style.ts, scripts/build/csp.ts).
 * 'post': after Vite's own HTML processing, so the style text stays exactly the one the hash names.
 * After the bundle, the prerender writes app.html and the screens' shells from the result
 * (./shell.ts: stylesheets after the first paint, the screen's preloads).
 * public/boot-check.js (the update message's script) ships minified ES5.
 */
export function startPlugin(): Plugin {
  let phone = ''
  let outDir = ''
  return {
    name: 'borrower:start',
    configResolved(c) {
      const v = c.env.VITE_CS_PHONE
      phone = typeof v === 'string' ? v.trim() : ''
      outDir = resolve(c.root, c.build.outDir)
    },
    transformIndexHtml: { order: 'post', handler: (html) => withBootStyle(withBootMessage(html, phone)) },
    // public/boot-check.js is mostly its explaining comment; every borrower screen fetches it, so
    // the build ships it minified (ES5 kept: `npm test`'s baseline step checks the output).
    async writeBundle() {
      const file = join(outDir, BOOT_CHECK)
      writeFileSync(file, await minifyEs5(readFileSync(file, 'utf8')))
    },
  }
}
