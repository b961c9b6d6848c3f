// What a page's start files carry, by source module, and how much more a borrower screen starts
// with than the floor page (./floor) of the same build. The one reading of the start budget:
// scripts/tools/size-budget.mjs (every `npm test`) and scripts/tools/bench.mjs print it.
//
//   start files = the module scripts, module preloads and same-origin classic scripts the page's
//                 HTML names, with their static imports (the Vite manifest, when the build has one):
//                 what a browser fetches before the page's own code runs
//   bytes       = brotli quality 11 of each file, as nginx serves the .br copies (1 KB = 1000 bytes)
//   attribution = proportional: each file's brotli bytes are shared among its source modules by
//                 their share of the file's minified characters, read from the build's hidden source
//                 maps (<build>/.vite/sourcemaps, scripts/build/sourcemaps); code no map segment
//                 names (the bundler's glue) is a module of its own. Brotli does not compress every
//                 module alike, so a module's figure is an estimate; a file's total is exact.
// Stylesheets are read beside the scripts but are not part of the budget: the floor has none, and
// the budget is about code.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'

import { FLOOR_DIR } from './ratios.mjs'
import { kb, table } from './table.mjs'

/**
 * Start bytes (brotli) a borrower screen may have beyond the floor page's, same files counted;
 * 1 KB = 1000 bytes (the unit of every figure here). Why it is where it is, and what to take off
 * the start to bring it down: docs/performance.md.
 */
export const BEYOND_FLOOR_BUDGET = 39_100

/** Where a build keeps its hidden source maps (scripts/build/sourcemaps/plugin.ts). */
export const SOURCEMAP_DIR = '.vite/sourcemaps'

/** Code no source map segment names: the bundler's runtime and import/export glue. */
export const GLUE = '(bundler glue)'

const brotliSize = (buf) =>
  brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length } }).length

const B64 = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]))

