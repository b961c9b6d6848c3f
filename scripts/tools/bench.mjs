#!/usr/bin/env node
// Performance bench: builds the app and the floor page (scripts/tools/bench/floor), serves them with
// `vite preview` (sandbox lender API mounted, 127.0.0.1 only) and, in the same run, behind the
// production nginx configuration (dist/nginx.conf: TLS, HTTP/2, /api/ proxied to the preview's
// sandbox; scripts/tools/nginx.mjs), and measures
//   1. initial JS and CSS per route, gzip level 9 (1 KB = 1000 bytes), from the Vite manifest
//   2. Lighthouse 12, default mobile profile (simulated Slow 4G, CPU x4), performance only
//   3. Lighthouse on the public pages under simulated 3G (RTT 300 ms, 700 Kbps, CPU x4)
//   4. a repeat visit served by the service worker with the network off (Playwright)
//   5. borrower screens: the JS Chromium really fetches before network idle (compared
//      with the graph reading of 1), Lighthouse 3G (simulated, and under Chrome's own emulation),
//      and a repeat visit on 3G with the worker warm
//   6. Lighthouse 2, 3 and 5 again through nginx, and every main borrower screen's LCP as a ratio
//      to the floor page's, per profile and server (scripts/tools/bench/ratios.mjs)
//   7. the start's main thread at CPU x4 beside the floor page's: long tasks before the first
//      content, and what ran by source module (scripts/tools/bench/longTasks.mjs), unthrottled,
//      under Chrome's Slow 3G emulation, and on nginx behind a connection-level 3G link
//      (scripts/tools/bench/shape.mjs) with LCP and TBT as ratios to the floor
// Lighthouse figures are per-metric medians over the successful runs (each metric, the score
// included, is the median of its own values, so they may come from different runs).
// Prints one table, writes bench-results/bench-<timestamp>.json and bench-results/latest.json,
// then checks the budgets below.
//
//   node scripts/tools/bench.mjs [outDir] [--runs N] [--quick] [--only sizes|wire|longtasks|lighthouse|offline|repeat3g[,..]]
//                          [--no-build] [--out-dir DIR] [--port N] [--servers preview,nginx]
//                          [--pages all|borrower] [--networks none,3g,tcp]
//   env: BENCH_OUT_DIR (default dist), BENCH_PORT (default 4390), BENCH_NGINX_PORT (https, 8444),
//        BENCH_NGINX_HTTP_PORT (8084), CHROMIUM_PATH (/usr/bin/chromium), NGINX_PATH (/usr/sbin/nginx)
//
// Exit: 0 all budgets met, 1 a budget failed, 2 the bench itself could not run, 130 interrupted.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import { measureStartBudget, printStart, startSummary } from './bench/attribution.mjs'
import { BUDGETS, checkBudgets } from './bench/budgets.mjs'
import { ensureBenchTools } from './bench/lighthouse.mjs'
import { longTaskReading, printLongTasks } from './bench/longTasks.mjs'
import { options } from './bench/options.mjs'
import { lighthousePhase, repeatPhase, wirePhase } from './bench/phases.mjs'
import { printReport } from './bench/print.mjs'
import { buildFloor, FLOOR_DIR, RATIO_BUDGET } from './bench/ratios.mjs'
import { BORROWER_SCREENS, CHROMIUM_ARGS, FLOOR, OFFLINE_TARGETS } from './bench/routes.mjs'
import { build, freePort, onCleanup, runCleanup, startPreview } from './bench/server.mjs'
import { startShaping } from './bench/shape.mjs'
import { measureSizes } from './bench/sizes.mjs'
import { startNginx } from './nginx.mjs'

// What is measured (the routes, the borrower screens, the repeat-visit targets): bench/routes.mjs.
// The command line: bench/options.mjs. The measurements against the preview: bench/phases.mjs.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
// Source maps name modules from where the build was made (`dist` at the project's root): read from
// the build's parent, a copy (`--no-build /tmp/dist-x`) says src/..., not tmp/src/....
const namesRoot = (outDir) => dirname(outDir)
const log = (s) => process.stderr.write(`${s}\n`)

