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
 * @param {Iterable<[{ type: string, request?: { transferSize?: number, resourceType?: string } }, { startTime: number, endTime: number }]>} timings
 */
export function lcpPath(timings) {
  let requests = 0
  let bytes = 0
  let scripts = 0
  let scriptsEndMs = null
  let endMs = null
  const list = []
  for (const [node, t] of timings) {
    endMs = Math.max(endMs ?? 0, t.endTime)
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
  return { requests, scripts, bytes, scriptsEndMs, endMs, list }
}

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
