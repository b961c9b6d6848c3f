// Initial JS and CSS per route, gzip level 9 of the built files (1 KB = 1000 bytes). The one
// reading of the build's sizes: scripts/tools/size-budget.mjs (every build) and scripts/tools/bench.mjs use it.
//   public pages   = prerender routes: the loader, the runtime it fetches after the first paint,
//                    the route's page source, with their static imports, and the service-worker
//                    registration chunk the runtime fetches once idle (APP_START_LAZY)
//   borrower pages = the app entry + a `features/*/pages/*` chunk the app imports dynamically
//                    + the chunks the app imports dynamically at every start (APP_START_LAZY):
//                    what a browser fetches before the network is idle, each URL once. The bench
//                    checks this reading against Chromium's own list of requests (bench/wire.mjs).
// CSS is the manifest `css` arrays over the same static import closure.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** Initial JS (gzip bytes) of every prerendered public page (103 KB; 100 KB before the landing's in-app-browser note and its register doubt). */
export const PUBLIC_JS_BUDGET = 103_000

/** Initial JS (gzip bytes) of every borrower screen: app entry + its page chunk. */
export const BORROWER_JS_BUDGET = 150_000

/**
 * Modules the app imports dynamically at every cold start, after the first answers:
 * workbox-window (service-worker registration, src/main.tsx; its ES2017 build, vite.config.ts). The outbox's runner and status line
 * load at start only on a device where something was once queued (src/outbox/ui/outboxOnDevice.ts), so a
 * cold start does not fetch them. A key missing from the build fails the measure, so a rename
 * cannot silently drop one from the count; the bench compares this reading with Chromium's.
 */
export const APP_START_LAZY = ['node_modules/workbox-window/build/workbox-window.prod.mjs']

/**
 * Field measurement: the app (not the public runtime) fetches web-vitals after the start
 * when the deployment sets vitalsUrl, as the sandbox's servers do; counted for borrower screens.
 */
export const APP_START_VITALS = ['src/vitals/fieldVitals.ts']

/** Same-origin scripts app.html names outside the Vite manifest (paths relative to outDir). */
function appShellScripts(outDir) {
  let html = ''
  try {
    html = readFileSync(join(outDir, 'app.html'), 'utf8')
  } catch {
    return []
  }
  return [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+\.js)"/g)].map((m) => m[1]).filter((f) => !f.startsWith('assets/'))
}

function readJson(outDir, file) {
  const path = join(outDir, file)
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch (e) {
    throw new Error(`cannot read ${path} (${e.code ?? e.message}); build first`)
  }
}

/**
 * @param {string} outDir
 * @returns {{ public: Row[], borrower: Row[] }} with Row = { name, path?, source, js, css, jsFiles, cssFiles }; a borrower
 *   row's `vitalsJs` is the part of `js` that field measurement adds when a deployment turns it on
 */
export function measureSizes(outDir) {
  const manifest = readJson(outDir, '.vite/manifest.json')
  const report = readJson(outDir, '.vite/prerender.json')

  /** Manifest keys a chunk needs at start: itself and its static imports, transitively. */
  const closure = (keys) => {
    const seen = new Set()
    const visit = (k) => {
      if (seen.has(k)) return
      if (!manifest[k]) throw new Error(`${k} is not in ${join(outDir, '.vite/manifest.json')}`)
      seen.add(k)
      for (const d of manifest[k].imports ?? []) visit(d)
    }
    keys.forEach(visit)
    return [...seen]
  }

  const cache = new Map()
  const gz = (file) => {
    if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length)
    return cache.get(file)
  }

  const measure = (keys) => {
    const chunks = closure(keys)
    const jsFiles = [...new Set(chunks.map((k) => manifest[k].file).filter((f) => f.endsWith('.js')))]
    const cssFiles = [...new Set(chunks.flatMap((k) => manifest[k].css ?? []))]
    const sum = (files) => files.reduce((n, f) => n + gz(f), 0)
    return { js: sum(jsFiles), css: sum(cssFiles), jsFiles, cssFiles }
  }

  const publicSources = new Set(report.routes.map((r) => r.source))
  const borrowerKeys = (manifest[report.appEntry].dynamicImports ?? [])
    .concat(closure([report.appEntry]).flatMap((k) => manifest[k].dynamicImports ?? []))
    .filter((k, i, all) => all.indexOf(k) === i && /^features\/[^/]+\/pages\//.test(k) && !publicSources.has(k))
    .sort()
  // By suffix too: a build whose node_modules resolve outside the root keys them by a relative path.
  const lazyKeys = (mods) => mods.map((m) => Object.keys(manifest).find((k) => k === m || k.endsWith(`/${m}`)) ?? m)
  const startLazy = lazyKeys(APP_START_LAZY)
  // Public pages register the service worker once idle, before the network is: its lazy chunk counts.
  const pub = report.routes.map((r) => ({
    name: r.path,
    path: r.path,
    source: r.source,
    ...measure([report.publicEntry, report.publicRuntime, r.source, ...(r.also ?? []), ...startLazy].filter(Boolean)),
  }))
  // Classic scripts the app shell loads beside the module graph (e.g. /boot-check.js, the floor check).
  const shellScripts = appShellScripts(outDir)
  const borrower = borrowerKeys.map((k) => {
    const m = measure([report.appEntry, k, ...startLazy, ...lazyKeys(APP_START_VITALS)])
    const extra = shellScripts.filter((f) => !m.jsFiles.includes(f))
    // What field measurement adds (off by default; on where a deployment sets vitalsUrl).
    const vitalsJs = m.js - measure([report.appEntry, k, ...startLazy]).js
    return {
      name: k.replace(/^features\//, '').replace(/\.tsx?$/, ''),
      source: k,
      ...m,
      js: m.js + extra.reduce((n, f) => n + gz(f), 0),
      jsFiles: [...m.jsFiles, ...extra],
      vitalsJs,
    }
  })

  return { public: pub, borrower }
}
