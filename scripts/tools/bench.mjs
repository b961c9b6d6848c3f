#!/usr/bin/env node
// Performance bench: builds the app and the floor page (scripts/tools/bench/floor), serves them with
// `vite preview` (sandbox lender API mounted, 127.0.0.1 only) and, in the same run, behind the
// production nginx configuration (dist/nginx.conf: TLS, HTTP/2, /api/ proxied to the preview's
// sandbox; scripts/tools/nginx.mjs), and measures
//   1. initial JS and CSS per route, gzip level 9 (1 KB = 1000 bytes), from the Vite manifest
//   2. Lighthouse 12, default mobile profile (simulated Slow 4G, CPU x4), performance only
//   3. Lighthouse on the public pages under simulated 3G (RTT 300 ms, 700 Kbps, CPU x4)
//   4. a repeat visit served by the service worker with the network off (Playwright)
//   5. borrower screens (issue 14): the JS Chromium really fetches before network idle (compared
//      with the graph reading of 1), Lighthouse 3G (simulated, and under Chrome's own emulation),
//      and a repeat visit on 3G with the worker warm
//   6. Lighthouse 2, 3 and 5 again through nginx, and every main borrower screen's LCP as a ratio
//      to the floor page's (issue 25), per profile and server (scripts/tools/bench/ratios.mjs)
// Lighthouse figures are per-metric medians over the successful runs (each metric, the score
// included, is the median of its own values, so they may come from different runs).
// Prints one table, writes bench-results/bench-<timestamp>.json and bench-results/latest.json,
// then checks the budgets below.
//
//   node scripts/tools/bench.mjs [outDir] [--runs N] [--quick] [--only sizes|wire|lighthouse|offline|repeat3g[,..]]
//                          [--no-build] [--out-dir DIR] [--port N] [--servers preview,nginx]
//                          [--pages all|borrower]
//   env: BENCH_OUT_DIR (default dist), BENCH_PORT (default 4390), BENCH_NGINX_PORT (https, 8444),
//        BENCH_NGINX_HTTP_PORT (8084), CHROMIUM_PATH (/usr/bin/chromium), NGINX_PATH (/usr/sbin/nginx)
//
// Exit: 0 all budgets met, 1 a budget failed, 2 the bench itself could not run, 130 interrupted.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { ensureBenchTools, lighthouseRoutes, median, MOBILE_3G, MOBILE_3G_DEVTOOLS, MOBILE_DEFAULT } from './bench/lighthouse.mjs'
import { offlineRepeat } from './bench/offline.mjs'
import { wireSizes } from './bench/wire.mjs'
import { build, freePort, onCleanup, runCleanup, startPreview } from './bench/server.mjs'
import { buildFloor, FLOOR_DIR, floorRoute, printRatios, RATIO_BUDGET, ratioRows } from './bench/ratios.mjs'
import { printLighthouse, printOffline, printSizes, printWire } from './bench/print.mjs'
import { startNginx } from './nginx.mjs'
import { measureSizes } from './bench/sizes.mjs'
import { BUDGETS, checkBudgets } from './bench/budgets.mjs'

// ---------------------------------------------------------------------------------------------
// What is measured
// ---------------------------------------------------------------------------------------------
// Borrower screens open as the app's WebView opens them: with the shell's session parameters (without
// a session there is no borrower, so no last-known copy is kept).
const SESSION = 'session_id=bench-session&device_id=bench-device&app_version=3.2.0'
const ORDER = `productId=P1002&orderId=ORD174001&${SESSION}` // order in status 174, isDelay 1
const LOAN_DETAIL = `/loanDetail?${ORDER}`
/** The floor page asks for /loanDetail's order with the same parameters. */
const FLOOR = floorRoute(ORDER)
const LIGHTHOUSE_ROUTES = [
  { path: '/', kind: 'public' },
  { path: '/Policy', kind: 'public' },
  // A campaign link as visitors get it: without ?id the landing can only say the link is invalid.
  { path: '/promotion?id=1001&utm_tag=bench', kind: 'public' },
  ...BORROWER_SCREENS(),
]
/** The borrower screens of issue 14, with the page chunk each one loads. */
function BORROWER_SCREENS() {
  return [
    { path: LOAN_DETAIL, kind: 'borrower', chunk: 'order/pages/LoanDetail' },
    { path: `/repay?productId=P1003&orderId=ORD174002&${SESSION}`, kind: 'borrower', chunk: 'repayment/pages/Repay' },
    { path: `/repayDelay?productId=P1002&orderId=ORD174001&${SESSION}`, kind: 'borrower', chunk: 'repayment/pages/RepayDelay' },
    { path: `/complaint?${SESSION}`, kind: 'borrower', chunk: 'complaints/pages/ComplaintStart' },
    { path: `/loanConfirm?productId=P1002&${SESSION}`, kind: 'borrower', chunk: 'loan/pages/LoanConfirm' },
  ]
}
const OFFLINE_TARGETS = [
  { path: '/', kind: 'public' },
  { path: '/Policy', kind: 'public' },
  // Opened before, then offline: the last-known copy (issue 14) must be on screen.
  ...BORROWER_SCREENS().filter((r) => r.chunk !== 'loan/pages/LoanConfirm' && r.chunk !== 'complaints/pages/ComplaintStart'),
]
const SECTIONS = ['sizes', 'wire', 'lighthouse', 'offline', 'repeat3g']
const SERVERS = ['preview', 'nginx']

