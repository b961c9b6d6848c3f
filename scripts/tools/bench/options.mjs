// The bench's command line (scripts/tools/bench.mjs): usage, and the options it runs with. A bad
// argument prints the usage and exits 2; --help prints it and exits 0.
import { parseArgs } from 'node:util'

const SECTIONS = ['sizes', 'wire', 'longtasks', 'lighthouse', 'offline', 'repeat3g']
const SERVERS = ['preview', 'nginx']
/** The main-thread reading's networks (./longTasks.mjs NETWORKS); tcp runs on nginx only. */
const NETWORKS = ['none', '3g', 'tcp']

const log = (s) => process.stderr.write(`${s}\n`)

function usage(code) {
  log(
    `usage: node scripts/tools/bench.mjs [outDir] [--runs N] [--quick] [--only ${SECTIONS.join('|')}[,...]] [--no-build] [--out-dir DIR] [--port N] [--servers ${SERVERS.join(',')}] [--pages all|borrower] [--networks ${NETWORKS.join(',')}]`,
  )
  process.exit(code)
}

export function options() {
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
        networks: { type: 'string' },
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
  const networks = v.networks ? v.networks.split(',').map((s) => s.trim()) : NETWORKS
  if (!networks.length || networks.some((s) => !NETWORKS.includes(s))) {
    log(`bench: --networks takes ${NETWORKS.join(',')} (got ${v.networks})`)
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
    networks,
    // --pages borrower: Lighthouse on the borrower screens and the floor only (the ratio rows).
    borrowerOnly: v.pages === 'borrower',
    nginxPort: Number(process.env.BENCH_NGINX_PORT ?? 8444),
    nginxHttpPort: Number(process.env.BENCH_NGINX_HTTP_PORT ?? 8084),
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  }
}
