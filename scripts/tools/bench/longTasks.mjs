// The start's main-thread work at CPU x4, each borrower screen beside the floor page (Playwright,
// Chromium's own CPU throttling: Emulation.setCPUThrottlingRate, the slowdown Lighthouse's mobile
// profile assumes). Per screen and run, a cold visit (fresh context, service worker blocked) reads:
//   - the long tasks (PerformanceObserver 'longtask': main-thread tasks over 50 ms) that start
//     before the first content (see OBSERVE), their count, time and blocking time
//     (each task's time over 50 ms, as Total Blocking Time counts it);
//   - what the main thread ran before the first content, by source module: a CPU profile (CDP
//     Profiler, 100 µs samples), each sample's function mapped to its module through the build's
//     hidden source maps (./attribution.mjs sourceLookup). Profile and page clocks are aligned at
//     the profile's end (one CDP round trip of error);
//   - Total Blocking Time by module: each long task from the first paint on, its time over 50 ms
//     shared among the modules the profile saw in it, the browser's own work included.
// Medians of the runs per metric. Twice: on an unthrottled network (the CPU's reading alone), and
// under Chrome's own "Slow 3G" emulation (Network.emulateNetworkConditions, what Lighthouse's
// devtools throttling sets: every request waits 300 ms and shares 700 Kbps), where the scripts
// arrive one after another and run between them, as on a phone.
/* global window */ // used in page.evaluate, which runs in the browser
import { join } from 'node:path'

import { SLOW_3G } from '../chromium.mjs'
import { GLUE, sourceLookup } from './attribution.mjs'
import {
  blockingByModule,
  contentPath,
  medianOfVisits,
  moduleRows,
  packageOf,
  profileByModule,
  summariseVisit,
} from './longTaskFigures.mjs'
import { withPhoneChromium } from './phone.mjs'
import { FLOOR_DIR } from './ratios.mjs'
import { ms, table } from './table.mjs'

export const CPU_SLOWDOWN = 4

/** The networks the reading runs on: name -> Network.emulateNetworkConditions, or null for none. */
export const NETWORKS = { none: null, '3g': SLOW_3G, tcp: null }
const NETWORK_TITLE = {
  none: 'unthrottled network',
  '3g': "Chrome's Slow 3G emulation (300 ms, 700 Kbps)",
  tcp: 'nginx (TLS, HTTP/2) behind a connection-level 3G link (./shape.mjs: 300 ms round trip, 1.6 Mbps down, 768 Kbps up)',
}

/** After the content, how long the reading goes on watching (Total Blocking Time counts this far). */
const SETTLE_MS = 1000

/**
 * Installed before the page's own scripts: long tasks and the first paint as they come, and when
 * the first content is on screen: a visible <h1> and a <main> with no loading state (the screen's
 * data; the floor page's order; as the bench's repeat visits read it, ./offline.mjs). Not the largest contentful paint:
 * a borrower screen's loading placeholder is painted from its HTML, before any script, and its
 * content may be smaller. `window.__benchShown` resolves then (or after 30 s without it): the
 * bench waits on it with one plain CDP evaluation (see `shownOn`).
 */
