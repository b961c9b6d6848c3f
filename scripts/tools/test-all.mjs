#!/usr/bin/env node
// Runs every check: typecheck, lint, dead code (knip), layers and import cycles
// (dependency-cruiser), unit/component tests, build (with size budgets), e2e journeys.
// Ends with one plain line "N passed, N failed" counting unit and e2e tests together.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

const reportDir = '.test-report'
rmSync(reportDir, { recursive: true, force: true })
mkdirSync(reportDir, { recursive: true })

const only = process.argv.slice(2) // e.g. `npm test -- unit` runs just that step
const want = (step) => only.length === 0 || only.includes(step)
const failures = []
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

if (want('typecheck')) {
  run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'])
  run('typecheck-sw', 'npx', ['tsc', '--noEmit', '-p', 'sw/tsconfig.json'])
}
if (want('lint')) run('lint', 'npx', ['eslint', '.', '--max-warnings=0'])
// One formatting for every file Prettier reads (.prettierrc.json; `npm run format` applies it).
if (want('format')) run('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn'])
// Dead code and undeclared or unused dependencies (knip.jsonc), again in production mode (tests
// left out, so code only tests keep alive is reported), then the layers and import cycles
// (.dependency-cruiser.cjs).
if (want('knip')) {
  run('knip', 'npx', ['knip', '--no-progress'])
  run('knip-production', 'npx', ['knip', '--production', '--no-progress'])
}
if (want('deps')) run('deps', 'npm', ['run', '--silent', 'deps'])

if (want('unit')) {
  run('unit', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportDir}/vitest.json`])
  const v = readJson(`${reportDir}/vitest.json`)
  if (v) {
    passed += v.numPassedTests ?? 0
    failed += (v.numFailedTests ?? 0) + (v.numTotalTestSuites && v.success === false && !v.numFailedTests ? 1 : 0)
  } else failed += 1
}

if (want('e2e')) {
  if (run('build', 'npx', ['vite', 'build'])) {
    if (existsSync('scripts/tools/size-budget.mjs')) run('size-budget', 'node', ['scripts/tools/size-budget.mjs'])
    // The browser baseline: es-check es2020 --checkFeatures over dist/, dependencies included.
    run('baseline', 'node', ['scripts/tools/check-baseline.mjs'])
    const ok = run('e2e', 'npx', ['playwright', 'test'], { PW_JSON_OUTPUT: `${reportDir}/playwright.json` })
    const p = readJson(`${reportDir}/playwright.json`)
    if (p?.stats) {
      passed += (p.stats.expected ?? 0) + (p.stats.flaky ?? 0)
      // A run that failed without a failed test (a spec that cannot load, a server that did not
      // start) still counts as one failure, so the closing line never reads "0 failed" for it.
      failed += (p.stats.unexpected ?? 0) || (ok ? 0 : 1)
    } else failed += 1
  }
}

console.log('')
if (failures.length) console.log(`Failed steps: ${failures.join(', ')}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failures.length || failed ? 1 : 0)
