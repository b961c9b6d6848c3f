// What a browser really downloads at start: every script requested before the network goes idle
// (each URL once), per route, in a fresh Chromium context with the service worker blocked (a cold
// visit). Sizes are gzip -9 of the built files, like sizes.mjs, so the two can be compared file by
// file. Used by scripts/tools/bench.mjs to check that the graph reading (sizes.mjs) counts the same files.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

import { withPhoneChromium } from './phone.mjs'

/**
 * @param {{ origin: string, outDir: string, routes: {name: string, path: string}[], chromePath: string, chromeArgs: string[] }} o
 * @returns {Promise<{ name: string, path: string, js: number, jsFiles: string[] }[]>}
 */
export async function wireSizes({ origin, outDir, routes, chromePath, chromeArgs }) {
  const gz = new Map()
  const size = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length)
    return gz.get(file)
  }
  const out = []
  await withPhoneChromium({ chromePath, chromeArgs }, async (newPhoneContext) => {
    for (const r of routes) {
      const context = await newPhoneContext('block')
      const page = await context.newPage()
      const files = new Set()
      page.on('request', (req) => {
        const u = new URL(req.url())
        if (u.origin === origin && req.resourceType() === 'script') files.add(u.pathname.replace(/^\//, ''))
      })
      await page.goto(origin + r.path, { waitUntil: 'networkidle' })
      await context.close()
      const jsFiles = [...files].sort()
      out.push({ name: r.name, path: r.path, jsFiles, js: jsFiles.reduce((n, f) => n + size(f), 0) })
    }
  })
  return out
}