const OBSERVE = `(() => {
  const seen = (window.__benchMain = { tasks: [], fcp: null, lcp: null, content: null })
  let settle
  window.__benchShown = new Promise((r) => (settle = r))
  const watch = (type, on) => { try { new PerformanceObserver((l) => l.getEntries().forEach(on)).observe({ type, buffered: true }) } catch {} }
  watch('longtask', (e) => seen.tasks.push({ start: e.startTime, duration: e.duration }))
  watch('paint', (e) => { if (e.name === 'first-contentful-paint') seen.fcp = e.startTime })
  watch('largest-contentful-paint', (e) => { seen.lcp = e.renderTime || e.loadTime || e.startTime })
  // Style only (checkVisibility), never a layout: a reading that forced the page's layout in the
  // middle of its start made it do work it would not do (docs/performance.md, 'The reading's own
  // check forced layouts').
  const shown = (el) =>
    el.checkVisibility ? el.checkVisibility({ visibilityProperty: true }) : el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'
  const contentNow = () => {
    // The DOM's own answers first: no style is asked for while they already say "not yet".
    const main = document.querySelector('main')
    const h1s = document.querySelectorAll('h1')
    if (!main || !main.children.length || !h1s.length) return false
    return ![...main.querySelectorAll('.ui-state--loading')].some(shown) && [...h1s].some(shown)
  }
  const check = () => {
    if (seen.content !== null) return true
    if (contentNow()) seen.content = performance.now()
    const over = seen.content !== null || performance.now() > 30000
    if (over) settle(seen.content !== null)
    return over
  }
  // Every frame (its style is computed then anyway), and every 10 ms while no frame comes (a
  // headless page may get none while it loads).
  let frameAt = 0
  const tick = () => { frameAt = performance.now(); if (!check()) requestAnimationFrame(tick) }
  requestAnimationFrame(tick)
  const iv = setInterval(() => { if (performance.now() - frameAt < 50) return; if (check()) clearInterval(iv) }, 10)
})()`

/** Where a script URL's file is in the build: the floor's own output, or the app's. */
function builtFile(outDir, url) {
  const path = decodeURIComponent(new URL(url).pathname)
  const floor = `/${FLOOR_DIR}/`
  return path.startsWith(floor) ? [join(outDir, FLOOR_DIR), path.slice(floor.length)] : [outDir, path.slice(1)]
}

/** Whether a call frame is a script's top-level code (a profile's frame is where its function begins). */
const topLevel = (frame) => frame.functionName === '' && frame.lineNumber === 0 && frame.columnNumber === 0

/** A built file's name without its content hash, alike in every build: assets/app-DtFxlrn9.js -> app.js. */
const fileName = (url) =>
  new URL(url).pathname
    .split('/')
    .pop()
    .replace(/-[\w-]{8}(\.m?js)$/, '$1')

/** The module a profile's call frame ran: a source module of the build, or what the browser ran. */
function frameModule({ origin, outDir, root }) {
  const lookups = new Map()
  return (frame) => {
    if (!frame.url) return frame.functionName === '(garbage collector)' ? '(garbage collector)' : '(browser)'
    if (!frame.url.startsWith(origin)) return '(other scripts)'
    // A script's own evaluation: a profile names it by where it begins, which no module's source map
    // segment covers. It is the module-level work of every module the bundler put in that file.
    if (topLevel(frame)) return `(top level of ${fileName(frame.url)})`
    if (!lookups.has(frame.url)) {
      const [dir, file] = builtFile(outDir, frame.url)
      lookups.set(frame.url, sourceLookup(dir, file, root))
    }
    return packageOf(lookups.get(frame.url)(frame.lineNumber, frame.columnNumber))
  }
}

/**
 * Waits until the probe has seen the content (OBSERVE's `__benchShown`; false after 30 s without
 * it). One plain `Runtime.evaluate` in the page's own world, sent once the page has loaded: not
 * Playwright's `waitForFunction`, which first installs Playwright's own script in the page (about
 * 70 ms of main thread at CPU x4, in one task). That install lands right after the load event,
 * which is in the middle of a borrower screen's start (its modules have run, its store and first
 * call not yet) but before the floor page's first paint: it counted in the screens' Total Blocking
 * Time only, and held their first call back (a traced reading, docs/performance.md).
 */
async function shownOn(cdp) {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    expression: 'window.__benchShown',
    awaitPromise: true,
    returnByValue: true,
  })
  if (exceptionDetails) throw new Error(`the content probe failed: ${exceptionDetails.text}`)
  return result.value === true
}

