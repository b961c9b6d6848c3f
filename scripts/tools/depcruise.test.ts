// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { cruise, format, type IConfiguration, type ICruiseResult } from 'dependency-cruiser'
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config'
import { afterEach, describe, expect, it } from 'vitest'

/*
 * The project's own .dependency-cruiser.cjs, run through dependency-cruiser's API on small trees
 * laid out like the app (same folders, same tsconfig aliases), so a deliberate wrong-way import
 * fails exactly as it would in `npm run deps`.
 */
const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IConfiguration
const tsconfig = {
  compilerOptions: {
    baseUrl: '.',
    paths: {
      '@src/*': ['src/*'],
      '@store/*': ['store/*'],
      '@features/*': ['features/*'],
      '@sandbox/*': ['sandbox/*'],
      '@tests/*': ['tests/*'],
    },
  },
}
const dirs: string[] = []

afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

/** Cruises a tree made of `files` (path -> source) with the project's rules. */
async function cruiseTree(files: Record<string, string>): Promise<ICruiseResult> {
  const dir = mkdtempSync(join(os.tmpdir(), 'depcruise-'))
  dirs.push(dir)
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'))
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  const tsConfigFile = join(dir, 'tsconfig.json')
  const roots = [...new Set(Object.keys(files).map((p) => p.split('/')[0]))]
  const { output } = await cruise(
    roots,
    { ruleSet: { forbidden: config.forbidden }, ...config.options, baseDir: dir, tsConfig: { fileName: tsConfigFile }, validate: true },
    { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    { tsConfig: extractTSConfig(tsConfigFile) },
  )
  return output as ICruiseResult
}

/** Each violation as "rule: from -> to" with the rule's comment, the text `depcruise` prints under it. */
async function violations(files: Record<string, string>): Promise<{ rule: string; from: string; to: string; comment: string }[]> {
  const result = await cruiseTree(files)
  const comments = new Map(config.forbidden?.map((r) => [r.name, r.comment ?? '']))
  return result.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to, comment: comments.get(v.rule.name) ?? '' }))
}

const used = (name: string) => `export const ${name} = 1\n`

