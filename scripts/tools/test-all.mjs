#!/usr/bin/env node
// Runs every check: typecheck, lint, dead code (knip), layers and import cycles
// (dependency-cruiser), unit/component tests, build (with size budgets), e2e journeys.
// Ends with one plain line "N passed, N failed" counting unit and e2e tests together.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'

import { playwrightFailures, vitestFailures } from './testReport.mjs'

const reportDir = '.test-report'
rmSync(reportDir, { recursive: true, force: true })
mkdirSync(reportDir, { recursive: true })

const only = process.argv.slice(2) // e.g. `npm test -- unit` runs just that step
const want = (step) => only.length === 0 || only.includes(step)
const failures = []
// Failed tests and flaky rows by name, printed again at the end (./testReport.mjs).
const failedTests = []
const flakyRows = []
let passed = 0
let failed = 0

function run(step, cmd, args, env = {}) {
  console.log(`\n=== ${step}: ${cmd} ${args.join(' ')}`)
  const started = Date.now()
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  console.log(`=== ${step}: ${r.status === 0 ? 'ok' : `failed (exit ${r.status})`} in ${Math.round((Date.now() - started) / 1000)} s`)
  if (r.status !== 0) failures.push(step)
  return r.status === 0
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

// Each step is the npm script of the same name (package.json), so `npm run X` and `npm test` check alike.
const npmRun = (step, script, args = [], env = {}) =>
  run(step, 'npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], env)

// The app's project and the service worker's (sw/tsconfig.json, its own lib): both in `npm run typecheck`.
if (want('typecheck')) npmRun('typecheck', 'typecheck')
if (want('lint')) npmRun('lint', 'lint')
// One formatting for every file Prettier reads (.prettierrc.json; `npm run format` applies it).
if (want('format')) npmRun('format', 'format:check')
// Dead code and undeclared or unused dependencies (knip.jsonc), again in production mode (tests
// left out, so code only tests keep alive is reported), then the layers and import cycles
// (.dependency-cruiser.cjs).
if (want('knip')) {
  npmRun('knip', 'knip')
  npmRun('knip-production', 'knip:production')
}
if (want('deps')) npmRun('deps', 'deps')

if (want('unit')) {
  npmRun('unit', 'test:unit', ['--reporter=default', '--reporter=json', `--outputFile.json=${reportDir}/vitest.json`])
  const v = readJson(`${reportDir}/vitest.json`)
  if (v) {
    passed += v.numPassedTests ?? 0
    failed += (v.numFailedTests ?? 0) + (v.numTotalTestSuites && v.success === false && !v.numFailedTests ? 1 : 0)
    failedTests.push(...vitestFailures(v).map((f) => `unit: ${f}`))
  } else failed += 1
}

if (want('e2e')) {
  if (npmRun('build', 'build')) {
    npmRun('size-budget', 'check:size')
    // The browser baseline: es-check es2020 --checkFeatures over dist/, dependencies included.
    npmRun('baseline', 'check:baseline')
    const ok = npmRun('e2e', 'e2e', [], { PW_JSON_OUTPUT: `${reportDir}/playwright.json` })
    const p = readJson(`${reportDir}/playwright.json`)
    if (p?.stats) {
      passed += (p.stats.expected ?? 0) + (p.stats.flaky ?? 0)
      // A run that failed without a failed test (a spec that cannot load, a server that did not
      // start) still counts as one failure, so the closing line never reads "0 failed" for it.
      failed += (p.stats.unexpected ?? 0) || (ok ? 0 : 1)
      const rows = playwrightFailures(p)
      failedTests.push(...rows.failed.map((f) => `e2e: ${f}`))
      flakyRows.push(...rows.flaky)
    } else failed += 1
  }
}

console.log('')
if (flakyRows.length) console.log(`Flaky rows (passed on a retry):\n${flakyRows.map((r) => `  ${r}`).join('\n')}`)
if (failedTests.length) console.log(`Failed tests:\n${failedTests.map((r) => `  ${r}`).join('\n')}`)
if (failures.length) console.log(`Failed steps: ${failures.join(', ')}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failures.length || failed ? 1 : 0)
