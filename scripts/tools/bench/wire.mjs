// What a browser really downloads at start: every script requested before the network goes idle
// (each URL once), per route, in a fresh Chromium context with the service worker blocked (a cold
// visit). Sizes are gzip -9 of the built files, like sizes.mjs, so the two can be compared file by
// file. Used by scripts/tools/bench.mjs to check that the graph reading (sizes.mjs) counts the same files.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { onCleanup } from './server.mjs'

/** The phone of the e2e journeys (playwright.config.ts). */
const phone = JSON.parse(readFileSync(new URL('../../../e2e/phone.json', import.meta.url), 'utf8'))

/**
 * @param {{ origin: string, outDir: string, routes: {name: string, path: string}[], chromePath: string, chromeArgs: string[] }} o
 * @returns {Promise<{ name: string, path: string, js: number, jsFiles: string[] }[]>}
 */
export async function wireSizes({ origin, outDir, routes, chromePath, chromeArgs }) {
  const { chromium, devices } = await import('@playwright/test')
  const browser = await chromium.launch({ executablePath: chromePath, headless: true, args: chromeArgs })
  const off = onCleanup(() => browser.close())
  const gz = new Map()
  const size = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length)
    return gz.get(file)
  }
  const out = []
  try {
    for (const r of routes) {
      const context = await browser.newContext({ ...devices[phone.device], ...phone.context, serviceWorkers: 'block' })
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
  } finally {
    off()
    await browser.close().catch(() => undefined)
  }
  return out
}
