// The bench's printed tables (scripts/tools/bench.mjs): sizes, wire, Lighthouse, ratios, repeat visits.
import { printRatios } from './ratios.mjs'
import { BORROWER_JS_BUDGET, PUBLIC_JS_BUDGET } from './sizes.mjs'
import { cls, kb, ms, score, table } from './table.mjs'

/** A row's median timings, in whole ms, in the order named. */
const medianMs = (r, ...keys) => keys.map((k) => ms(r.median[k]))

function printSizes(sizes) {
  const row = (kind, limit) => (r) => [
    kind,
    r.name,
    kb(r.js),
    kb(r.js - (r.vitalsJs ?? 0)),
    kb(r.css),
    kb(r.js + r.css),
    `${r.jsFiles.length}+${r.cssFiles.length}`,
    kb(limit),
    r.js > limit ? 'OVER' : 'ok',
  ]
  console.log('\nInitial JS + CSS per route, gzip -9 (1 KB = 1000 B; budget applies to JS). JS counts field measurement (web-vitals,')
  console.log(
    'fetched after the first paint where a deployment sets vitalsUrl, as the sandbox\'s servers do); "JS, off": without it, the default',
  )
  console.log(
    table(
      ['kind', 'route', 'JS', 'JS, off', 'CSS', 'total', 'files', 'JS budget', ''],
      [...sizes.public.map(row('public', PUBLIC_JS_BUDGET)), ...sizes.borrower.map(row('borrower', BORROWER_JS_BUDGET))],
      ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
    ),
  )
}

function printLighthouse(title, rows) {
  console.log(`\n${title}`)
  // Simulated rows: the requests and bytes the simulation put on the path to LCP, and when its last script was in (./lcpPath.mjs).
  const simulated = rows.some((r) => r.simPath)
  const pathCells = (r) =>
    simulated ? [r.simPath ? `${Math.round(r.simPath.requests)} / ${kb(r.simPath.bytes)}` : '-', ms(r.simPath?.scriptsEndMs ?? null)] : []
  console.log(
    table(
      [
        'kind',
        'route',
        'score',
        'FCP ms',
        'LCP ms',
        'TBT ms',
        'CLS',
        'bytes',
        ...(simulated ? ['LCP path: requests / bytes', 'scripts in, ms'] : []),
        'runs ok',
      ],
      rows.map((r) => [
        r.kind,
        r.path,
        score(r.median.score),
        ...medianMs(r, 'fcp', 'lcp', 'tbt'),
        cls(r.median.cls),
        kb(r.median.bytes),
        ...pathCells(r),
        `${r.ok}/${r.runs}`,
      ]),
      ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', ...(simulated ? ['r', 'r'] : []), 'r'],
    ),
  )
  for (const r of rows) {
    for (const e of [...new Set(r.errors)]) console.log(`  ! ${r.path}: run failed: ${e}`)
    for (const w of r.warnings) console.log(`  ~ ${r.path}: ${String(w).replace(/\s+/g, ' ').slice(0, 200)}`)
  }
}

function printWire(rows) {
  console.log(
    `\nBorrower screens: JS Chromium fetched before network idle (cold, each URL once), gzip -9; budget ${kb(BORROWER_JS_BUDGET)}`,
  )
  console.log(
    table(
      ['route', 'JS on the wire', 'graph (npm test)', 'files', 'missed by graph', ''],
      rows.map((r) => [
        r.path,
        kb(r.js),
        kb(r.graphJs),
        r.jsFiles.length,
        r.missing.length,
        r.js > BORROWER_JS_BUDGET || r.missing.length ? 'OVER' : 'ok',
      ]),
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
        ...medianMs(r, 'loadMs', 'h1Ms', 'contentMs'),
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

/** The run's tables, in the bench's order, once everything is measured. */
export function printReport(result, { opt, startedAt, outDir }) {
  console.log(
    `\nbench ${startedAt.toISOString()}  ${outDir}  runs: ${opt.runs}${opt.quick ? ' (quick)' : ''}  Lighthouse figures: per-metric medians`,
  )
  if (result.sizes) printSizes(result.sizes)
  if (result.wire) printWire(result.wire)
  for (const [set, on] of [
    [result.lighthouse, 'vite preview, HTTP/1.1'],
    [result.nginx, `nginx, TLS + HTTP/2, ${result.nginxBrotli ? 'brotli' : 'gzip (no ngx_brotli module)'}`],
  ]) {
    if (set?.mobile)
      printLighthouse(`Lighthouse 12, default mobile (simulated Slow 4G: RTT 150 ms, 1.6 Mbps, CPU x4), performance; ${on}`, set.mobile)
    if (set?.threeG) printLighthouse(`Lighthouse 12, mobile 3G cold start (simulated: RTT 300 ms, 700 Kbps, CPU x4); ${on}`, set.threeG)
    if (set?.threeGDevtools)
      printLighthouse(
        `Lighthouse 12, 3G cold start under Chrome's own emulation (devtools: 300 ms per request, 700 Kbps, CPU x4); ${on}`,
        set.threeGDevtools,
      )
  }
  if ((result.lighthouse || result.nginx) && opt.quick) console.log('\nLighthouse 3G: skipped (--quick)')
  if (result.ratios) printRatios(result.ratios)
  if (result.offline) printOffline(result.offline)
  if (result.repeat3g)
    printOffline(
      result.repeat3g,
      'Repeat visit, service worker warm, 3G (RTT 300 ms, 700 Kbps, CPU x4; median of reloads; ms from navigation start)',
    )
}
