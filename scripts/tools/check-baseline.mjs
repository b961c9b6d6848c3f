#!/usr/bin/env node
// The browser baseline on the build: every script in dist/, dependencies included, must
// run on Android System WebView / Chrome 80 and iOS 14 WKWebView (docs/browsers.md).
//
// 1. es-check es2020 --checkFeatures: syntax and built-ins (Object.hasOwn, replaceAll, at,
//    structuredClone, Promise.any, ...) newer than ES2020, which Chrome 80 has in full.
//    Ignored: WeakRef. reselect (inside Redux Toolkit) reads it only behind `typeof WeakRef`,
//    with a strong-reference fallback; our own code is linted for it by eslint-plugin-compat.
// 2. The "update your browser" fallback script (public/boot-check.js) must parse as ES5: it is
//    what a phone far below the baseline runs.
// 3. RegExp lookbehind `(?<=` / `(?<!`: ES2018, so es-check passes it, but iOS before 16.4 throws
//    a SyntaxError on the whole file.
//
//   node scripts/tools/check-baseline.mjs [outDir]      (default: dist, or $E2E_OUT_DIR)
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const outDir = process.argv[2] ?? process.env.E2E_OUT_DIR ?? 'dist'
if (!existsSync(join(outDir, 'index.html'))) {
  console.error(`check-baseline: no build in ${outDir} (npx vite build)`)
  process.exit(1)
}

// es-check's command line, found through its package (lib/index.js -> lib/cli/index.js).
const esCheckCli = join(dirname(fileURLToPath(import.meta.resolve('es-check'))), 'cli/index.js')
const esCheck = (args) => {
  console.log(`$ es-check ${args.join(' ')}`)
  const r = spawnSync(process.execPath, [esCheckCli, ...args], { stdio: 'inherit' })
  return r.status === 0
}

const failures = []
if (!esCheck(['es2020', `${outDir}/**/*.js`, '--module', '--checkFeatures', '--ignore=WeakRef'])) failures.push('es2020 built-ins')
if (!esCheck(['es5', `${outDir}/boot-check.js`, '--checkFeatures'])) failures.push('boot-check.js is not ES5')

const files = (dir) => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]))
const lookbehind = files(outDir).filter((f) => f.endsWith('.js') && /\(\?<[=!]/.test(readFileSync(f, 'utf8')))
if (lookbehind.length) {
  console.error(`RegExp lookbehind (a SyntaxError before iOS 16.4) in: ${lookbehind.join(', ')}`)
  failures.push('regexp lookbehind')
} else console.log('no RegExp lookbehind in the build')

if (failures.length) {
  console.error(`check-baseline: FAIL (${failures.join('; ')})`)
  process.exit(1)
}
console.log(`check-baseline: ${outDir} runs on the baseline (Chrome 80 / iOS 14)`)