async function oneRun({ context, origin, path, outDir, root, network }) {
  const page = await context.newPage()
  // A first document on the origin, so the screen loads in the same renderer the profiler watches.
  await page.goto(`${origin}/robots.txt`)
  await page.addInitScript(OBSERVE)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  if (NETWORKS[network]) {
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', NETWORKS[network])
  }
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
  await cdp.send('Profiler.start')
  await page.goto(origin + path, { waitUntil: 'load', timeout: 90_000 })
  // Not network idle: at CPU x4 the scripts run for longer than its quiet half second before the
  // first call leaves.
  if (!(await shownOn(cdp))) throw new Error('no content on screen')
  await page.waitForTimeout(SETTLE_MS)
  const seen = await page.evaluate(() => ({
    ...window.__benchMain,
    now: performance.now(),
    resources: performance.getEntriesByType('resource').map(({ name, startTime, responseEnd }) => ({ name, startTime, responseEnd })),
  }))
  const { profile } = await cdp.send('Profiler.stop')
  await page.close()
  const offsetMs = profile.endTime / 1000 - seen.now
  const moduleOf = frameModule({ origin, outDir, root })
  const modules = profileByModule(profile, {
    offsetMs,
    // Until the content is on screen: its largest paint, or the probe's reading when that is later.
    untilMs: Math.max(seen.content, seen.lcp ?? 0),
    moduleOf,
  })
  // What each long task Total Blocking Time counts (from the first paint on) ran: what to split or move.
  const counted = seen.fcp === null ? [] : seen.tasks.filter((t) => t.start >= seen.fcp)
  const blocking = blockingByModule(
    counted.map((t) => ({ ...t, modules: profileByModule(profile, { offsetMs: offsetMs + t.start, untilMs: t.duration, moduleOf }) })),
  )
  return summariseVisit(seen, modules, blocking, contentPath(seen.resources, seen.content))
}

/**
 * `origins` names another origin for a network (tcp: the shaping proxy in front of nginx).
 * @param {{ origin: string, outDir: string, root: string, routes: {path: string, kind: string}[], runs: number, chromePath: string, chromeArgs: string[], log: (s: string) => void, networks?: (keyof typeof NETWORKS)[], origins?: Record<string, string> }} o
 */
export async function longTaskReading({
  origin,
  outDir,
  root,
  routes,
  runs,
  chromePath,
  chromeArgs,
  log,
  networks = ['none', '3g'],
  origins = {},
}) {
  const rows = []
  await withPhoneChromium({ chromePath, chromeArgs }, async (newPhoneContext) => {
    for (const network of networks) {
      // Interleaved: run i of every page, then run i+1, so the machine's other load falls on all alike.
      const done = new Map(routes.map((r) => [r.path, []]))
      const errors = new Map(routes.map((r) => [r.path, []]))
      for (let i = 0; i < runs; i++) {
        for (const r of routes) {
          const context = await newPhoneContext('block')
          try {
            const at = origins[network] ?? origin
            done.get(r.path).push(await oneRun({ context, origin: at, path: r.path, outDir, root, network }))
          } catch (e) {
            errors.get(r.path).push(e instanceof Error ? e.message.split('\n')[0] : String(e))
          } finally {
            await context.close()
          }
        }
      }
      for (const r of routes) {
        log(
          `bench: main thread at CPU x${CPU_SLOWDOWN}, ${network} network, ${r.path.split('?')[0]}: ${done.get(r.path).length}/${runs} runs`,
        )
        rows.push({
          path: r.path,
          kind: r.kind,
          network,
          runs: done.get(r.path).length,
          errors: errors.get(r.path),
          ...medianOfVisits(done.get(r.path)),
        })
      }
    }
  })
  return rows
}

/**
 * The reading's tables, per network: every screen beside the floor, then for every borrower screen
 * what its main thread ran before the first content by source module, beside the floor's.
 */
