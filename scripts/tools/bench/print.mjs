// The bench's printed tables (scripts/tools/bench.mjs): sizes, wire, Lighthouse, repeat visits.
import { BORROWER_JS_BUDGET, PUBLIC_JS_BUDGET } from './sizes.mjs'
import { cls, kb, ms, score, table } from './table.mjs'

export function printSizes(sizes) {
  const row = (kind, limit) => (r) => [kind, r.name, kb(r.js), kb(r.css), kb(r.js + r.css), `${r.jsFiles.length}+${r.cssFiles.length}`, kb(limit), r.js > limit ? 'OVER' : 'ok']
  console.log('\nInitial JS + CSS per route, gzip -9 (1 KB = 1000 B; budget applies to JS)')
  console.log(
    table(
      ['kind', 'route', 'JS', 'CSS', 'total', 'files', 'JS budget', ''],
      [...sizes.public.map(row('public', PUBLIC_JS_BUDGET)), ...sizes.borrower.map(row('borrower', BORROWER_JS_BUDGET))],
      ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'l'],
    ),
  )
}

export function printLighthouse(title, rows) {
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

export function printWire(rows) {
  console.log(`\nBorrower screens: JS Chromium fetched before network idle (cold, each URL once), gzip -9; budget ${kb(BORROWER_JS_BUDGET)}`)
  console.log(
    table(
      ['route', 'JS on the wire', 'graph (npm test)', 'files', 'missed by graph', ''],
      rows.map((r) => [r.path, kb(r.js), kb(r.graphJs), r.jsFiles.length, r.missing.length, r.js > BORROWER_JS_BUDGET || r.missing.length ? 'OVER' : 'ok']),
      ['l', 'r', 'r', 'r', 'r', 'l'],
    ),
  )
}

export function printOffline(rows, title = 'Repeat visit, service worker, network off (median of reloads; ms from navigation start)') {
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
