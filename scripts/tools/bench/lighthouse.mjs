// Lighthouse 12 runs: performance category only, each run in a fresh headless Chromium with a
// fresh profile under os.tmpdir(). Results are per-metric medians over the successful runs.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lanternSimulator, LCP_GRAPH, lcpPath } from './lcpPath.mjs'
import { onCleanup } from './server.mjs'
import { median } from './table.mjs'

/** Lighthouse's default: simulated throttling, mobile form factor (Slow 4G, CPU x4). */
export const MOBILE_DEFAULT = { name: 'mobile', flags: {} }

/**
 * "Regular 3G" under simulated throttling: RTT 300 ms, 700 Kbps, CPU slowdown kept at the
 * default x4. The request-level fields only matter for throttlingMethod 'devtools'; they are
 * set like Lighthouse's own mobileRegular3G preset so the settings stay coherent.
 */
export const MOBILE_3G = {
  name: '3g',
  flags: {
    throttlingMethod: 'simulate',
    throttling: {
      rttMs: 300,
      throughputKbps: 700,
      requestLatencyMs: 300 * 3.75,
      downloadThroughputKbps: 700 * 0.9,
      uploadThroughputKbps: 700 * 0.9,
      cpuSlowdownMultiplier: 4,
    },
  },
}

/**
 * The same 3G under Chrome's own network emulation (throttlingMethod 'devtools'): every request
 * waits 300 ms and shares 700 Kbps, and the page really runs at CPU x4, instead of Lighthouse
 * replaying an unthrottled load through its network model. A literal reading of the issue's
 * "RTT 300 ms, 700 Kbps, 4x CPU", printed beside the simulated one: the simulation
 * puts a borrower screen's first paint after its scripts, Chrome paints the placeholder before.
 */
export const MOBILE_3G_DEVTOOLS = {
  name: '3g-devtools',
  flags: {
    throttlingMethod: 'devtools',
    throttling: {
      rttMs: 300,
      throughputKbps: 700,
      requestLatencyMs: 300,
      downloadThroughputKbps: 700,
      uploadThroughputKbps: 700,
      cpuSlowdownMultiplier: 4,
    },
  },
}

const RUN_TIMEOUT_MS = 150_000

export const METRICS = {
  score: null, // the category score, 0-100
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  bytes: 'total-byte-weight',
}

// Lighthouse and chrome-launcher (~200 MB with their browser tooling) are not in the project's
// install: they live in this folder's own package (package.json + package-lock.json here) and
// are installed into scripts/tools/bench/node_modules the first time the bench needs them. Node
// resolves the imports below from this file's folder first, so they find that install.
const toolsDir = path.dirname(fileURLToPath(import.meta.url))

/** Installs the bench's own tools (locked versions) unless already there. */
export function ensureBenchTools(log = console.log) {
  const installed = ['lighthouse', 'chrome-launcher'].every((name) => existsSync(path.join(toolsDir, 'node_modules', name, 'package.json')))
  if (installed) return
  log('Installing Lighthouse for the bench (once, into scripts/tools/bench/node_modules)...')
  // `npm install --no-save`, not `npm ci`: one of Lighthouse's dependencies asks for
  // third-party-web@"latest", a tag that moves, and npm ci then refuses any lock written before
  // the move. --no-save installs what the lock says where it can and leaves the lock untouched.
  // npm is npm.cmd on Windows, which only a shell finds.
  execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: toolsDir,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  })
}

let lighthouseFn = null
let launcher = null
async function load() {
  if (!lighthouseFn) {
    ensureBenchTools()
    lighthouseFn = (await import('lighthouse')).default
    launcher = await import('chrome-launcher')
  }
}

