// The house's layers and the import-cycle check, enforced by dependency-cruiser
// (`npm run deps`, and the step "deps" of `npm test`).
//
// From the ground up; a file may import its own layer and the layers below it, never one above.
// Folders are the layers: a path belongs to the layer of the longest folder it starts with (so
// src/outbox/ui, the offline queue's screen parts, sits above the queue in src/outbox).
// Tests and their helpers may import anything; sandbox/, tests/, e2e/ and scripts/ are not part
// of the shipped app, and the app may not import them; the sandbox, which plays the lender, may
// not import the app either (its tests may). `import type` and `import()` count like
// any import: a type or a lazy import still ties the two files together. Each rule's `comment`
// is what `depcruise` prints under a violation: it says how to fix the import.

/** The layers, from the ground up. */
const LAYERS = [
  {
    name: 'ground',
    folders: ['src/lib', 'src/config', 'src/i18n', 'src/vitals'],
    what: 'pure helpers, configuration, catalogues, field measurement: no store, no React state',
  },
  {
    name: 'lender',
    folders: ['src/lender'],
    what: 'the lender client: wire, timeout, retry rule, error type, answer schemas; no React, no Redux',
  },
  {
    name: 'state',
    folders: ['store', 'src/outbox', 'src/bridge', 'src/lastKnown'],
    what: 'the store, the offline queue, the shell bridge, last-known copies',
  },
  { name: 'ui', folders: ['src/ui'], what: 'primitives on native elements' },
  {
    name: 'services',
    folders: ['src/pwa', 'src/nav', 'src/outbox/ui', 'src/lastKnown/screen'],
    what: "what screens share above the primitives: offline and update state, the offline queue's and the last-known copies' screen parts, paths and following links",
  },
  { name: 'features', folders: ['features'], what: 'screens, one folder per group; a feature never imports another' },
  { name: 'app', folders: ['src/app', 'src/public', 'src/main.tsx'], what: 'composition: router, shell, start, the public pages runtime' },
]

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A path inside one of the folders (or the file itself, for src/main.tsx). */
const within = (folders) => `^(${folders.map(escapeRegExp).join('|')})(/|$)`
/** The other layers' folders nested inside this layer's (they belong to those layers, not to this one). */
const nestedIn = (layer) =>
  LAYERS.filter((l) => l !== layer)
    .flatMap((l) => l.folders)
    .filter((inner) => layer.folders.some((outer) => inner.startsWith(`${outer}/`)))
/** A path of this layer: inside one of its folders and not in a folder nested there that belongs to another layer. */
const ofLayer = (layer) => {
  const nested = nestedIn(layer)
  return nested.length ? { path: within(layer.folders), pathNot: within(nested) } : { path: within(layer.folders) }
}

/** Tests and their helpers: `*.test.*`, `testUtils.*`, `testing.*`, and whatever sits in a `tests/` or `testing/` folder. */
const TESTS = ['\\.test\\.[cm]?[jt]sx?$', '(^|/)(testUtils|testing)\\.[jt]sx?$', '(^|/)(tests|testing)/']

/** Everything the app ships from. */
const APP = within(LAYERS.flatMap((l) => l.folders))

/**
 * The offline queue's surface for the page: its entry page.ts (lazily, or `import type`), and the
 * two parts without the queue's code that screens import statically, eventCalls.ts and ui/.
 * The service worker's entry is worker.ts.
 */
const OUTBOX_ENTRIES = '^src/outbox/(page\\.ts|eventCalls\\.ts|ui/)'
const WORKER_ENTRY = '^src/outbox/worker\\.ts$'

/** React and Redux, type packages included: the ground and the lender client hold neither. */
const REACT_AND_REDUX = 'node_modules/(@types/)?(react|react-dom|react-redux|react-router|react-router-dom|@reduxjs/toolkit)/'

/**
 * Inside the offline queue, one direction, from the ground up: queue/ (storage: the entries, the
 * session and lease records) <- identity/ (whose an entry is) <- sending/ (one attempt's requests,
 * reconciling) <- replay/ (when and in what order) <- the files at the top of src/outbox (the
 * page's and the worker's orchestration). ui/ sits above them all as its own layer ('services').
 */
