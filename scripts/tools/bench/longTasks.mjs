// The start's main-thread work at CPU x4, each borrower screen beside the floor page (Playwright,
// Chromium's own CPU throttling: Emulation.setCPUThrottlingRate, the slowdown Lighthouse's mobile
// profile assumes). Per screen and run, a cold visit (fresh context, service worker blocked) reads:
//   - the long tasks (PerformanceObserver 'longtask': main-thread tasks over 50 ms) that start
//     before the first content (see OBSERVE), their count, time and blocking time
//     (each task's time over 50 ms, as Total Blocking Time counts it);
//   - what the main thread ran before the first content, by source module: a CPU profile (CDP
//     Profiler, 100 µs samples), each sample's function mapped to its module through the build's
//     hidden source maps (./attribution.mjs sourceLookup). Profile and page clocks are aligned at
//     the profile's end (one CDP round trip of error).
// Medians of the runs per metric. Unthrottled network: the reading is the CPU's, not the link's.
/* global window */ // used in page.waitForFunction, which runs in the browser
import { join } from 'node:path'

import { GLUE, sourceLookup } from './attribution.mjs'
import { median } from './lighthouse.mjs'
import { withPhoneChromium } from './phone.mjs'
import { FLOOR_DIR } from './ratios.mjs'
import { ms, table } from './table.mjs'

export const CPU_SLOWDOWN = 4

/**
 * Installed before the page's own scripts: long tasks and the first paint as they come, and when
 * the first content is on screen: a visible <h1> and a <main> with no loading state (the screen's
 * data; the floor page's order; as the bench's repeat visits read it, ./offline.mjs). Not the largest contentful paint:
 * a borrower screen's loading placeholder is painted from its HTML, before any script, and its
 * content may be smaller.
 */
const OBSERVE = `(() => {
  const seen = (window.__benchMain = { tasks: [], fcp: null, content: null })
  const watch = (type, on) => { try { new PerformanceObserver((l) => l.getEntries().forEach(on)).observe({ type, buffered: true }) } catch {} }
  watch('longtask', (e) => seen.tasks.push({ start: e.startTime, duration: e.duration }))
  watch('paint', (e) => { if (e.name === 'first-contentful-paint') seen.fcp = e.startTime })
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'
  const check = () => {
    if (seen.content !== null) return true
    const main = document.querySelector('main')
    const h1 = [...document.querySelectorAll('h1')].some(shown)
    const loading = !main || !main.children.length || [...main.querySelectorAll('.ui-state--loading')].some(shown)
    if (h1 && !loading) seen.content = performance.now()
    return seen.content !== null || performance.now() > 30000
  }
  // Every frame, and every 10 ms besides (a headless page may not get frames while it loads).
  const tick = () => { if (!check()) requestAnimationFrame(tick) }
  requestAnimationFrame(tick)
  const iv = setInterval(() => { if (check()) clearInterval(iv) }, 10)
})()`

/** Where a script URL's file is in the build: the floor's own output, or the app's. */
function builtFile(outDir, url) {
  const path = decodeURIComponent(new URL(url).pathname)
  const floor = `/${FLOOR_DIR}/`
  return path.startsWith(floor) ? [join(outDir, FLOOR_DIR), path.slice(floor.length)] : [outDir, path.slice(1)]
}

/** Self time (ms) per source module of the samples taken before `untilMs` (page time). */
function profileByModule(profile, { offsetMs, untilMs, origin, outDir, root }) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
  const lookups = new Map()
  const moduleOf = (frame) => {
    if (!frame.url) return frame.functionName === '(garbage collector)' ? '(garbage collector)' : '(browser)'
    if (!frame.url.startsWith(origin)) return '(other scripts)'
    if (!lookups.has(frame.url)) {
      const [dir, file] = builtFile(outDir, frame.url)
      lookups.set(frame.url, sourceLookup(dir, file, root))
    }
    return lookups.get(frame.url)(frame.lineNumber, frame.columnNumber)
  }
  const out = new Map()
  let t = profile.startTime
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0
    const at = t / 1000 - offsetMs
    const next = (profile.timeDeltas[i + 1] ?? 0) / 1000 || 0
    if (at < 0 || at >= untilMs) return
    const frame = nodes.get(id)?.callFrame
    if (!frame || frame.functionName === '(idle)') return
    const name = moduleOf(frame)
    out.set(name, (out.get(name) ?? 0) + next)
  })
  return out
}