const CHROMIUM_ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic']
/** Lighthouse's Chromium also opens nginx's self-signed https origin. */
const LIGHTHOUSE_ARGS = [...CHROMIUM_ARGS, '--ignore-certificate-errors']

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const log = (s) => process.stderr.write(`${s}\n`)

function usage(code) {
  log(`usage: node scripts/tools/bench.mjs [outDir] [--runs N] [--quick] [--only ${SECTIONS.join('|')}[,...]] [--no-build] [--out-dir DIR] [--port N] [--servers ${SERVERS.join(',')}] [--pages all|borrower]`)
  process.exit(code)
}

function options() {
  let parsed
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        runs: { type: 'string' },
        quick: { type: 'boolean', default: false },
        only: { type: 'string' },
        'no-build': { type: 'boolean', default: false },
        'out-dir': { type: 'string' },
        port: { type: 'string' },
        servers: { type: 'string' },
        pages: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    })
  } catch (e) {
    log(`bench: ${e.message}`)
    usage(2)
  }
  const { values: v, positionals } = parsed
  if (v.help) usage(0)
  const runs = v.runs !== undefined ? Number(v.runs) : v.quick ? 1 : 3
  if (!Number.isInteger(runs) || runs < 1) {
    log(`bench: --runs must be a positive integer (got ${v.runs})`)
    usage(2)
  }
  const only = v.only ? v.only.split(',').map((s) => s.trim()) : SECTIONS
  const unknown = only.filter((s) => !SECTIONS.includes(s))
  if (unknown.length) {
    log(`bench: unknown --only ${unknown.join(',')}`)
    usage(2)
  }
  const servers = v.servers ? v.servers.split(',').map((s) => s.trim()) : SERVERS
  if (!servers.length || servers.some((s) => !SERVERS.includes(s))) {
    log(`bench: --servers takes ${SERVERS.join(',')} (got ${v.servers})`)
    usage(2)
  }
  if (v.pages && !['all', 'borrower'].includes(v.pages)) {
    log(`bench: --pages takes all or borrower (got ${v.pages})`)
    usage(2)
  }
  const port = Number(v.port ?? process.env.BENCH_PORT ?? 4390)
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    log(`bench: bad port ${v.port ?? process.env.BENCH_PORT}`)
    usage(2)
  }
  return {
    outDir: v['out-dir'] ?? positionals[0] ?? process.env.BENCH_OUT_DIR ?? 'dist',
    build: !v['no-build'],
    runs,
    quick: v.quick,
    only,
    port,
    servers,
    // --pages borrower: Lighthouse on the borrower screens and the floor only (the ratio rows).
    borrowerOnly: v.pages === 'borrower',
    nginxPort: Number(process.env.BENCH_NGINX_PORT ?? 8444),
    nginxHttpPort: Number(process.env.BENCH_NGINX_HTTP_PORT ?? 8084),
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  }
}

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
  const needsServer = wants('lighthouse') || wants('offline') || wants('wire') || wants('repeat3g')
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
    wire: null,
    repeat3g: null,
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

  if (wants('sizes')) result.sizes = measureSizes(outDir)

  if (needsServer) {
    const port = await freePort(opt.port)
    if (port !== opt.port) log(`bench: port ${opt.port} is busy, using ${port}`)
    log(`bench: starting vite preview on 127.0.0.1:${port} ...`)
    const server = await startPreview({ cwd: root, outDir, port })
    result.origin = server.origin
    try {
      if (wants('wire')) {
        const graph = measureSizes(outDir).borrower
        const rows = await wireSizes({ origin: server.origin, outDir, routes: BORROWER_SCREENS().map((r) => ({ name: r.chunk, path: r.path })), chromePath: opt.chromePath, chromeArgs: CHROMIUM_ARGS })
        result.wire = rows.map((r) => {
          const g = graph.find((x) => x.name === r.name)
          return { ...r, graphJs: g?.js ?? null, missing: r.jsFiles.filter((f) => !g?.jsFiles.includes(f)) }
        })
      }
      if (wants('lighthouse')) {
        const origins = []
        if (opt.servers.includes('preview')) origins.push(['preview', server.origin])
        if (opt.servers.includes('nginx')) {
          const ports = { httpsPort: await freePort(opt.nginxPort), httpPort: await freePort(opt.nginxHttpPort) }
          log(`bench: starting nginx on 127.0.0.1:${ports.httpsPort} (TLS, HTTP/2) ...`)
          const nginx = await startNginx({ outDir, upstream: `${server.origin}/api/`, ...ports, log })
          onCleanup(nginx.stop)
          result.nginxOrigin = nginx.origin
          origins.push(['nginx', nginx.origin])
        }
        const routes = [...LIGHTHOUSE_ROUTES.filter((r) => !opt.borrowerOnly || r.kind === 'borrower'), FLOOR]
        const sets = []
        for (const [name, origin] of origins) {
          const common = { origin, runs: opt.runs, chromePath: opt.chromePath, chromeFlags: LIGHTHOUSE_ARGS, log }
          const set = { mobile: await lighthouseRoutes({ ...common, routes, profile: MOBILE_DEFAULT }) }
          sets.push({ server: name, profile: 'mobile', rows: set.mobile })
          if (!opt.quick) {
            set.threeG = await lighthouseRoutes({ ...common, routes, profile: MOBILE_3G })
            set.threeGDevtools = await lighthouseRoutes({ ...common, routes: [...BORROWER_SCREENS(), FLOOR], profile: MOBILE_3G_DEVTOOLS })
            sets.push({ server: name, profile: '3g', rows: set.threeG }, { server: name, profile: '3g-devtools', rows: set.threeGDevtools })
          }
          result[name === 'preview' ? 'lighthouse' : 'nginx'] = set
        }
        result.ratios = ratioRows(sets)
      }
      if (wants('offline')) {
        const rows = await offlineRepeat({ origin: server.origin, targets: OFFLINE_TARGETS, warmPath: LOAN_DETAIL, runs: opt.runs, chromePath: opt.chromePath, chromeArgs: CHROMIUM_ARGS, log })
        for (const r of rows) r.median = { loadMs: median(r.runs.map((x) => x.loadMs)), h1Ms: median(r.runs.map((x) => x.h1Ms)), contentMs: median(r.runs.map((x) => x.contentMs)) }
        result.offline = rows
      }
      if (wants('repeat3g')) {
        const targets = BORROWER_SCREENS().map(({ path, kind }) => ({ path, kind }))
        const rows = await offlineRepeat({ origin: server.origin, targets, warmPath: LOAN_DETAIL, runs: opt.runs, chromePath: opt.chromePath, chromeArgs: CHROMIUM_ARGS, log, mode: '3g' })
        for (const r of rows) r.median = { loadMs: median(r.runs.map((x) => x.loadMs)), h1Ms: median(r.runs.map((x) => x.h1Ms)), contentMs: median(r.runs.map((x) => x.contentMs)) }
        result.repeat3g = rows
      }
    } finally {
      await server.stop()
    }
  }

  // Output.
  console.log(`\nbench ${startedAt.toISOString()}  ${outDir}  runs: ${opt.runs}${opt.quick ? ' (quick)' : ''}  Lighthouse figures: per-metric medians`)
  if (result.sizes) printSizes(result.sizes)
  if (result.wire) printWire(result.wire)
  for (const [set, on] of [
    [result.lighthouse, 'vite preview, HTTP/1.1'],
    [result.nginx, 'nginx, TLS + HTTP/2'],
  ]) {
    if (set?.mobile) printLighthouse(`Lighthouse 12, default mobile (simulated Slow 4G: RTT 150 ms, 1.6 Mbps, CPU x4), performance; ${on}`, set.mobile)
    if (set?.threeG) printLighthouse(`Lighthouse 12, mobile 3G cold start (simulated: RTT 300 ms, 700 Kbps, CPU x4); ${on}`, set.threeG)
    if (set?.threeGDevtools) printLighthouse(`Lighthouse 12, 3G cold start under Chrome's own emulation (devtools: 300 ms per request, 700 Kbps, CPU x4); ${on}`, set.threeGDevtools)
  }
  if ((result.lighthouse || result.nginx) && opt.quick) console.log('\nLighthouse 3G: skipped (--quick)')
  if (result.ratios) printRatios(result.ratios)
  if (result.offline) printOffline(result.offline)
  if (result.repeat3g) printOffline(result.repeat3g, 'Repeat visit, service worker warm, 3G (RTT 300 ms, 700 Kbps, CPU x4; median of reloads; ms from navigation start)')

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