/** One Lighthouse run; never throws: a failure is returned as { error }. */
async function runOnce(url, profile, { chromePath, chromeFlags }) {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-lh-'))
  let chrome = null
  const kill = async () => {
    try {
      await chrome?.kill()
    } catch {
      /* gone */
    }
    chrome = null
  }
  const off = onCleanup(async () => {
    await kill()
    rmSync(userDataDir, { recursive: true, force: true })
  })
  const t0 = Date.now()
  let timer
  try {
    chrome = await launcher.launch({ chromePath, chromeFlags, userDataDir, handleSIGINT: false, logLevel: 'silent' })
    // This run's simulation only: Lantern keeps the last one per label.
    const simulator = await lanternSimulator()
    simulator?.allNodeTimings.clear()
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...profile.flags }
    const result = await Promise.race([
      lighthouseFn(url, flags),
      new Promise(
        (_, reject) => (timer = setTimeout(() => reject(new Error(`timed out after ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS)),
      ),
    ])
    const lhr = result?.lhr
    if (!lhr) return { error: 'Lighthouse returned no result', ms: Date.now() - t0 }
    const perf = lhr.categories?.performance
    const audit = (id) => lhr.audits[id]?.numericValue ?? null
    const auditErrors = Object.values(METRICS)
      .filter(Boolean)
      .map((id) => lhr.audits[id])
      .filter((a) => a?.errorMessage)
      .map((a) => `${a.id}: ${a.errorMessage}`)
    const values = {
      score: typeof perf?.score === 'number' ? perf.score * 100 : null,
      fcp: audit(METRICS.fcp),
      lcp: audit(METRICS.lcp),
      tbt: audit(METRICS.tbt),
      cls: audit(METRICS.cls),
      bytes: audit(METRICS.bytes),
    }
    const error = lhr.runtimeError
      ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
      : values.score === null
        ? `no performance score (${auditErrors.join('; ') || 'unknown'})`
        : null
    // What Lighthouse says would save the most (audits with metric savings), for the JSON.
    const savings = (perf?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.metricSavings && Object.values(a.metricSavings).some((v) => v > 0) && a.score !== 1)
      .map((a) => ({ id: a.id, title: a.title, metricSavings: a.metricSavings, displayValue: a.displayValue }))
    const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null
    // Under simulated throttling: what the simulation put on the path to LCP (./lcpPath.mjs).
    const timings = lhr.configSettings.throttlingMethod === 'simulate' ? simulator?.allNodeTimings.get(LCP_GRAPH) : undefined
    const simPath = timings ? lcpPath(timings) : null
    return {
      ...values,
      error,
      lcpElement,
      simPath,
      savings,
      auditErrors,
      warnings: lhr.runWarnings ?? [],
      finalUrl: lhr.finalDisplayedUrl,
      throttling: lhr.configSettings.throttling,
      throttlingMethod: lhr.configSettings.throttlingMethod,
      formFactor: lhr.configSettings.formFactor,
      userAgent: lhr.environment?.hostUserAgent,
      ms: Date.now() - t0,
    }
  } catch (e) {
    return { error: e instanceof Error ? e.message.split('\n')[0] : String(e), ms: Date.now() - t0 }
  } finally {
    clearTimeout(timer)
    await kill()
    off()
    rmSync(userDataDir, { recursive: true, force: true, maxRetries: 3, retryDelay: 200 })
  }
}

/**
 * Runs Lighthouse `runs` times on each route and takes per-metric medians of the successful runs.
 * @param {{ origin: string, routes: {path: string, kind: string}[], profile: object, runs: number, chromePath: string, chromeFlags: string[], log: (s: string) => void }} o
 */
export async function lighthouseRoutes({ origin, routes, profile, runs, chromePath, chromeFlags, log }) {
  await load()
  const out = []
  for (const route of routes) {
    const url = origin + route.path
    const results = []
    for (let i = 0; i < runs; i++) {
      const r = await runOnce(url, profile, { chromePath, chromeFlags })
      results.push(r)
      log(
        r.error
          ? `  lighthouse ${profile.name} ${route.path} run ${i + 1}/${runs}: FAILED ${r.error}`
          : `  lighthouse ${profile.name} ${route.path} run ${i + 1}/${runs}: score ${Math.round(r.score)} LCP ${Math.round(r.lcp)} ms (${(r.ms / 1000).toFixed(1)} s)`,
      )
    }
    const ok = results.filter((r) => !r.error)
    const med = Object.fromEntries(Object.keys(METRICS).map((k) => [k, median(ok.map((r) => r[k]))]))
    const simPaths = ok.map((r) => r.simPath).filter(Boolean)
    const simPath = simPaths.length
      ? Object.fromEntries(['requests', 'scripts', 'bytes', 'scriptsEndMs', 'endMs'].map((k) => [k, median(simPaths.map((p) => p[k]))]))
      : null
    out.push({
      path: route.path,
      kind: route.kind,
      runs: results.length,
      ok: ok.length,
      median: med,
      // Per-field medians of the simulated LCP path; null under devtools throttling.
      simPath,
      errors: results.filter((r) => r.error).map((r) => r.error),
      warnings: [...new Set(results.flatMap((r) => r.warnings ?? []))],
      settings: ok[0] ? { throttlingMethod: ok[0].throttlingMethod, throttling: ok[0].throttling, formFactor: ok[0].formFactor } : null,
      perRun: results.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => k !== 'warnings' && k !== 'throttling'))),
    })
  }
  return out
}
