#!/usr/bin/env node
// Import-cycle check (`npm test` step "cycles"; alone: `node scripts/tools/check-cycles.mjs`).
// A cycle makes a module's value depend on evaluation order: it works only while every use sits
// inside a function, and breaks the day someone reads an import at the top level. Exits 1 and
// prints each cycle as a chain of files when there is one.
//
// What counts as an edge: every import of a repository file, whatever the emitted JavaScript
// keeps: static `import` and `export ... from`, `import type` (a type loop still ties two layers
// together: issue 24), and `import('...')` with a literal specifier (a lazy route or first call
// is still an arrow between two files).
// Modules resolve as TypeScript does with tsconfig.json (the @src, @store, ... aliases);
// packages in node_modules are not followed.
import { readdirSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const FOLDERS = ['src', 'store', 'features', 'sandbox', 'tests', 'e2e', 'scripts', 'sw']
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/
const SKIP_DIRS = new Set(['node_modules', 'dist', 'dev-dist', 'coverage'])

function walk(dir, out) {
  let entries
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return out // a folder this checkout does not have
  }
  for (const e of entries) {
    if (e.isDirectory()) {
      if (!SKIP_DIRS.has(e.name) && !e.name.startsWith('.')) walk(join(dir, e.name), out)
    } else if (SOURCE.test(e.name) && !e.name.endsWith('.d.ts')) out.push(join(dir, e.name))
  }
  return out
}

function compilerOptions() {
  const file = join(root, 'tsconfig.json')
  const { config } = ts.readConfigFile(file, ts.sys.readFile)
  return ts.parseJsonConfigFileContent(config, ts.sys, root).options
}

/** The module specifiers of every import of the file: static, type-only and dynamic. */
function importSpecifiers(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false)
  const specs = []
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      specs.push(node.moduleSpecifier.text)
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      specs.push(node.arguments[0].text)
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      specs.push(node.argument.literal.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return specs
}

/** file -> files it imports (repository files only). */
export function importGraph(files = FOLDERS.flatMap((f) => walk(join(root, f), [])).concat(walk(root, []).filter((f) => dirname(f) === root))) {
  const options = compilerOptions()
  const host = ts.createCompilerHost(options)
  const graph = new Map()
  for (const file of files) {
    const text = ts.sys.readFile(file) ?? ''
    const deps = new Set()
    for (const spec of importSpecifiers(file, text)) {
      const hit = ts.resolveModuleName(spec, file, options, host).resolvedModule
      if (!hit || hit.isExternalLibraryImport || hit.resolvedFileName.includes('/node_modules/')) continue
      deps.add(resolve(hit.resolvedFileName))
    }
    graph.set(resolve(file), deps)
  }
  return graph
}

/** Strongly connected components with more than one file, or a file importing itself (Tarjan). */
export function findCycles(graph) {
  let index = 0
  const stack = []
  const meta = new Map()
  const cycles = []
  const visit = (v) => {
    meta.set(v, { index, low: index, onStack: true })
    index += 1
    stack.push(v)
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue
      if (!meta.has(w)) {
        visit(w)
        meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low)
      } else if (meta.get(w).onStack) meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index)
    }
    if (meta.get(v).low === meta.get(v).index) {
      const scc = []
      let w
      do {
        w = stack.pop()
        meta.get(w).onStack = false
        scc.push(w)
      } while (w !== v)
      if (scc.length > 1 || graph.get(v)?.has(v)) cycles.push(chainThrough(graph, new Set(scc)))
    }
  }
  for (const v of [...graph.keys()].sort()) if (!meta.has(v)) visit(v)
  return cycles
}

/** One concrete loop inside a component, for a readable message: a -> b -> c -> a. */
function chainThrough(graph, scc) {
  const start = [...scc].sort()[0]
  const prev = new Map([[start, null]])
  const queue = [start]
  while (queue.length) {
    const v = queue.shift()
    for (const w of graph.get(v) ?? []) {
      if (!scc.has(w)) continue
      if (w === start) {
        const path = [start]
        for (let x = v; x !== null && x !== start; x = prev.get(x)) path.splice(1, 0, x)
        return [...path, start]
      }
      if (!prev.has(w)) {
        prev.set(w, v)
        queue.push(w)
      }
    }
  }
  return [start, start]
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now()
  const graph = importGraph()
  const cycles = findCycles(graph)
  const rel = (f) => relative(root, f).split('\\').join('/')
  for (const c of cycles) console.log(`Import cycle: ${c.map(rel).join(' -> ')}`)
  console.log(`${graph.size} files, ${cycles.length} import cycle${cycles.length === 1 ? '' : 's'} (${Date.now() - started} ms)`)
  process.exit(cycles.length ? 1 : 0)
}