/** Decodes one segment's base64 VLQ fields. */
function vlq(segment) {
  const out = []
  let value = 0
  let shift = 0
  for (const c of segment) {
    const digit = B64.get(c)
    if (digit === undefined) throw new Error(`source map: bad mapping character ${c}`)
    value += (digit & 31) << shift
    if (digit & 32) shift += 5
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return out
}

/**
 * Characters of `code` per source (index into the map's `sources`, -1 for no source): each segment
 * covers its generated line from its column to the next segment's, the last one to the line's end.
 */
export function charsBySource(code, mappings) {
  const lines = code.split('\n')
  const chars = new Map()
  const add = (src, n) => n > 0 && chars.set(src, (chars.get(src) ?? 0) + n)
  let src = 0
  mappings.split(';').forEach((line, i) => {
    const text = lines[i] ?? ''
    let col = 0
    let at = 0
    let current = -1
    for (const seg of line ? line.split(',') : []) {
      if (!seg) continue
      const f = vlq(seg)
      col += f[0]
      add(current, Math.min(col, text.length) - at)
      at = Math.min(col, text.length)
      if (f.length >= 4) src += f[1]
      current = f.length >= 4 ? src : -1
    }
    add(current, text.length - at)
  })
  // Lines the mappings do not reach, and the line breaks.
  for (let i = mappings.split(';').length; i < lines.length; i++) add(-1, lines[i].length)
  add(-1, lines.length - 1)
  return chars
}

/** A module's name: its path from the project's root (node_modules/… for dependencies). */
const moduleName = (root, fromDir, sourceRoot, source) => {
  const path = relative(root, resolve(fromDir, sourceRoot ?? '', source.replace(/^[a-z]+:\/\//i, '')))
  return path.replace(/\\/g, '/').replace(/^(\.\.\/)+/, '')
}

/**
 * One built file's brotli size and its modules' shares of it (read once per run; a build's files
 * are named by their content).
 * @returns {{ file: string, bytes: number, modules: Map<string, number>, mapped: boolean }}
 */
export function attributeFile(buildDir, file, root = process.cwd()) {
  const path = join(buildDir, file)
  // Every screen starts with the same shared files: each is compressed and read once.
  const key = `${root}\0${path}`
  if (!attributed.has(key)) attributed.set(key, attributeOnce(path, buildDir, file, root))
  return attributed.get(key)
}

const attributed = new Map()

function attributeOnce(path, buildDir, file, root) {
  const buf = readFileSync(path)
  const bytes = brotliSize(buf)
  const modules = new Map()
  const mapFile = join(buildDir, SOURCEMAP_DIR, `${file}.map`)
  if (!existsSync(mapFile)) {
    modules.set(file, bytes)
    return { file, bytes, modules, mapped: false }
  }
  const map = JSON.parse(readFileSync(mapFile, 'utf8'))
  const chars = charsBySource(buf.toString('utf8'), map.mappings ?? '')
  const total = [...chars.values()].reduce((a, b) => a + b, 0) || 1
  for (const [src, n] of chars) {
    const name = src < 0 || !map.sources?.[src] ? GLUE : moduleName(root, dirname(path), map.sourceRoot, map.sources[src])
    modules.set(name, (modules.get(name) ?? 0) + (n / total) * bytes)
  }
  return { file, bytes, modules, mapped: true }
}

/**
 * Which source module a position in a built file comes from (the main-thread reading names the
 * code a CPU profile sampled, ./longTasks.mjs): `at(line, column)`, both 0-based, gives the module's
 * name, GLUE for code no segment names, or the file itself when the build has no map for it.
 */
export function sourceLookup(buildDir, file, root = process.cwd()) {
  const mapFile = join(buildDir, SOURCEMAP_DIR, `${file}.map`)
  if (!existsSync(mapFile)) return () => file
  const map = JSON.parse(readFileSync(mapFile, 'utf8'))
  const path = join(buildDir, file)
  let src = 0
  // Per generated line: the segments' columns and the source each starts (-1: none), in order.
  const lines = (map.mappings ?? '').split(';').map((line) => {
    let col = 0
    const segs = []
    for (const seg of line ? line.split(',') : []) {
      if (!seg) continue
      const f = vlq(seg)
      col += f[0]
      if (f.length >= 4) src += f[1]
      segs.push([col, f.length >= 4 ? src : -1])
    }
    return segs
  })
  const names = new Map()
  const nameOf = (i) => {
    if (i < 0 || !map.sources?.[i]) return GLUE
    if (!names.has(i)) names.set(i, moduleName(root, dirname(path), map.sourceRoot, map.sources[i]))
    return names.get(i)
  }
  return (line, column) => {
    const segs = lines[line] ?? []
    let lo = 0
    let hi = segs.length - 1
    let found = -1
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      if (segs[mid][0] <= column) {
        found = segs[mid][1]
        lo = mid + 1
      } else hi = mid - 1
    }
    return nameOf(found)
  }
}

/**
 * A page's start files, paths relative to `buildDir`: what its HTML names as module script, module
 * preload or same-origin classic script (URLs under `base`), with their static imports.
 */
export function startFiles(buildDir, html, base = '/') {
  const text = readFileSync(join(buildDir, html), 'utf8')
  const urls = [
    ...[...text.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]),
    ...[...text.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)].map((m) => /\bhref="([^"]+)"/.exec(m[0])?.[1]).filter(Boolean),
  ]
  const files = urls.filter((u) => u.startsWith(base) && !u.startsWith('//')).map((u) => u.slice(base.length).split(/[?#]/)[0])
  const styles = [...text.matchAll(/<link\b[^>]*\brel="(?:stylesheet|preload)"[^>]*>/g)]
    .filter((m) => /\bas="style"|rel="stylesheet"/.test(m[0]))
    .map((m) => /\bhref="([^"]+)"/.exec(m[0])?.[1])
    .filter((u) => u?.startsWith(base))
    .map((u) => u.slice(base.length))
  const manifestFile = join(buildDir, '.vite/manifest.json')
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {}
  const byFile = new Map(Object.values(manifest).map((c) => [c.file, c]))
  const seen = new Set()
  const visit = (f) => {
    if (seen.has(f)) return
    if (!existsSync(join(buildDir, f))) throw new Error(`${html} names ${f}, which is not in ${buildDir}`)
    seen.add(f)
    for (const k of byFile.get(f)?.imports ?? []) visit(manifest[k].file)
  }
  files.forEach(visit)
  return { scripts: [...seen], styles: [...new Set(styles)] }
}

/**
 * A page's start reading: its scripts' brotli total, by module, and its stylesheets' total.
 * @returns {{ files: {file: string, bytes: number}[], bytes: number, modules: Map<string, number>, css: number, unmapped: string[] }}
 */
export function measureStart(buildDir, html, { base = '/', root = process.cwd() } = {}) {
  const { scripts, styles } = startFiles(buildDir, html, base)
  const modules = new Map()
  const files = scripts.map((f) => attributeFile(buildDir, f, root))
  for (const f of files) for (const [m, n] of f.modules) modules.set(m, (modules.get(m) ?? 0) + n)
  return {
    files: files.map(({ file, bytes }) => ({ file, bytes })),
    bytes: files.reduce((n, f) => n + f.bytes, 0),
    modules,
    css: styles.reduce((n, f) => n + brotliSize(readFileSync(join(buildDir, f))), 0),
    unmapped: files.filter((f) => !f.mapped).map((f) => f.file),
  }
}

/** Per module: the screen's bytes, the floor's and the difference, the largest difference first. */
export function beyondFloor(screen, floor) {
  const names = new Set([...screen.modules.keys(), ...floor.modules.keys()])
  return [...names]
    .map((name) => ({ name, screen: screen.modules.get(name) ?? 0, floor: floor.modules.get(name) ?? 0 }))
    .map((r) => ({ ...r, beyond: r.screen - r.floor }))
    .sort((a, b) => b.beyond - a.beyond || a.name.localeCompare(b.name))
}

/**
 * Every borrower screen's start against the floor page's, in one build: `screens` are paths
 * ('/loanDetail'); each screen's HTML is `<outDir><path>/index.html`, the floor's `<outDir>/__floor`.
 * @returns {{ floor: ReturnType<typeof measureStart>, screens: { path: string, start: ReturnType<typeof measureStart>, beyond: number, rows: ReturnType<typeof beyondFloor> }[] }}
 */
export function measureStartBudget(outDir, screens, { root = process.cwd() } = {}) {
  const floorDir = join(outDir, FLOOR_DIR)
  if (!existsSync(join(floorDir, 'index.html'))) throw new Error(`no floor page in ${floorDir}; build it in the same run`)
  const floor = measureStart(floorDir, 'index.html', { base: `/${FLOOR_DIR}/`, root })
  return {
    floor,
    screens: screens.map((path) => {
      const start = measureStart(outDir, join(path.replace(/^\//, ''), 'index.html'), { root })
      return { path, start, beyond: start.bytes - floor.bytes, rows: beyondFloor(start, floor) }
    }),
  }
}

/** Screens over the budget, each with the modules that put it there (the most beyond the floor first). */
export function startBudgetFailures(reading, budget = BEYOND_FLOOR_BUDGET, top = 6) {
  return reading.screens
    .filter((s) => s.beyond > budget)
    .map((s) => {
      const modules = s.rows.filter((r) => r.beyond > 0).slice(0, top)
      return `${s.path} starts with ${kb(s.beyond)} brotli beyond the floor page's (budget ${kb(budget)}); most beyond the floor: ${modules.map((r) => `${r.name} +${kb(r.beyond)}`).join(', ')}`
    })
}

/** The table of one screen: its modules beyond the floor, the largest first, the rest summed. */
export function startTable(screen, floor, top = 20) {
  const shown = screen.rows.slice(0, top)
  const rest = screen.rows.slice(top)
  const sum = (rows, k) => rows.reduce((n, r) => n + r[k], 0)
  const signed = (n) => `${n < 0 ? '-' : '+'}${kb(Math.abs(n))}`
  return table(
    ['module', 'screen', 'floor', 'beyond'],
    [
      ...shown.map((r) => [r.name, kb(r.screen), kb(r.floor), signed(r.beyond)]),
      ...(rest.length
        ? [[`${rest.length} other modules`, kb(sum(rest, 'screen')), kb(sum(rest, 'floor')), signed(sum(rest, 'beyond'))]]
        : []),
      [
        `total (${screen.start.files.length} files; floor ${floor.files.length})`,
        kb(screen.start.bytes),
        kb(floor.bytes),
        signed(screen.beyond),
      ],
    ],
    ['l', 'r', 'r', 'r'],
  )
}

/** Prints every screen's table and the beyond-floor line (size-budget.mjs, the bench). */
export function printStart(reading, { top = 12, budget = BEYOND_FLOOR_BUDGET, heading = '' } = {}) {
  console.log(
    `\nStart of each borrower screen beside the floor page's, brotli, by source module${heading} (proportional shares from the source maps)`,
  )
  for (const s of reading.screens) {
    console.log(
      `\n${s.path}: ${kb(s.start.bytes)}, ${s.beyond > budget ? 'OVER' : 'ok'}: ${kb(s.beyond)} beyond the floor's ${kb(reading.floor.bytes)} (budget ${kb(budget)}; stylesheets ${kb(s.start.css)}, not counted)`,
    )
    console.log(startTable(s, reading.floor, top))
  }
  const unmapped = [...new Set(reading.screens.flatMap((s) => s.start.unmapped))]
  if (unmapped.length) console.log(`\nWithout a source map (counted as one module each): ${unmapped.join(', ')}`)
  console.log(
    `\nBeyond the floor page's start (${kb(reading.floor.bytes)}), brotli: ${reading.screens.map((s) => `${s.path} ${kb(s.beyond)}`).join(', ')}`,
  )
}

/** The reading as plain data for the bench's JSON: totals and each screen's largest modules. */
export function startSummary(reading, top = 20) {
  return {
    floor: reading.floor.bytes,
    screens: reading.screens.map((s) => ({
      path: s.path,
      bytes: s.start.bytes,
      beyond: s.beyond,
      css: s.start.css,
      modules: s.rows.slice(0, top),
    })),
  }
}
