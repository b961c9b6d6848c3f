// The house's layers (issue 24), and the lint rule that keeps imports pointing down.
//
// From the ground up; a file may import its own layer and the layers below it, never one above.
// Folders are the layers: a path belongs to the first layer one of whose folders it starts with.
// Tests and their helpers (isTest below) may import anything; sandbox/, tests/, e2e/ and scripts/
// are not part of the shipped app, and the app may not import them (the `outside` entries).
//
// The rule resolves the module specifier itself: relative paths and the tsconfig aliases
// (@src, @store, @features, @sandbox, @tests). `import type` and `import()` count like any
// import: a type or a lazy import still ties the two files together.
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

/** The layers, from the ground up. */
export const LAYERS = [
  { name: 'ground', folders: ['src/lib', 'src/config', 'src/i18n', 'src/vitals'], what: 'pure helpers, configuration, catalogues, field measurement: no store, no React state' },
  { name: 'lender', folders: ['src/lender'], what: 'the lender client: wire, timeout, retry rule, error type, answer schemas; no React, no Redux' },
  { name: 'state', folders: ['store', 'src/outbox', 'src/bridge', 'src/lastKnown'], what: 'the store, the offline queue, the shell bridge, last-known copies' },
  { name: 'ui', folders: ['src/ui'], what: 'primitives on native elements' },
  { name: 'services', folders: ['src/pwa', 'src/nav'], what: 'what screens share above the primitives: offline and update state, paths and following links' },
  { name: 'features', folders: ['features'], what: 'screens, one folder per group; a feature never imports another' },
  { name: 'app', folders: ['src/app', 'src/public', 'src/main.tsx'], what: 'composition: router, shell, start, the public pages runtime' },
]

/** Folders outside the app: the app never imports them (tests and tools may import the app). */
const OUTSIDE = ['sandbox', 'tests', 'e2e', 'scripts']

const ALIASES = { '@src/': 'src/', '@store/': 'store/', '@features/': 'features/', '@sandbox/': 'sandbox/', '@tests/': 'tests/' }

/** Repository-relative path of what `spec` names from `file`, or null for a package. */
export function resolveSpecifier(spec, file) {
  for (const [alias, folder] of Object.entries(ALIASES)) if (spec.startsWith(alias)) return folder + spec.slice(alias.length)
  if (spec.startsWith('.')) return relative(root, resolve(dirname(file), spec)).split('\\').join('/')
  return null
}

const within = (path, folder) => path === folder || path.startsWith(`${folder}/`) || path.startsWith(`${folder}.`)

/** Index of the layer a repository path belongs to, or -1. */
export function layerOf(path) {
  return LAYERS.findIndex((l) => l.folders.some((f) => within(path, f)))
}

/** Tests and their helpers: `*.test.*`, `testUtils.*`, `testing.*`, and whatever sits in a `tests/` or `testing/` folder. */
const isTest = (path) => /\.test\.[cm]?[jt]sx?$/.test(path) || /(^|\/)(testUtils|testing)\.[jt]sx?$/.test(path) || /(^|\/)(tests|testing)\//.test(path)

/** The service worker imports its own folder, packages and the offline queue's worker entry: nothing else of the app. */
const WORKER_ENTRY = 'src/outbox/worker'

/** The offline queue is one module: the app imports it through its light entry or its (lazy) page entry, src/outbox/index.ts. */
const OUTBOX = 'src/outbox'
const OUTBOX_ENTRIES = ['src/outbox/index', 'src/outbox/page']
const isEntry = (to, entry) => to === entry || to === `${entry}.ts`

/** Packages a layer may not use, by layer name: the ground and the lender client hold no React and no Redux. */
const NO_UI_STATE = /^(react|react-dom|react-redux|react-router|react-router-dom|@reduxjs\/toolkit)(\/|$)/
const FORBIDDEN_PACKAGES = { ground: NO_UI_STATE, lender: NO_UI_STATE }

/** Why `from` may not import the package `spec`, or null when it may. */
export function packageViolation(from, spec) {
  if (isTest(from)) return null
  const a = layerOf(from)
  const forbidden = a < 0 ? undefined : FORBIDDEN_PACKAGES[LAYERS[a].name]
  return forbidden?.test(spec) ? `${from} is in layer '${LAYERS[a].name}' (${LAYERS[a].what}) and may not import ${spec}.` : null
}

/** Why `from` may not import `to` (repository paths), or null when it may. */
export function layerViolation(from, to) {
  if (isTest(from)) return null
  if (within(from, 'sw')) {
    if (within(to, 'sw') || to === WORKER_ENTRY || to === `${WORKER_ENTRY}.ts`) return null
    return `The service worker (${from}) imports only the offline queue's worker entry (${WORKER_ENTRY}), not ${to}.`
  }
  if (within(to, OUTBOX) && !within(from, OUTBOX) && !OUTBOX_ENTRIES.some((e) => isEntry(to, e))) {
    return `${from} imports ${to}: outside src/outbox, the offline queue is imported only through its entries, src/outbox/index.ts (light) or src/outbox/page.ts (the queue, loaded lazily).`
  }
  const a = layerOf(from)
  if (a < 0) return null
  if (OUTSIDE.some((o) => within(to, o))) return `${LAYERS[a].name} code (${from}) may not import ${to}: sandbox, tests, e2e and scripts are not part of the app.`
  const b = layerOf(to)
  if (b > a) return `${from} is in layer '${LAYERS[a].name}' and may not import ${to} from the layer above, '${LAYERS[b].name}' (${LAYERS[b].what}). Move the shared part down, or pass it in.`
  return null
}

/** ESLint rule `layers/imports-point-down`. */
const rule = {
  meta: { type: 'problem', docs: { description: 'Imports point down the layers of scripts/tools/layers.js (issue 24).' }, schema: [] },
  create(context) {
    const from = relative(root, context.filename).split('\\').join('/')
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return
      const to = resolveSpecifier(source.value, context.filename)
      const message = to ? layerViolation(from, to) : packageViolation(from, source.value)
      if (message) context.report({ node, message })
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
    }
  },
}

export const layersPlugin = { rules: { 'imports-point-down': rule } }