export function printLongTasks(rows, { top = 12, topBlocking = 8 } = {}) {
  if (!rows?.length) return
  const floorOf = (rs) => rs.find((r) => r.kind === 'floor')
  const ratio = (a, b) => (typeof a === 'number' && b ? `${(a / b).toFixed(2)}x` : '-')
  const name = (r) => (r.kind === 'floor' ? 'floor page' : r.path.split('?')[0])
  for (const network of [...new Set(rows.map((r) => r.network ?? 'none'))]) {
    const these = rows.filter((r) => (r.network ?? 'none') === network)
    console.log(
      `\nThe start's main thread at CPU x${CPU_SLOWDOWN}, cold, ${NETWORK_TITLE[network] ?? network} (medians, interleaved; long tasks and profile before the content; TBT: long tasks from FCP to ${SETTLE_MS / 1000} s after the content)`,
    )
    console.log(
      table(
        ['page', 'FCP ms', 'LCP ms', 'LCP / floor', 'content ms', 'TBT ms', 'long tasks', 'their ms', 'blocking ms', 'main thread busy ms'],
        these.map((r) => [
          name(r),
          ms(r.median.fcpMs),
          ms(r.median.lcpMs),
          ratio(r.median.lcpMs, floorOf(these)?.median.lcpMs),
          ms(r.median.contentMs),
          ms(r.median.tbtMs),
          r.median.longTasks ?? '-',
          ms(r.median.longTaskMs),
          ms(r.median.blockingMs),
          ms(r.median.busyMs),
        ]),
        ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
      ),
    )
    console.log(
      `\nThe path to the content, ${network} network (ms from navigation, medians): when the scripts asked for before the first call were in, when that call left, when its answer was back, when the content was in the page, and the frame that painted it (to the largest contentful paint)`,
    )
    console.log(
      table(
        ['page', 'scripts in', 'call leaves', 'answer back', 'content', 'scripts -> call', 'answer -> content', 'content -> LCP'],
        these.map((r) => [
          name(r),
          ms(r.median.scriptsMs),
          ms(r.median.callMs),
          ms(r.median.answerMs),
          ms(r.median.contentMs),
          ms(r.median.callAfterScriptsMs),
          ms(r.median.contentAfterAnswerMs),
          ms(r.median.lcpAfterContentMs),
        ]),
        ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
      ),
    )
    const floor = these.find((r) => r.kind === 'floor')
    for (const screen of these.filter((r) => r.kind !== 'floor')) {
      const rows = moduleRows(screen.modules, floor?.modules)
      const shown = rows.slice(0, top)
      const rest = rows.slice(top)
      const sum = (rs, k) => rs.reduce((n, r) => n + r[k], 0)
      const signed = (n) => `${n < 0 ? '-' : '+'}${ms(Math.abs(n))}`
      console.log(
        `\n${name(screen)} (${network} network): what the main thread ran before the first content, by source module, most beyond the floor first (ms of CPU x${CPU_SLOWDOWN}, profile)`,
      )
      console.log(
        table(
          ['module', 'screen', 'floor', 'beyond'],
          [
            ...shown.map((r) => [r.m === GLUE ? GLUE : r.m, ms(r.screen), ms(r.floor), signed(r.beyond)]),
            ...(rest.length
              ? [[`${rest.length} other modules`, ms(sum(rest, 'screen')), ms(sum(rest, 'floor')), signed(sum(rest, 'beyond'))]]
              : []),
            ['total', ms(sum(rows, 'screen')), ms(sum(rows, 'floor')), signed(sum(rows, 'beyond'))],
          ],
          ['l', 'r', 'r', 'r'],
        ),
      )
      const blocking = moduleRows(screen.blocking ?? {}, floor?.blocking, { browser: true })
      if (!blocking.length) continue
      console.log(
        `\n${name(screen)} (${network} network): its Total Blocking Time by module, each long task's time over 50 ms shared among what it ran (ms)`,
      )
      console.log(
        table(
          ['module', 'screen', 'floor', 'beyond'],
          [
            ...blocking.slice(0, topBlocking).map((r) => [r.m, ms(r.screen), ms(r.floor), signed(r.beyond)]),
            ['total', ms(sum(blocking, 'screen')), ms(sum(blocking, 'floor')), signed(sum(blocking, 'beyond'))],
          ],
          ['l', 'r', 'r', 'r'],
        ),
      )
    }
  }
}
