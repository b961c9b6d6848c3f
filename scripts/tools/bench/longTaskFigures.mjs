// The pure part of the start's main-thread reading (./longTasks.mjs): a CPU profile's time by
// module before the first content, one visit's figures, their medians, and a screen's modules
// beside the floor's. Kept apart from the browser runs so that it is unit-tested
// (./longTaskFigures.test.ts).
import { median } from './table.mjs'

/**
 * Self time (ms) per module of a CDP CPU profile's samples taken before `untilMs` (page time;
 * `offsetMs` is the profile's clock minus the page's). Each sample counts until the next one;
 * idle samples count nowhere. `moduleOf` names a sample's call frame.
 * @returns {Map<string, number>}
 */
export function profileByModule(profile, { offsetMs, untilMs, moduleOf }) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
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

/**
 * A module's name as the reading groups it: a dependency by its package (node_modules/react-dom,
 * node_modules/@reduxjs/toolkit), a source module by its path.
 */
export function packageOf(name) {
  // The last node_modules/ of the path: a package manager's store may nest them.
  const m = /^(?:.*\/)?node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name)
  return m ? `node_modules/${m[1]}` : name
}

/**
 * Total Blocking Time by module: each long task's time over 50 ms shared among the modules it ran,
 * in proportion to their time in it (`modules`: the task's profile by module, ./profileByModule).
 * What the browser ran itself (style, layout, compiling) counts too: it blocks a tap alike.
 * @param {{ duration: number, modules: Map<string, number> }[]} tasks
 * @returns {Map<string, number>}
 */
export function blockingByModule(tasks) {
  const out = new Map()
  for (const t of tasks) {
    const over = Math.max(0, t.duration - 50)
    const ran = [...t.modules.values()].reduce((n, v) => n + v, 0)
    if (!over || !ran) continue
    for (const [m, v] of t.modules) out.set(m, (out.get(m) ?? 0) + (over * v) / ran)
  }
  return out
}

/**
 * The path to the content in one visit, from the page's Resource Timing (ms from navigation): when
 * the last script the page asked for before its first call to the lender (`apiPrefix`) had arrived,
 * when that call left and when its answer was back. Where a screen's content comes later than the
 * floor's, these say whether its bytes came later, its main thread held the call back, or the work
 * after the answer took longer. A figure the visit has not is null (no call: no call's figures, and
 * the scripts counted until the content).
 * @param {{ name: string, startTime: number, responseEnd: number }[]} entries
 * @param {number} contentMs
 */
export function contentPath(entries, contentMs, { apiPrefix = '/api/' } = {}) {
  const pathOf = (e) => new URL(e.name).pathname
  const call = entries.filter((e) => pathOf(e).startsWith(apiPrefix)).sort((a, b) => a.startTime - b.startTime)[0]
  const scripts = entries.filter((e) => /\.m?js$/.test(pathOf(e)) && e.startTime < (call?.startTime ?? contentMs))
  return {
    scriptsMs: scripts.length ? Math.max(...scripts.map((e) => e.responseEnd)) : null,
    callMs: call?.startTime ?? null,
    answerMs: call?.responseEnd ?? null,
  }
}

/**
 * One visit's figures: the long tasks that start before the first content, their time and their
 * blocking time (each task's time over 50 ms, as Total Blocking Time counts it), and the main
 * thread's busy time by module (what the browser itself ran left out of the sum), and the path to
 * the content (./contentPath) with its gaps: from the scripts to the call, from the answer to the
 * content, and from the content to its paint.
 */
export function summariseVisit({ fcp, lcp = null, content, tasks }, modules, blockingModules = new Map(), path = null) {
  const gap = (from, to) => (typeof from === 'number' && typeof to === 'number' ? to - from : null)
  const before = tasks.filter((x) => x.start < Math.max(content, lcp ?? 0))
  const blocking = (xs) => xs.reduce((n, x) => n + Math.max(0, x.duration - 50), 0)
  return {
    fcpMs: fcp,
    lcpMs: lcp,
    contentMs: content,
    // As Lighthouse counts it from the first contentful paint on (here until the reading ends).
    tbtMs: fcp === null ? null : blocking(tasks.filter((x) => x.start >= fcp)),
    longTasks: before.length,
    longTaskMs: before.reduce((n, x) => n + x.duration, 0),
    blockingMs: blocking(before),
    busyMs: [...modules].filter(([m]) => m !== '(browser)').reduce((n, [, v]) => n + v, 0),
    scriptsMs: path?.scriptsMs ?? null,
    callMs: path?.callMs ?? null,
    answerMs: path?.answerMs ?? null,
    callAfterScriptsMs: gap(path?.scriptsMs, path?.callMs),
    contentAfterAnswerMs: gap(path?.answerMs, content),
    // The frame that paints the content: its style, layout and paint (the largest paint's time is
    // that frame's; the probe sees the content in the DOM before it). Below 0 when the largest paint
    // came first: a loading state larger than the content.
    lcpAfterContentMs: gap(content, lcp),
    modules: Object.fromEntries(modules),
    // Total Blocking Time by module (./blockingByModule).
    blocking: Object.fromEntries(blockingModules),
  }
}

/** The medians of a page's visits: per figure, and per module (a module absent from a visit counts 0 there). */
export function medianOfVisits(done) {
  const med = (k) => median(done.map((x) => x[k]).filter((v) => typeof v === 'number'))
  const byModule = (k) => {
    const names = new Set(done.flatMap((x) => Object.keys(x[k] ?? {})))
    return Object.fromEntries([...names].map((m) => [m, median(done.map((x) => x[k]?.[m] ?? 0))]))
  }
  return {
    median: {
      fcpMs: med('fcpMs'),
      lcpMs: med('lcpMs'),
      contentMs: med('contentMs'),
      tbtMs: med('tbtMs'),
      longTasks: med('longTasks'),
      longTaskMs: med('longTaskMs'),
      blockingMs: med('blockingMs'),
      busyMs: med('busyMs'),
      scriptsMs: med('scriptsMs'),
      callMs: med('callMs'),
      answerMs: med('answerMs'),
      callAfterScriptsMs: med('callAfterScriptsMs'),
      contentAfterAnswerMs: med('contentAfterAnswerMs'),
      lcpAfterContentMs: med('lcpAfterContentMs'),
    },
    modules: byModule('modules'),
    blocking: byModule('blocking'),
  }
}

/**
 * A screen's main thread by module beside the floor's, the most beyond the floor first (what to
 * move off the start), then what the screen ran most; the browser's own work left out unless
 * `browser` (Total Blocking Time's rows keep it).
 * @returns {{ m: string, screen: number, floor: number, beyond: number }[]}
 */
export function moduleRows(screenModules, floorModules = {}, { browser = false } = {}) {
  const names = new Set([...Object.keys(screenModules), ...Object.keys(floorModules)])
  return [...names]
    .filter((m) => browser || m !== '(browser)')
    .map((m) => {
      const screen = screenModules[m] ?? 0
      const floor = floorModules[m] ?? 0
      return { m, screen, floor, beyond: screen - floor }
    })
    .sort((a, b) => b.beyond - a.beyond || b.screen - a.screen)
}