function tryExec(cmd, args) {
  try {
    return execFileSync(cmd, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 15_000 }).trim()
  } catch {
    return null
  }
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------
async function main() {
  const opt = options()
  const t0 = Date.now()
  const startedAt = new Date(t0)
  const outDir = resolve(root, opt.outDir)
  const wants = (s) => opt.only.includes(s)
  const needsServer = wants('lighthouse') || wants('offline') || wants('wire') || wants('repeat3g') || wants('longtasks')
  // Before the build, so a failed install stops the bench at once (exit 2), not mid-way.
  if (wants('lighthouse')) ensureBenchTools()
  const result = {
    startedAt: startedAt.toISOString(),
    options: { ...opt, outDir },
    medians: 'per-metric median over the successful runs',
    environment: {
      node: process.version,
      chromium: needsServer ? tryExec(opt.chromePath, ['--version']) : null,
      git: tryExec('git', ['rev-parse', '--short', 'HEAD']),
      gitDirty: (tryExec('git', ['status', '--porcelain']) ?? '') !== '',
      cpus: (await import('node:os')).cpus().length,
    },
    budgets: { ...BUDGETS, ratios: RATIO_BUDGET },
    sizes: null,
    start: null,
    wire: null,
    repeat3g: null,
    longTasks: null,
    lighthouse: null,
    nginx: null,
    ratios: null,
    offline: null,
  }
  if (needsServer && !existsSync(opt.chromePath)) throw new Error(`Chromium not found at ${opt.chromePath} (set CHROMIUM_PATH)`)

  if (opt.build) {
    log(`bench: building into ${outDir} ...`)
    const took = await build({ cwd: root, outDir })
    const floorTook = await buildFloor({ cwd: root, outDir })
    log(`bench: built in ${(took / 1000).toFixed(1)} s, the floor page in ${(floorTook / 1000).toFixed(1)} s`)
    result.buildMs = took
  } else if (!existsSync(join(outDir, '.vite/manifest.json'))) {
    throw new Error(`--no-build: no build in ${outDir} (missing .vite/manifest.json)`)
  } else if (!existsSync(join(outDir, FLOOR_DIR, 'index.html'))) await buildFloor({ cwd: root, outDir })

  if (wants('sizes')) {
    result.sizes = measureSizes(outDir)
    // The start by source module, beside the floor's (the budget npm test enforces, read here too).
    const start = measureStartBudget(
      outDir,
      BORROWER_SCREENS().map((s) => s.path.split('?')[0]),
      { root: namesRoot(outDir) },
    )
    printStart(start, { top: 15 })
    result.start = startSummary(start)
  }

  if (needsServer) {
    const port = await freePort(opt.port)
    if (port !== opt.port) log(`bench: port ${opt.port} is busy, using ${port}`)
    log(`bench: starting vite preview on 127.0.0.1:${port} ...`)
    const server = await startPreview({ cwd: root, outDir, port })
    result.origin = server.origin
    try {
      const at = { opt, origin: server.origin, outDir, log }
      if (wants('wire')) result.wire = await wirePhase(at)
      if (wants('longtasks')) {
        // With nginx: the same reading as deployed (TLS, HTTP/2) behind a connection-level 3G link.
        const origins = {}
        if (opt.servers.includes('nginx')) {
          const ports = { httpsPort: await freePort(opt.nginxPort), httpPort: await freePort(opt.nginxHttpPort) }
          const nginx = await startNginx({ outDir, upstream: `${server.origin}/api/`, ...ports, log })
          onCleanup(nginx.stop)
          const shaping = await startShaping({ port: await freePort(port + 1), target: { host: '127.0.0.1', port: ports.httpsPort } })
          onCleanup(shaping.stop)
          origins.tcp = `https://127.0.0.1:${shaping.port}`
          log(`bench: connection-level 3G in front of nginx at ${origins.tcp}`)
        }
        result.longTasks = await longTaskReading({
          origin: server.origin,
          origins,
          networks: opt.networks.filter((n) => n !== 'tcp' || origins.tcp),
          outDir,
          root: namesRoot(outDir),
          routes: [...BORROWER_SCREENS(), FLOOR],
          runs: opt.runs,
          chromePath: opt.chromePath,
          chromeArgs: CHROMIUM_ARGS,
          log,
        })
      }
      if (wants('lighthouse')) Object.assign(result, await lighthousePhase(at))
      if (wants('offline')) result.offline = await repeatPhase({ ...at, targets: OFFLINE_TARGETS, mode: 'offline' })
      if (wants('repeat3g'))
        result.repeat3g = await repeatPhase({ ...at, targets: BORROWER_SCREENS().map(({ path, kind }) => ({ path, kind })), mode: '3g' })
    } finally {
      await server.stop()
    }
  }

  // Output.
  printReport(result, { opt, startedAt, outDir })
  printLongTasks(result.longTasks)

  const fails = checkBudgets(result)
  result.budgetFailures = fails.map((f) => `${f.what} ${f.value} ${f.op} ${f.limit}`)
  result.findings = [
    ...(result.repeat3g ?? []).filter((r) => r.error || r.finding).map((r) => `repeat 3G ${r.kind} ${r.path}: ${r.error ?? r.finding}`),
    ...(result.offline ?? []).filter((r) => r.error || r.finding).map((r) => `offline ${r.kind} ${r.path}: ${r.error ?? r.finding}`),
    ...[...Object.values(result.lighthouse ?? {}), ...Object.values(result.nginx ?? {})]
      .flat()
      .filter((r) => r.errors.length)
      .map((r) => `lighthouse ${r.path}: ${r.errors.length}/${r.runs} runs failed: ${[...new Set(r.errors)].join('; ')}`),
  ]
  result.finishedAt = new Date().toISOString()
  result.durationMs = Date.now() - t0

  const dir = join(root, 'bench-results')
  mkdirSync(dir, { recursive: true })
  const stamp = startedAt.toISOString().replace(/[:.]/g, '-')
  const json = JSON.stringify(result, null, 2) + '\n'
  writeFileSync(join(dir, `bench-${stamp}.json`), json)
  writeFileSync(join(dir, 'latest.json'), json)

  console.log(`\nbench: ${(result.durationMs / 1000).toFixed(0)} s; results in bench-results/bench-${stamp}.json (and latest.json)`)
  for (const f of result.findings) console.log(`FINDING: ${f}`)
  if (fails.length) {
    for (const f of result.budgetFailures) console.log(`BUDGET FAIL: ${f}`)
    return 1
  }
  console.log('bench: all budgets met')
  return 0
}

let interrupted = false
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    if (interrupted) return
    interrupted = true
    log(`\nbench: ${sig}, cleaning up ...`)
    void runCleanup().finally(() => process.exit(130))
  })
}

main()
  .then(async (code) => {
    await runCleanup()
    process.exit(code)
  })
  .catch(async (e) => {
    log(`bench: error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`)
    await runCleanup()
    process.exit(2)
  })
