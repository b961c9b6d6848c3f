// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { cruise, format, type ICruiseResult, type IConfiguration } from 'dependency-cruiser'
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

  it('refuses a feature importing the app that composes it, a type import included', async () => {
    const found = await violations({
      'features/order/wrongWay.ts': "import type { AppRoute } from '@src/app/router'\nexport type X = AppRoute\n",
      'src/app/router.ts': 'export type AppRoute = string\n',
    })
    expect(found.map((v) => v.rule)).toEqual(['features-not-app'])
  })

  it('refuses a feature importing another, in its tests too', async () => {
    const found = await violations({
      'features/order/wrongWay.ts': "import { x } from '@features/loan/api'\nexport const y = x\n",
      'features/order/rightWay.test.ts': "import { x } from '../loan/api'\nimport { z } from './api'\nexport const y = [x, z]\n",
      'features/order/api.ts': used('z'),
      'features/loan/api.ts': used('x'),
    })
    expect(found.map((v) => `${v.rule} ${v.from}`).sort()).toEqual([
      'features-not-each-other features/order/rightWay.test.ts',
      'features-not-each-other features/order/wrongWay.ts',
    ])
    expect(found[0].comment).toMatch(/Share through src\/ or store\//)
  })

  it('refuses a lazy import upwards and a relative path that climbs out of the layer', async () => {
    const found = await violations({
      'src/ui/wrongWay.ts': "export const load = () => import('../pwa/online')\nexport { paths } from '../nav/paths'\n",
      'src/pwa/online.ts': used('online'),
      'src/nav/paths.ts': used('paths'),
    })
    expect(found.map((v) => `${v.rule} ${v.to}`).sort()).toEqual(['ui-not-services src/nav/paths.ts', 'ui-not-services src/pwa/online.ts'])
  })

  it('keeps the lender client free of the store', async () => {
    const found = await violations({
      'src/lender/wrongWay.ts': "import type { SessionState } from '@store/session'\nexport type S = SessionState\n",
      'store/session.ts': 'export type SessionState = string\n',
    })
    expect(found.map((v) => v.rule)).toEqual(['lender-not-state'])
  })

  it('keeps React and Redux out of the lender client and the ground, a type import included', async () => {
    const found = await violations({
      'src/lender/loan/wrongWay.ts': "import { createSlice } from '@reduxjs/toolkit'\nexport const s = createSlice\n",
      'src/lib/wrongWay.ts': "import type { ReactNode } from 'react'\nexport type N = ReactNode\n",
      'src/lender/loan/rightWay.ts': "import * as v from 'valibot'\nexport const s = v.string()\n",
      'store/rightWay.ts': "import { createSlice } from '@reduxjs/toolkit'\nexport const s = createSlice\n",
    })
    expect(found.map((v) => `${v.rule} ${v.from}`).sort()).toEqual([
      'ground-without-react-or-redux src/lib/wrongWay.ts',
      'lender-without-react-or-redux src/lender/loan/wrongWay.ts',
    ])
    expect(found[0].comment).toMatch(/may not import React, React Router or Redux packages/)
  })

  it("lets the service worker import only the offline queue's worker entry", async () => {
    const found = await violations({
      'sw/wrongWay.ts': "import { runner } from '../src/outbox/contextOutbox'\nexport const r = runner\n",
      'sw/rightWay.ts': "import { installOutbox } from '../src/outbox/worker'\nexport const i = installOutbox\n",
      'src/outbox/contextOutbox.ts': used('runner'),
      'src/outbox/worker.ts': used('installOutbox'),
    })
    expect(found).toEqual([
      expect.objectContaining({
        rule: 'sw-imports-worker-entry-only',
        from: 'sw/wrongWay.ts',
        comment: expect.stringMatching(/worker entry/),
      }),
    ])
  })

  it('lets the app import the offline queue only through its entries, wherever the queue keeps its files, and places its screen parts above it', async () => {
    const found = await violations({
      'src/pwa/wrongWay.ts':
        "import { runner } from '@src/outbox/contextOutbox'\nimport { db } from '@src/outbox/queue/db'\nexport const r = [runner, db]\n",
      'src/pwa/rightWay.ts':
        "import { eventCalls } from '@src/outbox/eventCalls'\nimport { S } from '@src/outbox/screen/Status'\nexport const load = () => import('@src/outbox/page')\nexport const m = [eventCalls, S]\n",
      'src/outbox/contextOutbox.ts': used('runner'),
      'src/outbox/queue/db.ts': used('db'),
      'src/outbox/queue/wrongWay.ts':
        "import { Button } from '@src/ui/Button'\nimport { S } from '../screen/Status'\nexport const b = [Button, S]\n",
      'src/outbox/replay/replay.ts': "import { db } from '../queue/db'\nexport const r = db\n",
      'src/outbox/eventCalls.ts': "import { r } from './replay/replay'\nexport const eventCalls = r\n",
      'src/outbox/screen/Status.ts':
        "import { Button } from '@src/ui/Button'\nimport { db } from '../queue/db'\nexport const S = [Button, db]\n",
      'src/outbox/page.ts': used('page'),
      'src/ui/Button.ts': used('Button'),
    })
    expect(found.map((v) => `${v.rule} ${v.from} -> ${v.to}`).sort()).toEqual([
      'outbox-through-its-entries src/pwa/wrongWay.ts -> src/outbox/contextOutbox.ts',
      'outbox-through-its-entries src/pwa/wrongWay.ts -> src/outbox/queue/db.ts',
      'state-not-services src/outbox/queue/wrongWay.ts -> src/outbox/screen/Status.ts',
      'state-not-ui src/outbox/queue/wrongWay.ts -> src/ui/Button.ts',
    ])
    expect(found.find((v) => v.rule === 'outbox-through-its-entries')?.comment).toMatch(/only through its entries/)
  })

  it('refuses app code importing the sandbox or a test helper', async () => {
    const found = await violations({
      'store/wrongWay.ts': "import { server } from '@sandbox/node'\nexport const s = server\n",
      'sandbox/node.ts': used('server'),
    })
    expect(found).toEqual([expect.objectContaining({ rule: 'app-not-tools', comment: expect.stringMatching(/not part of the app/) })])
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
