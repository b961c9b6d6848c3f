#!/usr/bin/env node
// Performance bench: builds the app, serves it with `vite preview` (sandbox lender API mounted,
// 127.0.0.1 only) and measures
//   1. initial JS and CSS per route, gzip level 9 (1 KB = 1000 bytes), from the Vite manifest
//   2. Lighthouse 12, default mobile profile (simulated Slow 4G, CPU x4), performance only
//   3. Lighthouse on the public pages under simulated 3G (RTT 300 ms, 700 Kbps, CPU x4)
//   4. a repeat visit served by the service worker with the network off (Playwright)
//   5. borrower screens (issue 14): the JS Chromium really fetches before network idle (compared
//      with the graph reading of 1), Lighthouse 3G (simulated, and under Chrome's own emulation,
//      reported only), and a repeat visit on 3G with the worker warm
// Lighthouse figures are per-metric medians over the successful runs (each metric, the score
// included, is the median of its own values, so they may come from different runs).
// Prints one table, writes bench-results/bench-<timestamp>.json and bench-results/latest.json,
// then checks the budgets below.
//
//   node scripts/bench.mjs [outDir] [--runs N] [--quick] [--only sizes|wire|lighthouse|offline|repeat3g[,..]]
//                          [--no-build] [--out-dir DIR] [--port N]
//   env: BENCH_OUT_DIR (default dist), BENCH_PORT (default 4390), CHROMIUM_PATH (/usr/bin/chromium)
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
import { build, freePort, runCleanup, startPreview } from './bench/server.mjs'
import { BORROWER_JS_BUDGET, PUBLIC_JS_BUDGET, measureSizes } from './bench/sizes.mjs'
import { cls, kb, ms, score, table } from './bench/table.mjs'

// ---------------------------------------------------------------------------------------------
// Budgets (the bench exits 1 when any is exceeded)
// ---------------------------------------------------------------------------------------------
/** Initial JS (gzip, bytes): public pages and borrower screens (shared with scripts/size-budget.mjs). */
const BUDGET_PUBLIC_INITIAL_JS = PUBLIC_JS_BUDGET
const BUDGET_BORROWER_INITIAL_JS = BORROWER_JS_BUDGET
/** Lighthouse performance score (0-100), default mobile, every measured route. */
const BUDGET_LH_SCORE_MIN = 95
/** Lighthouse performance score (0-100), default mobile, public pages. */
const BUDGET_LH_SCORE_PUBLIC = 100
/** Largest Contentful Paint (ms), default mobile, every measured route. */
const BUDGET_LCP_MS = 2000
/** Cumulative Layout Shift, default mobile, every measured route. */
const BUDGET_CLS = 0.05
/** Total Blocking Time (ms), default mobile, every measured route. */
const BUDGET_TBT_MS = 150
/** Largest Contentful Paint (ms) of the public pages under simulated 3G. */
const BUDGET_LCP_3G_PUBLIC_MS = 2500
/** Borrower screens (issue 14): TBT on default mobile, first paint and LCP on a 3G cold start. */
const BUDGET_TBT_BORROWER_MS = 100
const BUDGET_FCP_3G_BORROWER_MS = 1500
const BUDGET_LCP_3G_BORROWER_MS = 3000
/** Borrower screens: content on screen on a repeat visit (worker warm) on 3G, and offline once opened. */
const BUDGET_REPEAT_3G_CONTENT_MS = 1000
const BUDGET_OFFLINE_CONTENT_MS = 1000

// ---------------------------------------------------------------------------------------------
// What is measured
// ---------------------------------------------------------------------------------------------
// Borrower screens open as the app's WebView opens them: with the shell's session parameters (without
// a session there is no borrower, so no last-known copy is kept).
const SESSION = 'session_id=bench-session&device_id=bench-device&app_version=3.2.0'
const LOAN_DETAIL = `/loanDetail?productId=P1002&orderId=ORD174001&${SESSION}` // order in status 174, isDelay 1
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

const CHROMIUM_ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic']

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const log = (s) => process.stderr.write(`${s}\n`)