async function oneRun({ context, origin, path, outDir, root }) {
  const page = await context.newPage()
  // A first document on the origin, so the screen loads in the same renderer the profiler watches.
  await page.goto(`${origin}/robots.txt`)
  await page.addInitScript(OBSERVE)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
  await cdp.send('Profiler.start')
  await page.goto(origin + path, { waitUntil: 'load', timeout: 60_000 })
  // Not network idle: at CPU x4 the scripts run for longer than its quiet half second before the
  // first call leaves.
  await page.waitForFunction(() => window.__benchMain?.content !== null, null, { timeout: 30_000 })
  await page.waitForTimeout(300)
  const seen = await page.evaluate(() => ({ ...window.__benchMain, now: performance.now() }))
  const { profile } = await cdp.send('Profiler.stop')
  await page.close()
  const content = seen.content
  if (content === null) throw new Error('no content on screen')
  const before = seen.tasks.filter((x) => x.start < content)
  const modules = profileByModule(profile, { offsetMs: profile.endTime / 1000 - seen.now, untilMs: content, origin, outDir, root })
  return {
    fcpMs: seen.fcp,
    contentMs: content,
    longTasks: before.length,
    longTaskMs: before.reduce((n, x) => n + x.duration, 0),
    blockingMs: before.reduce((n, x) => n + Math.max(0, x.duration - 50), 0),
    busyMs: [...modules].filter(([m]) => m !== '(browser)').reduce((n, [, v]) => n + v, 0),
    modules: Object.fromEntries(modules),
  }
}

/**
 * @param {{ origin: string, outDir: string, root: string, routes: {path: string, kind: string}[], runs: number, chromePath: string, chromeArgs: string[], log: (s: string) => void }} o
 */
export async function longTaskReading({ origin, outDir, root, routes, runs, chromePath, chromeArgs, log }) {
  const rows = []
  await withPhoneChromium({ chromePath, chromeArgs }, async (newPhoneContext) => {
    for (const r of routes) {
      const done = []
      const errors = []
      for (let i = 0; i < runs; i++) {
        const context = await newPhoneContext('block')
        try {
          done.push(await oneRun({ context, origin, path: r.path, outDir, root }))
        } catch (e) {
          errors.push(e instanceof Error ? e.message.split('\n')[0] : String(e))
        } finally {
          await context.close()
        }
      }
      log(`bench: main thread at CPU x${CPU_SLOWDOWN} ${r.path.split('?')[0]}: ${done.length}/${runs} runs`)
      const med = (k) => median(done.map((x) => x[k]).filter((v) => typeof v === 'number'))
      const names = new Set(done.flatMap((x) => Object.keys(x.modules)))
      const modules = Object.fromEntries([...names].map((m) => [m, median(done.map((x) => x.modules[m] ?? 0))]))
      rows.push({
        path: r.path,
        kind: r.kind,
        runs: done.length,
        errors,
        median: {
          fcpMs: med('fcpMs'),
          contentMs: med('contentMs'),
          longTasks: med('longTasks'),
          longTaskMs: med('longTaskMs'),
          blockingMs: med('blockingMs'),
          busyMs: med('busyMs'),
        },
        modules,
      })
    }
  })
  return rows
}

/** The reading's tables: every screen beside the floor, then the main thread by module for `detailPath` beside the floor's. */
export function printLongTasks(rows, { detailPath = '/loanDetail', top = 15 } = {}) {
  if (!rows?.length) return
  const name = (r) => (r.kind === 'floor' ? 'floor page' : r.path.split('?')[0])
  console.log(
    `\nThe start's main thread at CPU x${CPU_SLOWDOWN}, cold, unthrottled network (medians; long tasks and profile before the first content)`,
  )
  console.log(
    table(
      ['page', 'FCP ms', 'content ms', 'long tasks', 'their ms', 'blocking ms', 'main thread busy ms'],
      rows.map((r) => [
        name(r),
        ms(r.median.fcpMs),
        ms(r.median.contentMs),
        r.median.longTasks ?? '-',
        ms(r.median.longTaskMs),
        ms(r.median.blockingMs),
        ms(r.median.busyMs),
      ]),
      ['l', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
  )
  const floor = rows.find((r) => r.kind === 'floor')
  const screen = rows.find((r) => r.path.split('?')[0] === detailPath)
  if (!screen) return
  const names = new Set([...Object.keys(screen.modules), ...Object.keys(floor?.modules ?? {})])
  const byModule = [...names]
    .filter((m) => m !== '(browser)')
    .map((m) => ({ m, screen: screen.modules[m] ?? 0, floor: floor?.modules[m] ?? 0 }))
    .sort((a, b) => b.screen - a.screen)
  const shown = byModule.slice(0, top)
  const rest = byModule.slice(top)
  const sum = (rs, k) => rs.reduce((n, r) => n + r[k], 0)
  console.log(`\n${detailPath}: what the main thread ran before the first content, by source module (ms of CPU x${CPU_SLOWDOWN}, profile)`)
  console.log(
    table(
      ['module', 'screen', 'floor'],
      [
        ...shown.map((r) => [r.m === GLUE ? GLUE : r.m, ms(r.screen), ms(r.floor)]),
        ...(rest.length ? [[`${rest.length} other modules`, ms(sum(rest, 'screen')), ms(sum(rest, 'floor'))]] : []),
      ],
      ['l', 'r', 'r'],
    ),
  )
}
