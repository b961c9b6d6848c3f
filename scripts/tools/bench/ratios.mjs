// The floor page: the least app the borrower screens' stack allows (./floor), built
// beside the app and served by the same servers, and every main borrower screen's LCP as a ratio
// to the floor's in the same run, per Lighthouse profile and per server. The machine's noise
// (other work on the CPU) moves both alike, so the ratio is the figure that counts.
import { join } from 'node:path'

import { run } from './server.mjs'
import { kb, table } from './table.mjs'

/** Where the floor is served: a folder of its own beside the app's files. */
export const FLOOR_DIR = '__floor'

/** The floor page's route: the same order, and the same session parameters, as /loanDetail's row. */
export const floorRoute = (query) => ({ path: `/${FLOOR_DIR}/index.html?${query}`, kind: 'floor' })

/** Ratio budgets: <= 1.0 on 3G simulated over HTTP/2 (nginx), <= 1.1 on every other row. */
export const RATIO_BUDGET = { default: 1.1, nginx3g: 1.0 }
const budgetFor = (server, profile) => (server === 'nginx' && profile === '3g' ? RATIO_BUDGET.nginx3g : RATIO_BUDGET.default)

/** Builds the floor page into <outDir>/__floor (one script file, precompressed like the app). */
export async function buildFloor({ cwd, outDir }) {
  const t0 = Date.now()
  await run(
    'npx',
    ['vite', 'build', '--config', 'scripts/tools/bench/floor/vite.config.ts', '--outDir', join(outDir, FLOOR_DIR), '--emptyOutDir'],
    { cwd },
  )
  return Date.now() - t0
}

/**
 * One row per server and profile: the floor's median LCP and each borrower screen's LCP / floor.
 * Simulated rows also carry each screen's bytes on the path to LCP beyond the floor's (`overFloor`,
 * bytes; ./lcpPath.mjs): what every ratio row follows (docs/performance.md, "The floor page"), read without the
 * simulation's round-trip steps.
 * @param {{ server: string, profile: string, rows: {path: string, kind: string, median: {lcp: number|null}, simPath?: {bytes: number}|null}[] }[]} sets
 */
export function ratioRows(sets) {
  return sets.map(({ server, profile, rows }) => {
    const floorRow = rows.find((r) => r.kind === 'floor')
    const floor = floorRow?.median.lcp ?? null
    const floorBytes = floorRow?.simPath?.bytes ?? null
    const screens = rows
      .filter((r) => r.kind === 'borrower')
      .map((r) => ({
        path: r.path,
        lcp: r.median.lcp,
        ratio: floor && r.median.lcp !== null ? r.median.lcp / floor : null,
        overFloor: floorBytes !== null && r.simPath ? r.simPath.bytes - floorBytes : null,
      }))
    return {
      server,
      profile,
      floor,
      floorBytes,
      budget: budgetFor(server, profile),
      screens,
      worst: Math.max(...screens.map((s) => s.ratio ?? Infinity)),
    }
  })
}

/** Budget misses, as the bench's other failures ({ what, value, op, limit }). */
export function ratioFailures(rows) {
  return rows.flatMap((r) =>
    r.screens
      .filter((s) => s.ratio === null || s.ratio > r.budget)
      .map((s) => ({
        what: `LCP / floor, ${r.profile} on ${r.server}, ${s.path.split('?')[0]}`,
        value: s.ratio === null ? 'n/a' : s.ratio.toFixed(2),
        op: '>',
        limit: r.budget.toFixed(1),
      })),
  )
}

const name = (path) => path.split('?')[0]
const PROFILE = { mobile: 'default mobile', '3g': '3G simulated', '3g-devtools': "3G, Chrome's emulation" }
const SERVER = (server) => (server === 'nginx' ? 'nginx (TLS, HTTP/2)' : 'vite preview (HTTP/1.1)')

export function printRatios(rows) {
  if (!rows.length) return
  const paths = [...new Set(rows.flatMap((r) => r.screens.map((s) => name(s.path))))]
  console.log(
    '\nLCP as a ratio to the floor page (same run, same server; per-metric medians). Budget: <= 1.0 on 3G simulated over HTTP/2, <= 1.1 elsewhere',
  )
  console.log(
    table(
      ['profile', 'server', 'floor LCP ms', ...paths, 'worst', 'budget', ''],
      rows.map((r) => [
        PROFILE[r.profile] ?? r.profile,
        SERVER(r.server),
        r.floor === null ? '-' : Math.round(r.floor),
        ...paths.map((p) => r.screens.find((s) => name(s.path) === p)?.ratio?.toFixed(2) ?? '-'),
        Number.isFinite(r.worst) ? r.worst.toFixed(2) : '-',
        r.budget.toFixed(1),
        r.screens.every((s) => s.ratio !== null && s.ratio <= r.budget) ? 'ok' : 'OVER',
      ]),
      ['l', 'l', 'r', ...paths.map(() => 'r'), 'r', 'r', 'l'],
    ),
  )
  const simulated = rows.filter((r) => r.floorBytes !== null)
  if (!simulated.length) return
  console.log("\nBytes on the simulated path to LCP beyond the floor page's (Lighthouse's graph, medians; what the ratios follow)")
  console.log(
    table(
      ['profile', 'server', 'floor path', ...paths],
      simulated.map((r) => [
        PROFILE[r.profile] ?? r.profile,
        SERVER(r.server),
        kb(r.floorBytes),
        ...paths.map((p) => {
          const over = r.screens.find((s) => name(s.path) === p)?.overFloor ?? null
          return over === null ? '-' : `${over < 0 ? '-' : '+'}${kb(Math.abs(over))}`
        }),
      ]),
      ['l', 'l', 'r', ...paths.map(() => 'r')],
    ),
  )
}
