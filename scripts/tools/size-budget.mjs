#!/usr/bin/env node
// Size budgets on the build, both deterministic:
// - every borrower screen's start (the scripts its HTML names and their static imports, brotli as
//   nginx serves them) at most 39.1 KB beyond the floor page's, the same files counted
//   (scripts/tools/bench/attribution.mjs); the floor page is built here into the same output when
//   this build has none (scripts/tools/bench/floor), and each screen's table says which source
//   modules the bytes come from;
// - the initial JS of every prerendered public page within 103 KB gzip: its loader, the runtime it
//   fetches after the first paint, the page and their static imports, from the Vite manifest
//   (scripts/tools/bench/sizes.mjs). The public pages' entry also imports the full app dynamically
//   (only for unknown paths); that path is not part of a public page's start.
// Borrower screens' gzip figures (every script fetched before the network is idle) are printed
// against 150 KB as a reading. 1 KB = 1000 bytes.
//
//   node scripts/tools/size-budget.mjs [outDir] [--top N]     (default: dist, or $E2E_OUT_DIR)
import { existsSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import { BEYOND_FLOOR_BUDGET, measureStartBudget, printStart, startBudgetFailures } from './bench/attribution.mjs'
import { buildFloor, FLOOR_DIR } from './bench/ratios.mjs'
import { BORROWER_SCREENS } from './bench/routes.mjs'
import { BORROWER_JS_BUDGET, measureSizes, PUBLIC_JS_BUDGET } from './bench/sizes.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const args = process.argv.slice(2)
const topAt = args.indexOf('--top')
const top = topAt >= 0 ? Number(args.splice(topAt, 2)[1]) : 12
const outDir = resolve(args[0] ?? process.env.E2E_OUT_DIR ?? 'dist')

const kb = (n) => `${(n / 1000).toFixed(1)} KB`
const failures = []

let sizes
try {
  sizes = measureSizes(outDir)
} catch (e) {
  console.error(`size-budget: ${e.message} (npx vite build)`)
  process.exit(1)
}

// The floor of this very build: an app build empties the output, so a floor page older than the
// build's manifest cannot be there; one built after it is this build's.
const floorHtml = join(outDir, FLOOR_DIR, 'index.html')
if (!existsSync(floorHtml) || statSync(floorHtml).mtimeMs < statSync(join(outDir, '.vite/manifest.json')).mtimeMs) {
  const took = await buildFloor({ cwd: root, outDir })
  console.log(`size-budget: built the floor page into ${join(outDir, FLOOR_DIR)} in ${(took / 1000).toFixed(1)} s`)
}

const screens = BORROWER_SCREENS().map((s) => s.path.split('?')[0])
let start
try {
  start = measureStartBudget(outDir, screens, { root })
} catch (e) {
  console.error(`size-budget: ${e.message}`)
  process.exit(1)
}

printStart(start, { top, heading: ` (${outDir})` })
failures.push(...startBudgetFailures(start))

console.log(`\nInitial JS per page, gzip (${outDir})`)
console.log('\nPublic pages (prerendered; budget 103 KB):')
for (const r of sizes.public) {
  const over = r.js > PUBLIC_JS_BUDGET
  if (over) failures.push(`${r.path} ${kb(r.js)} of initial JS, gzip (budget ${kb(PUBLIC_JS_BUDGET)})`)
  console.log(`  ${over ? 'OVER' : 'ok  '} ${r.path.padEnd(16)} ${kb(r.js).padStart(9)}  (${r.jsFiles.length} files)`)
}

console.log('\nApp screens (full app; 150 KB, reported only; with field measurement on, and off as by default):')
for (const r of sizes.borrower) {
  console.log(
    `  ${r.js > BORROWER_JS_BUDGET ? 'OVER' : 'ok  '} ${r.name.padEnd(44)} ${kb(r.js).padStart(9)}  (${kb(r.js - r.vitalsJs)} off)`,
  )
}

if (failures.length) {
  console.error(`\nsize-budget: over budget:\n${failures.map((f) => `  ${f}`).join('\n')}`)
  process.exit(1)
}
console.log(
  `\nsize-budget: every borrower screen starts within ${kb(BEYOND_FLOOR_BUDGET)} brotli beyond the floor page, every public page within ${kb(PUBLIC_JS_BUDGET)} gzip`,
)