const OUTBOX_ORDER = ['queue', 'identity', 'sending', 'replay']
const outboxAbove = (i) => [...OUTBOX_ORDER.slice(i + 1).map((d) => `^src/outbox/${d}/`), '^src/outbox/[^/]+$']
const outboxOneWay = OUTBOX_ORDER.map((from, i) => ({
  name: `outbox-${from}-not-above`,
  severity: 'error',
  comment: `Inside src/outbox imports point one way: queue/ <- identity/ <- sending/ <- replay/ <- the top (contextOutbox.ts, page.ts, worker.ts). A file in src/outbox/${from}/ may not import from ${[...OUTBOX_ORDER.slice(i + 1).map((d) => `${d}/`), 'the top'].join(', ')}: move the shared part down into queue/, or pass it in.`,
  from: { path: `^src/outbox/${from}/`, pathNot: TESTS },
  to: { path: outboxAbove(i) },
}))

const pointDown = LAYERS.flatMap((from, i) =>
  LAYERS.slice(i + 1).map((to) => ({
    name: `${from.name}-not-${to.name}`,
    severity: 'error',
    comment: `A file in layer '${from.name}' (${from.folders.join(', ')}) may not import from the layer above, '${to.name}' (${to.what}). Move the shared part down, or pass it in.`,
    from: { path: ofLayer(from).path, pathNot: [...TESTS, ...[ofLayer(from).pathNot ?? []].flat()] },
    to: ofLayer(to),
  })),
)

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...pointDown,
    ...outboxOneWay,
    ...['ground', 'lender'].map((name) => ({
      name: `${name}-without-react-or-redux`,
      severity: 'error',
      comment: `Layer '${name}' (${LAYERS.find((l) => l.name === name).what}) may not import React, React Router or Redux packages: put the part that needs them in store/ or above.`,
      from: { path: within(LAYERS.find((l) => l.name === name).folders), pathNot: TESTS },
      to: { path: REACT_AND_REDUX },
    })),
    {
      name: 'features-not-each-other',
      severity: 'error',
      comment: 'Features do not import each other, their tests included; they meet in src/app/router.tsx. Share through src/ or store/.',
      from: { path: '^features/([^/]+)/' },
      to: { path: '^features/', pathNot: '^features/$1/' },
    },
    {
      name: 'sw-imports-worker-entry-only',
      severity: 'error',
      comment:
        "The service worker imports its own folder, packages and the offline queue's worker entry (src/outbox/worker.ts): nothing else of the app. Export what it needs from the worker entry.",
      from: { path: '^sw/', pathNot: TESTS },
      to: { path: '^(src|store|features|sandbox|tests|e2e|scripts)/', pathNot: WORKER_ENTRY },
    },
    {
      name: 'outbox-through-its-entries',
      severity: 'error',
      comment:
        'Outside src/outbox, the offline queue is imported only through its entries: src/outbox/page.ts (the queue: load it lazily, or `import type`), src/outbox/eventCalls.ts (the tracking calls, light) or src/outbox/ui/ (its screen parts). Export what you need from the page entry.',
      from: { path: '^(src|store|features)/', pathNot: [...TESTS, '^src/outbox/'] },
      to: { path: '^src/outbox/', pathNot: OUTBOX_ENTRIES },
    },
    {
      name: 'app-not-tools',
      severity: 'error',
      comment:
        'App code may not import sandbox/, tests/, e2e/ or scripts/: they are not part of the app. Move what both need into the app, or pass it in.',
      from: { path: APP, pathNot: TESTS },
      to: { path: '^(sandbox|tests|e2e|scripts)/' },
    },
    {
      name: 'sandbox-not-app',
      severity: 'error',
      comment:
        "The sandbox plays the lender and the host from SPEC: it may not import the app's code, its types included, or it shares the app's guesses. Give the sandbox its own type or constant; where both must agree (the config block's id, a setting's shape), a sandbox test may import the app's and assert they match.",
      from: { path: '^sandbox/', pathNot: TESTS },
      to: { path: [APP, '^sw/'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        "An import cycle makes a module's value depend on evaluation order: it works only while every use sits inside a function. Move the shared part into a file both import, or pass it in.",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|dev-dist|coverage)/' },
    // Type imports count: a type loop still ties two files together.
    tsPreCompilationDeps: true,
    // Resolves the @src, @store, @features, @sandbox and @tests aliases.
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
}
