// What Lighthouse's simulation put on a page's path to its Largest Contentful Paint.
//
// Under simulated throttling Lighthouse 12 does not time the page: it replays an unthrottled load
// through Lantern (@paulirish/trace_engine, lantern/metrics/LargestContentfulPaint.js). LCP is the
// mean of two graphs, and both hold every request that ended before the content showed in the
// unthrottled load (all but low-priority pictures), with what each depended on, plus the scripts'
// evaluation (and, in the pessimistic one, layout). Over HTTP/2 Lantern sends all of them over one
// connection, one after the other, a congestion window per round trip
// (lantern/simulation/ConnectionPool.js, TCPConnection.js): so the simulated LCP follows the bytes
// on that path, in steps of a round trip (300 ms on 3G), more than the order of the requests.
// The bench prints the path beside each simulated row, so a ratio that misses says by how much.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/** The graph whose node timings are read: the pessimistic one holds every request the optimistic one does. */
export const LCP_GRAPH = 'pessimisticLargestContentfulPaint'

/**
 * The requests on the path and when, in the simulation, the last of them (and the last script)
 * was in. `timings`: Lantern's node timings of one simulation (node -> { startTime, endTime }).
 * `tasks`: the main-thread tasks on the path, each with its time in the unthrottled load
 * (`observedMs`; the simulation multiplies it by the CPU slowdown), the scripts it ran and its
 * three largest kinds of work by the trace's event names (names nest: `v8.run` is inside
 * `EvaluateScript`). A gap between two requests is often one of them: the first task after the
 * HTML, for example, is the document's commit and parser (docs/performance.md, 'Lantern's
 * round trips').
 * @param {Iterable<[{ type: string, request?: { transferSize?: number, resourceType?: string }, duration?: number, childEvents?: { name: string, dur?: number, args?: { data?: { url?: string } } }[] }, { startTime: number, endTime: number }]>} timings
 */
export function lcpPath(timings) {
  let requests = 0
  let bytes = 0
  let scripts = 0
  let scriptsEndMs = null
  let endMs = null
  const list = []
  const tasks = []
  for (const [node, t] of timings) {
    endMs = Math.max(endMs ?? 0, t.endTime)
    if (node.type === 'cpu') tasks.push({ startMs: Math.round(t.startTime), endMs: Math.round(t.endTime), ...taskWork(node) })
    if (node.type !== 'network' || !node.request) continue
    requests++
    bytes += node.request.transferSize ?? 0
    if (node.request.resourceType === 'Script') {
      scripts++
      scriptsEndMs = Math.max(scriptsEndMs ?? 0, t.endTime)
    }
    list.push({
      url: pathOf(node.request.url),
      type: node.request.resourceType ?? null,
      bytes: node.request.transferSize ?? 0,
      startMs: Math.round(t.startTime),
      endMs: Math.round(t.endTime),
    })
  }
  // Which requests, in the simulation's order, for the JSON: what to take off the path.
  list.sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs)
  tasks.sort((a, b) => a.startMs - b.startMs)
  return { requests, scripts, bytes, scriptsEndMs, endMs, list, tasks }
}

/** What one main-thread task of the graph did in the unthrottled load (trace times are in microseconds). */
function taskWork(node) {
  const byName = new Map()
  const scripts = new Set()
  for (const e of node.childEvents ?? []) {
    byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000)
    const url = (e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule') && e.args?.data?.url
    if (url) scripts.add(pathOf(url))
  }
  const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 3)
  return {
    observedMs: round1((node.duration ?? 0) / 1000),
    scripts: [...scripts],
    top: top.map(([name, ms]) => ({ name, ms: round1(ms) })),
  }
}

const round1 = (x) => Math.round(x * 10) / 10

/** A request's path and query, without the origin (the bench's ports change from run to run). */
function pathOf(url) {
  if (!url) return null
  try {
    const u = new URL(url)
    return u.pathname + u.search
  } catch {
    return url
  }
}

// Lantern keeps the node timings of its last simulation per label in a module-level map
// (Simulator.allNodeTimings, "kept for debugging"). Read from the very module Lighthouse uses: the
// bench's own install (./node_modules), by file, since the package's exports do not list it.
const simulatorFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'node_modules/@paulirish/trace_engine/models/trace/lantern/simulation/Simulator.js',
)
let simulator

/** Lantern's simulator class, or null when this Lighthouse has none where expected (the path is then not printed). */
export async function lanternSimulator() {
  if (simulator === undefined)
    simulator = existsSync(simulatorFile) ? ((await import(pathToFileURL(simulatorFile).href)).Simulator ?? null) : null
  return simulator
}
