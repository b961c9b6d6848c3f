// The bench's measurements against the running preview (scripts/tools/bench.mjs): what Chromium
// really fetches per borrower screen, Lighthouse per server and profile with the floor ratios, and
// the repeat visits with the service worker warm.
import { startNginx } from '../nginx.mjs'
import { lighthouseRoutes, MOBILE_3G, MOBILE_3G_DEVTOOLS, MOBILE_DEFAULT } from './lighthouse.mjs'
import { offlineRepeat } from './offline.mjs'
import { ratioRows } from './ratios.mjs'
import { BORROWER_SCREENS, CHROMIUM_ARGS, FLOOR, LIGHTHOUSE_ARGS, LIGHTHOUSE_ROUTES, LOAN_DETAIL } from './routes.mjs'
import { freePort, onCleanup } from './server.mjs'
import { measureSizes } from './sizes.mjs'
import { median } from './table.mjs'
import { wireSizes } from './wire.mjs'

/** The JS Chromium fetches before network idle, per borrower screen, next to the graph reading of the build. */
export async function wirePhase({ opt, origin, outDir }) {
  const graph = measureSizes(outDir).borrower
  const rows = await wireSizes({
    origin,
    outDir,
    routes: BORROWER_SCREENS().map((r) => ({ name: r.chunk, path: r.path })),
    chromePath: opt.chromePath,
    chromeArgs: CHROMIUM_ARGS,
  })
  return rows.map((r) => {
    const g = graph.find((x) => x.name === r.name)
    return { ...r, graphJs: g?.js ?? null, missing: r.jsFiles.filter((f) => !g?.jsFiles.includes(f)) }
  })
}

/**
 * Lighthouse through each server asked for (the preview; nginx, started here in front of it), per
 * profile, and the floor ratios of those rows. Resolves with the result's fields it fills:
 * `lighthouse` (preview), `nginx`, `nginxOrigin`, `nginxBrotli` (whether it served the build's .br copies), `ratios`.
 */
export async function lighthousePhase({ opt, origin, outDir, log }) {
  const out = {}
  const origins = []
  if (opt.servers.includes('preview')) origins.push(['preview', origin])
  if (opt.servers.includes('nginx')) {
    const ports = { httpsPort: await freePort(opt.nginxPort), httpPort: await freePort(opt.nginxHttpPort) }
    log(`bench: starting nginx on 127.0.0.1:${ports.httpsPort} (TLS, HTTP/2) ...`)
    const nginx = await startNginx({ outDir, upstream: `${origin}/api/`, ...ports, log })
    onCleanup(nginx.stop)
    out.nginxOrigin = nginx.origin
    out.nginxBrotli = nginx.brotli
    origins.push(['nginx', nginx.origin])
  }
  const routes = [...LIGHTHOUSE_ROUTES.filter((r) => !opt.borrowerOnly || r.kind === 'borrower'), FLOOR]
  const sets = []
  for (const [name, at] of origins) {
    const common = { origin: at, runs: opt.runs, chromePath: opt.chromePath, chromeFlags: LIGHTHOUSE_ARGS, log }
    const set = { mobile: await lighthouseRoutes({ ...common, routes, profile: MOBILE_DEFAULT }) }
    sets.push({ server: name, profile: 'mobile', rows: set.mobile })
    if (!opt.quick) {
      set.threeG = await lighthouseRoutes({ ...common, routes, profile: MOBILE_3G })
      set.threeGDevtools = await lighthouseRoutes({ ...common, routes: [...BORROWER_SCREENS(), FLOOR], profile: MOBILE_3G_DEVTOOLS })
      sets.push({ server: name, profile: '3g', rows: set.threeG }, { server: name, profile: '3g-devtools', rows: set.threeGDevtools })
    }
    out[name === 'preview' ? 'lighthouse' : 'nginx'] = set
  }
  out.ratios = ratioRows(sets)
  return out
}

/** Repeat visits after a warm-up on /loanDetail (mode 'offline': network off; '3g': throttled), with each target's medians. */
export async function repeatPhase({ opt, origin, targets, mode, log }) {
  const rows = await offlineRepeat({
    origin,
    targets,
    warmPath: LOAN_DETAIL,
    runs: opt.runs,
    chromePath: opt.chromePath,
    chromeArgs: CHROMIUM_ARGS,
    log,
    mode,
  })
  for (const r of rows)
    r.median = {
      loadMs: median(r.runs.map((x) => x.loadMs)),
      h1Ms: median(r.runs.map((x) => x.h1Ms)),
      contentMs: median(r.runs.map((x) => x.contentMs)),
    }
  return rows
}