function usage(code) {
  log(`usage: node scripts/bench.mjs [outDir] [--runs N] [--quick] [--only ${SECTIONS.join('|')}[,...]] [--no-build] [--out-dir DIR] [--port N]`)
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
// Budgets check
// ---------------------------------------------------------------------------------------------
function checkBudgets(result) {
  const fails = []
  const fail = (what, value, op, limit) => fails.push({ what, value, op, limit })
  const fmt = (n, unit = '') => (typeof n === 'number' ? `${Number.isInteger(n) ? n : Math.round(n * 1000) / 1000}${unit}` : 'n/a')

  if (result.sizes) {
    for (const r of result.sizes.public) if (r.js > BUDGET_PUBLIC_INITIAL_JS) fail(`initial JS gzip public ${r.name}`, kb(r.js), '>', kb(BUDGET_PUBLIC_INITIAL_JS))
    for (const r of result.sizes.borrower) if (r.js > BUDGET_BORROWER_INITIAL_JS) fail(`initial JS gzip borrower ${r.name}`, kb(r.js), '>', kb(BUDGET_BORROWER_INITIAL_JS))
  }
  for (const r of result.wire ?? []) {
    if (r.js > BUDGET_BORROWER_INITIAL_JS) fail(`JS before network idle, gzip ${r.path}`, kb(r.js), '>', kb(BUDGET_BORROWER_INITIAL_JS))
    // The graph reading (size-budget in npm test) must never count less than a browser fetches.
    if (r.missing.length) fail(`size count misses files Chromium fetched on ${r.path}: ${r.missing.join(' ')}`, kb(r.js), '>', kb(r.graphJs))
  }
  for (const r of result.lighthouse?.threeG ?? []) {
    if (r.kind !== 'borrower') continue
    const what = `lighthouse 3G ${r.path}`
    if (!r.ok) fail(`${what} (all ${r.runs} runs failed)`, 'n/a', '>', `${BUDGET_LCP_3G_BORROWER_MS} ms`)
    else {
      if (r.median.fcp === null || r.median.fcp > BUDGET_FCP_3G_BORROWER_MS) fail(`${what} first paint`, fmt(r.median.fcp && Math.round(r.median.fcp), ' ms'), '>', `${BUDGET_FCP_3G_BORROWER_MS} ms`)
      if (r.median.lcp === null || r.median.lcp > BUDGET_LCP_3G_BORROWER_MS) fail(`${what} LCP`, fmt(r.median.lcp && Math.round(r.median.lcp), ' ms'), '>', `${BUDGET_LCP_3G_BORROWER_MS} ms`)
    }
  }
  for (const r of result.lighthouse?.mobile ?? []) {
    if (r.kind === 'borrower' && r.ok && (r.median.tbt === null || r.median.tbt > BUDGET_TBT_BORROWER_MS)) fail(`lighthouse mobile ${r.path} TBT (borrower)`, fmt(r.median.tbt && Math.round(r.median.tbt), ' ms'), '>', `${BUDGET_TBT_BORROWER_MS} ms`)
  }
  for (const r of result.repeat3g ?? []) {
    if (r.error || r.median.contentMs === null || r.median.contentMs > BUDGET_REPEAT_3G_CONTENT_MS) fail(`repeat visit 3G ${r.path} content`, r.error ? 'failed' : fmt(r.median.contentMs && Math.round(r.median.contentMs), ' ms'), '>', `${BUDGET_REPEAT_3G_CONTENT_MS} ms`)
  }
  for (const r of result.offline ?? []) {
    if (r.kind !== 'borrower') continue
    if (r.error || r.errorState || r.median.contentMs === null || r.median.contentMs > BUDGET_OFFLINE_CONTENT_MS) fail(`offline, opened before ${r.path} last-known content`, r.error || r.errorState ? 'not shown' : fmt(r.median.contentMs && Math.round(r.median.contentMs), ' ms'), '>', `${BUDGET_OFFLINE_CONTENT_MS} ms`)
  }
  for (const r of result.lighthouse?.mobile ?? []) {
    const what = `lighthouse mobile ${r.path}`
    if (!r.ok) {
      fail(`${what} (all ${r.runs} runs failed) performance`, 'n/a', '<', BUDGET_LH_SCORE_MIN)
      continue
    }
    const s = r.median.score === null ? null : Math.round(r.median.score)
    const minScore = r.kind === 'public' ? BUDGET_LH_SCORE_PUBLIC : BUDGET_LH_SCORE_MIN
    if (s === null || s < minScore) fail(`${what} performance`, fmt(s), '<', minScore)
    if (r.median.lcp === null || r.median.lcp > BUDGET_LCP_MS) fail(`${what} LCP`, fmt(r.median.lcp && Math.round(r.median.lcp), ' ms'), '>', `${BUDGET_LCP_MS} ms`)
    if (r.median.cls === null || r.median.cls > BUDGET_CLS) fail(`${what} CLS`, fmt(r.median.cls), '>', BUDGET_CLS)
    if (r.median.tbt === null || r.median.tbt > BUDGET_TBT_MS) fail(`${what} TBT`, fmt(r.median.tbt && Math.round(r.median.tbt), ' ms'), '>', `${BUDGET_TBT_MS} ms`)
  }
  for (const r of result.lighthouse?.threeG ?? []) {
    if (r.kind !== 'public') continue
    const what = `lighthouse 3G ${r.path} LCP`
    if (!r.ok) fail(`${what} (all ${r.runs} runs failed)`, 'n/a', '>', `${BUDGET_LCP_3G_PUBLIC_MS} ms`)
    else if (r.median.lcp === null || r.median.lcp > BUDGET_LCP_3G_PUBLIC_MS) fail(what, fmt(r.median.lcp && Math.round(r.median.lcp), ' ms'), '>', `${BUDGET_LCP_3G_PUBLIC_MS} ms`)
  }
  return fails
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------
function printSizes(sizes) {
  const row = (kind, limit) => (r) => [kind, r.name, kb(r.js), kb(r.css), kb(r.js + r.css), `${r.jsFiles.length}+${r.cssFiles.length}`, kb(limit), r.js > limit ? 'OVER' : 'ok']
  console.log('\nInitial JS + CSS per route, gzip -9 (1 KB = 1000 B; budget applies to JS)')
  console.log(
    table(
      ['kind', 'route', 'JS', 'CSS', 'total', 'files', 'JS budget', ''],
      [...sizes.public.map(row('public', BUDGET_PUBLIC_INITIAL_JS)), ...sizes.borrower.map(row('borrower', BUDGET_BORROWER_INITIAL_JS))],
      ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'l'],
    ),
  )
}

function printLighthouse(title, rows) {
  console.log(`\n${title}`)
  console.log(
    table(
      ['kind', 'route', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'bytes', 'runs ok'],
      rows.map((r) => [r.kind, r.path, score(r.median.score), ms(r.median.fcp), ms(r.median.lcp), ms(r.median.tbt), cls(r.median.cls), kb(r.median.bytes), `${r.ok}/${r.runs}`]),
      ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
  )
  for (const r of rows) {
    for (const e of [...new Set(r.errors)]) console.log(`  ! ${r.path}: run failed: ${e}`)
    for (const w of r.warnings) console.log(`  ~ ${r.path}: ${String(w).replace(/\s+/g, ' ').slice(0, 200)}`)
  }
}

function printWire(rows) {
  console.log(`\nBorrower screens: JS Chromium fetched before network idle (cold, each URL once), gzip -9; budget ${kb(BUDGET_BORROWER_INITIAL_JS)}`)
  console.log(
    table(
      ['route', 'JS on the wire', 'graph (npm test)', 'files', 'missed by graph', ''],
      rows.map((r) => [r.path, kb(r.js), kb(r.graphJs), r.jsFiles.length, r.missing.length, r.js > BUDGET_BORROWER_INITIAL_JS || r.missing.length ? 'OVER' : 'ok']),
      ['l', 'r', 'r', 'r', 'r', 'l'],
    ),
  )
}

function printOffline(rows, title = 'Repeat visit, service worker, network off (median of reloads; ms from navigation start)') {
  console.log(`\n${title}`)
  console.log(
    table(
      ['kind', 'route', 'load ms', 'h1 ms', 'content ms', 'via SW', 'h1', 'content', 'reloads'],
      rows.map((r) => [
        r.kind,
        r.path,
        ms(r.median.loadMs),
        ms(r.median.h1Ms),
        ms(r.median.contentMs),
        r.runs.length ? (r.runs.every((x) => x.viaServiceWorker) ? 'yes' : 'no') : '-',
        r.error ? `FAILED` : JSON.stringify(r.runs[0]?.h1Text ?? ''),
        r.error ? '-' : r.errorState ? 'error state' : 'ok',
        r.runs.length,
      ]),
      ['l', 'l', 'r', 'r', 'r', 'l', 'l', 'l', 'r'],
    ),
  )
  for (const r of rows) if (r.error || r.finding) console.log(`  ! ${r.path}: ${r.error ?? r.finding}`)
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
    budgets: {
      BUDGET_PUBLIC_INITIAL_JS,
      BUDGET_BORROWER_INITIAL_JS,
      BUDGET_LH_SCORE_MIN,
      BUDGET_LH_SCORE_PUBLIC,
      BUDGET_LCP_MS,
      BUDGET_CLS,
      BUDGET_TBT_MS,
      BUDGET_LCP_3G_PUBLIC_MS,
      BUDGET_TBT_BORROWER_MS,
      BUDGET_FCP_3G_BORROWER_MS,
      BUDGET_LCP_3G_BORROWER_MS,
      BUDGET_REPEAT_3G_CONTENT_MS,
      BUDGET_OFFLINE_CONTENT_MS,
    },
    sizes: null,
    wire: null,
    repeat3g: null,
    lighthouse: null,
    offline: null,
  }
  if (needsServer && !existsSync(opt.chromePath)) throw new Error(`Chromium not found at ${opt.chromePath} (set CHROMIUM_PATH)`)

  if (opt.build) {
    log(`bench: building into ${outDir} ...`)
    const took = await build({ cwd: root, outDir })
    log(`bench: built in ${(took / 1000).toFixed(1)} s`)
    result.buildMs = took
  } else if (!existsSync(join(outDir, '.vite/manifest.json'))) {
    throw new Error(`--no-build: no build in ${outDir} (missing .vite/manifest.json)`)
  }

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
        const common = { origin: server.origin, runs: opt.runs, chromePath: opt.chromePath, chromeFlags: CHROMIUM_ARGS, log }
        result.lighthouse = { mobile: await lighthouseRoutes({ ...common, routes: LIGHTHOUSE_ROUTES, profile: MOBILE_DEFAULT }) }
        if (!opt.quick) {
          result.lighthouse.threeG = await lighthouseRoutes({ ...common, routes: LIGHTHOUSE_ROUTES, profile: MOBILE_3G })
          // Reported beside the simulated reading; the budgets stay on the simulated one.
          result.lighthouse.threeGDevtools = await lighthouseRoutes({ ...common, routes: BORROWER_SCREENS(), profile: MOBILE_3G_DEVTOOLS })
        }
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
  if (result.lighthouse?.mobile) printLighthouse('Lighthouse 12, default mobile (simulated Slow 4G: RTT 150 ms, 1.6 Mbps, CPU x4), performance', result.lighthouse.mobile)
  if (result.lighthouse?.threeG) printLighthouse('Lighthouse 12, mobile 3G cold start (simulated: RTT 300 ms, 700 Kbps, CPU x4)', result.lighthouse.threeG)
  if (result.lighthouse?.threeGDevtools) printLighthouse('Lighthouse 12, 3G cold start under Chrome\'s own emulation (devtools: 300 ms per request, 700 Kbps, CPU x4), reported only', result.lighthouse.threeGDevtools)
  else if (result.lighthouse && opt.quick) console.log('\nLighthouse 3G: skipped (--quick)')
  if (result.offline) printOffline(result.offline)
  if (result.repeat3g) printOffline(result.repeat3g, 'Repeat visit, service worker warm, 3G (RTT 300 ms, 700 Kbps, CPU x4; median of reloads; ms from navigation start)')

  const fails = checkBudgets(result)
  result.budgetFailures = fails.map((f) => `${f.what} ${f.value} ${f.op} ${f.limit}`)
  result.findings = [
    ...(result.repeat3g ?? []).filter((r) => r.error || r.finding).map((r) => `repeat 3G ${r.kind} ${r.path}: ${r.error ?? r.finding}`),
    ...(result.offline ?? []).filter((r) => r.error || r.finding).map((r) => `offline ${r.kind} ${r.path}: ${r.error ?? r.finding}`),
    ...Object.values(result.lighthouse ?? {})
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
