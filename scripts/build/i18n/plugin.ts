import { relative } from 'node:path'
import { parseAst, type Plugin } from 'vite'

/** The id of a catalogue's Swahili messages, split off its module (one per defineMessages call). */
const PREFIX = 'sw-messages:'

type Node = { type: string; start: number; end: number; [k: string]: unknown }

/** Only literal data moves: an object of strings (nested objects, arrays and plain templates allowed). */
function literal(n: Node): boolean {
  switch (n.type) {
    case 'Literal':
      return true
    case 'TemplateLiteral':
      return (n.expressions as Node[]).length === 0
    case 'ArrayExpression':
      return (n.elements as (Node | null)[]).every((e) => e !== null && literal(e))
    case 'ObjectExpression':
      return (n.properties as Node[]).every((p) => p.type === 'Property' && !p.computed && !p.method && literal(p.value as Node))
    default:
      return false
  }
}

/** Every `defineMessages(en, sw)` call of a module whose second argument is literal data. */
function swArguments(code: string): Node[] {
  const found: Node[] = []
  const visit = (n: unknown): void => {
    if (!n || typeof n !== 'object') return
    if (Array.isArray(n)) return n.forEach(visit)
    const node = n as Node
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node & { name?: string }
      const args = node.arguments as Node[]
      if (callee.type === 'Identifier' && callee.name === 'defineMessages' && args.length === 2 && literal(args[1])) found.push(args[1])
    }
    for (const [k, v] of Object.entries(node)) if (k !== 'type' && v && typeof v === 'object') visit(v)
  }
  visit(parseAst(code))
  return found
}

/**
 * Rewrites a catalogue module for the client build: each `defineMessages(en, { ...Swahili })`
 * becomes `defineMessages(en, () => import('sw-messages:<module>#<n>'))`, the Swahili object a
 * module of its own. Returns null when the module has no catalogue to split.
 */
export function splitCatalogues(code: string, moduleName: string): { code: string; parts: Map<string, string> } | null {
  if (!code.includes('defineMessages(')) return null
  const args = swArguments(code)
  if (!args.length) return null
  const parts = new Map<string, string>()
  let out = code
  // From the last, so earlier offsets stay valid.
  ;[...args].reverse().forEach((arg, i) => {
    const id = `${PREFIX}${moduleName}#${args.length - 1 - i}`
    parts.set(id, `export default ${code.slice(arg.start, arg.end)}\n`)
    out = `${out.slice(0, arg.start)}() => import(${JSON.stringify(id)})${out.slice(arg.end)}`
  })
  return { code: out, parts }
}

/**
 * One language on a borrower's start: the client build moves every catalogue's Swahili messages
 * (the second argument of defineMessages, src/i18n/index.ts) into a lazy module of its own, which
 * src/i18n/index.ts fetches when the page is in Swahili or switches to it. The service worker
 * precaches those files like every script, so a switch works offline. The sources keep both
 * languages side by side, as do the dev server, the tests and the prerender (their own builds).
 */
export function splitCataloguesPlugin(root: string): Plugin {
  const parts = new Map<string, string>()
  return {
    name: 'build:i18n-split',
    apply: 'build',
    enforce: 'post',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load: (id) => (id.startsWith(`\0${PREFIX}`) ? (parts.get(id.slice(1)) ?? null) : null),
    transform(code, id, options) {
      if (options?.ssr || id.includes('/node_modules/') || id.startsWith('\0') || !/\.(ts|tsx)$/.test(id.split('?')[0])) return null
      const split = splitCatalogues(
        code,
        relative(root, id.split('?')[0])
          .replace(/\\/g, '/')
          .replace(/\.tsx?$/, ''),
      )
      if (!split) return null
      for (const [k, v] of split.parts) parts.set(k, v)
      return { code: split.code, map: null }
    },
  }
}