describe('dependency-cruiser: imports point down', () => {
  it('refuses a helper importing the store (ground -> state), and says how to fix it', async () => {
    const files = {
      'src/lib/wrongWay.ts': "import { hooks } from '@store/hooks'\nexport const x = hooks\n",
      'store/hooks.ts': used('hooks'),
    }
    expect(await violations(files)).toEqual([
      {
        rule: 'ground-not-state',
        from: 'src/lib/wrongWay.ts',
        to: 'store/hooks.ts',
        comment: expect.stringMatching(
          /layer 'ground' .* may not import from the layer above, 'state' .* Move the shared part down, or pass it in\./,
        ),
      },
    ])
    const printed = (await format(await cruiseTree(files), { outputType: 'err-long' })).output as string
    expect(printed).toContain('ground-not-state: src/lib/wrongWay.ts → store/hooks.ts')
    expect(printed).toContain('Move the shared part down')
  })

  /** Trees with wrong-way imports: each violation as "rule: from → to", and what its message says. */
  it.each<{ title: string; files: Record<string, string>; found: unknown[]; says: RegExp }>([
    {
      title: 'a feature importing the app that composes it, a type import included',
      files: {
        'features/order/wrongWay.ts': "import type { AppRoute } from '@src/app/router'\nexport type X = AppRoute\n",
        'src/app/router.ts': 'export type AppRoute = string\n',
      },
      found: ['features-not-app: features/order/wrongWay.ts → src/app/router.ts'],
      says: /Move the shared part down, or pass it in/,
    },
    {
      title: 'a feature importing another, in its tests too',
      files: {
        'features/order/wrongWay.ts': "import { x } from '@features/loan/api'\nexport const y = x\n",
        'features/order/rightWay.test.ts': "import { x } from '../loan/api'\nimport { z } from './api'\nexport const y = [x, z]\n",
        'features/order/api.ts': used('z'),
        'features/loan/api.ts': used('x'),
      },
      found: [
        'features-not-each-other: features/order/rightWay.test.ts → features/loan/api.ts',
        'features-not-each-other: features/order/wrongWay.ts → features/loan/api.ts',
      ],
      says: /Share through src\/ or store\//,
    },
    {
      title: 'a lazy import upwards and a relative path that climbs out of the layer',
      files: {
        'src/ui/wrongWay.ts': "export const load = () => import('../pwa/online')\nexport { paths } from '../nav/paths'\n",
        'src/pwa/online.ts': used('online'),
        'src/nav/paths.ts': used('paths'),
      },
      found: ['ui-not-services: src/ui/wrongWay.ts → src/nav/paths.ts', 'ui-not-services: src/ui/wrongWay.ts → src/pwa/online.ts'],
      says: /may not import from the layer above, 'services'/,
    },
    {
      title: 'the lender client importing the store',
      files: {
        'src/lender/wrongWay.ts': "import type { SessionState } from '@store/session'\nexport type S = SessionState\n",
        'store/session.ts': 'export type SessionState = string\n',
      },
      found: ['lender-not-state: src/lender/wrongWay.ts → store/session.ts'],
      says: /may not import from the layer above, 'state'/,
    },
    {
      title: 'React and Redux in the lender client and the ground, a type import included',
      files: {
        'src/lender/loan/wrongWay.ts': "import { createSlice } from '@reduxjs/toolkit'\nexport const s = createSlice\n",
        'src/lib/wrongWay.ts': "import type { ReactNode } from 'react'\nexport type N = ReactNode\n",
        'src/lender/loan/rightWay.ts': "import * as v from 'valibot'\nexport const s = v.string()\n",
        'store/rightWay.ts': "import { createSlice } from '@reduxjs/toolkit'\nexport const s = createSlice\n",
      },
      found: [
        expect.stringMatching(/^ground-without-react-or-redux: src\/lib\/wrongWay\.ts → .*node_modules\/react\//),
        expect.stringMatching(/^lender-without-react-or-redux: src\/lender\/loan\/wrongWay\.ts → .*node_modules\/@reduxjs\/toolkit\//),
      ],
      says: /may not import React, React Router or Redux packages/,
    },
    {
      title: "the service worker importing anything but the offline queue's worker entry",
      files: {
        'sw/wrongWay.ts': "import { runner } from '../src/outbox/contextOutbox'\nexport const r = runner\n",
        'sw/rightWay.ts': "import { installOutbox } from '../src/outbox/worker'\nexport const i = installOutbox\n",
        'src/outbox/contextOutbox.ts': used('runner'),
        'src/outbox/worker.ts': used('installOutbox'),
      },
      found: ['sw-imports-worker-entry-only: sw/wrongWay.ts → src/outbox/contextOutbox.ts'],
      says: /worker entry/,
    },
    {
      title: 'the app importing the offline queue past its entries, wherever the queue keeps its files',
      files: {
        'src/pwa/wrongWay.ts':
          "import { runner } from '@src/outbox/contextOutbox'\nimport { db } from '@src/outbox/queue/db'\nexport const r = [runner, db]\n",
        'src/pwa/rightWay.ts':
          "import { eventCalls } from '@src/outbox/eventCalls'\nimport { S } from '@src/outbox/ui/Status'\nexport const load = () => import('@src/outbox/page')\nexport const m = [eventCalls, S]\n",
        'src/outbox/contextOutbox.ts': used('runner'),
        'src/outbox/queue/db.ts': used('db'),
        'src/outbox/replay/replay.ts': "import { db } from '../queue/db'\nexport const r = db\n",
        'src/outbox/eventCalls.ts': "import { r } from './replay/replay'\nexport const eventCalls = r\n",
        'src/outbox/ui/Status.ts': "import { db } from '../queue/db'\nexport const S = db\n",
        'src/outbox/page.ts': used('page'),
      },
      found: [
        'outbox-through-its-entries: src/pwa/wrongWay.ts → src/outbox/contextOutbox.ts',
        'outbox-through-its-entries: src/pwa/wrongWay.ts → src/outbox/queue/db.ts',
      ],
      says: /only through its entries/,
    },
    {
      title: 'the offline queue importing its screen parts or the primitives (the screen parts, nested in src/outbox, sit above it)',
      files: {
        'src/outbox/queue/wrongWay.ts': "import { S } from '../ui/Status'\nexport const b = S\n",
        'src/outbox/ui/Status.ts':
          "import { Button } from '@src/ui/Button'\nimport { db } from '../queue/db'\nexport const S = [Button, db]\n",
        'src/outbox/queue/db.ts': used('db'),
        'src/ui/Button.ts': used('Button'),
      },
      found: ['state-not-services: src/outbox/queue/wrongWay.ts → src/outbox/ui/Status.ts'],
      says: /may not import from the layer above/,
    },
    {
      title: 'an upward import inside the offline queue (queue <- identity <- sending <- replay <- the top), its tests free',
      files: {
        'src/outbox/queue/wrongWay.ts':
          "import { send } from '../sending/sender'\nimport { runner } from '../contextOutbox'\nexport const w = [send, runner]\n",
        'src/outbox/sending/wrongWay.ts': "import { replay } from '../replay/replay'\nexport const w = replay\n",
        'src/outbox/sending/sender.ts': "import { db } from '../queue/db'\nexport const send = db\n",
        'src/outbox/replay/replay.ts':
          "import { owner } from '../identity/owner'\nimport { send } from '../sending/sender'\nexport const replay = [owner, send]\n",
        'src/outbox/identity/owner.ts': "import { db } from '../queue/db'\nexport const owner = db\n",
        'src/outbox/queue/db.ts': used('db'),
        'src/outbox/queue/rightWay.test.ts': "import { replay } from '../replay/replay'\nexport const t = replay\n",
        'src/outbox/contextOutbox.ts': "import { replay } from './replay/replay'\nexport const runner = replay\n",
      },
      found: [
        'outbox-queue-not-above: src/outbox/queue/wrongWay.ts → src/outbox/contextOutbox.ts',
        'outbox-queue-not-above: src/outbox/queue/wrongWay.ts → src/outbox/sending/sender.ts',
        'outbox-sending-not-above: src/outbox/sending/wrongWay.ts → src/outbox/replay/replay.ts',
      ],
      says: /move the shared part down into queue\/, or pass it in\./,
    },
    {
      title: 'app code importing the sandbox or a test helper',
      files: {
        'store/wrongWay.ts': "import { server } from '@sandbox/node'\nexport const s = server\n",
        'sandbox/node.ts': used('server'),
      },
      found: ['app-not-tools: store/wrongWay.ts → sandbox/node.ts'],
      says: /not part of the app/,
    },
    {
      title: "the sandbox importing the app, a type import included, while the sandbox's tests hold the two to one contract",
      files: {
        'sandbox/deployment.ts': "import type { Deployment } from '../src/config/deployment'\nexport const d: Partial<Deployment> = {}\n",
        'sandbox/deployment.test.ts': "import { CONFIG_BLOCK_ID } from '@src/config/deployment'\nexport const id = CONFIG_BLOCK_ID\n",
        'src/config/deployment.ts': "export type Deployment = { siteUrl: string }\nexport const CONFIG_BLOCK_ID = 'app-config'\n",
      },
      found: ['sandbox-not-app: sandbox/deployment.ts → src/config/deployment.ts'],
      says: /Give the sandbox its own type or constant; .* a sandbox test may import the app's and assert they match\./,
    },
  ])('refuses $title', async ({ files, found, says }) => {
    const all = await violations(files)
    expect(all.map((v) => `${v.rule}: ${v.from} → ${v.to}`).sort()).toEqual(found)
    for (const v of all) expect(v.comment).toMatch(says)
  })

  it('lets imports point down, and lets tests import anything', async () => {
    expect(
      await violations({
        'features/order/rightWay.ts':
          "import { paths } from '@src/nav/paths'\nimport { useT } from '@store/hooks'\nexport const x = [paths, useT]\n",
        'src/nav/paths.ts': used('paths'),
        'store/hooks.ts': used('useT'),
        'src/lib/money.test.ts': "import { useT } from '@store/hooks'\nexport const t = useT\n",
        'features/order/tests/helpers.tsx': "import { x } from '@tests/render'\nexport const h = x\n",
        'tests/render.tsx': used('x'),
      }),
    ).toEqual([])
  })
})

describe('dependency-cruiser: no import cycles', () => {
  it('refuses a cycle, one made of a type import included', async () => {
    const found = await violations({
      'src/lib/a.ts': "import type { B } from './b'\nexport type A = { b?: B }\n",
      'src/lib/b.ts': "import type { A } from './a'\nexport type B = { a?: A }\n",
    })
    expect(found).toEqual([
      expect.objectContaining({
        rule: 'no-circular',
        from: 'src/lib/a.ts',
        to: 'src/lib/b.ts',
        comment: expect.stringMatching(/evaluation order/),
      }),
    ])
  })
})
