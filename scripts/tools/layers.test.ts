import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { layerOf, layerViolation, LAYERS } from './layers.js'

/*
 * Issue 24: the layers are enforced by lint. These run the project's own eslint.config.js on
 * snippets placed at real paths, so a deliberate wrong-way import fails exactly as it would in
 * `npm run lint`.
 */
const eslint = new ESLint({ cwd: process.cwd() })

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages.filter((m) => m.ruleId === 'layers/imports-point-down').map((m) => m.message)
}

describe('layers: imports point down', () => {
  it('refuses a helper importing the store (ground -> state)', async () => {
    const errors = await layerErrors('src/lib/wrongWay.ts', "import { useAppSelector } from '@store/hooks'\nexport const x = useAppSelector\n")
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/layer 'ground' and may not import store\/hooks from the layer above, 'state'/)
  })

  it('refuses a feature importing the app that composes it, a type import included', async () => {
    const errors = await layerErrors('features/order/wrongWay.ts', "import type { AppRoute } from '@src/app/router'\nexport type X = AppRoute\n")
    expect(errors).toEqual([expect.stringMatching(/layer 'features' and may not import src\/app\/router/)])
  })

  it('refuses a lazy import upwards and a relative path that climbs out of the layer', async () => {
    const errors = await layerErrors('src/ui/wrongWay.ts', "export const load = () => import('../pwa/online')\nexport { paths } from '../nav/paths'\n")
    expect(errors).toHaveLength(2)
  })

  it('keeps the lender client free of the store', async () => {
    const errors = await layerErrors('src/lender/wrongWay.ts', "import type { SessionState } from '@store/session'\nexport type S = SessionState\n")
    expect(errors).toEqual([expect.stringMatching(/layer 'lender' and may not import store\/session/)])
  })

  it('keeps React and Redux out of the lender client and the ground, a type import included', async () => {
    expect(await layerErrors('src/lender/loan/wrongWay.ts', "import { createSlice } from '@reduxjs/toolkit'\nexport const s = createSlice\n")).toEqual([
      expect.stringMatching(/layer 'lender' .* may not import @reduxjs\/toolkit/),
    ])
    expect(await layerErrors('src/lib/wrongWay.ts', "import type { ReactNode } from 'react'\nexport type N = ReactNode\n")).toEqual([expect.stringMatching(/layer 'ground' .* may not import react/)])
    expect(await layerErrors('src/lender/loan/rightWay.ts', "import * as v from 'valibot'\nexport const s = v.string()\n")).toEqual([])
    expect(await layerErrors('store/rightWay.ts', "import { createSlice } from '@reduxjs/toolkit'\nexport const s = createSlice\n")).toEqual([])
  })

  it('lets the service worker import only the offline queue\'s worker entry', async () => {
    expect(await layerErrors('sw/wrongWay.ts', "import { getRunner } from '../src/outbox/default'\nexport const r = getRunner\n")).toEqual([expect.stringMatching(/only the offline queue's worker entry/)])
    expect(await layerErrors('sw/rightWay.ts', "import { installOutbox } from '../src/outbox/worker'\nexport const i = installOutbox\n")).toEqual([])
  })

  it('lets the app import the offline queue only through its entries', async () => {
    expect(await layerErrors('src/pwa/wrongWay.ts', "import { getRunner } from '@src/outbox/default'\nexport const r = getRunner\n")).toEqual([expect.stringMatching(/only through its entries/)])
    expect(await layerErrors('src/pwa/rightWay.ts', "import { eventCalls } from '@src/outbox/index'\nexport const load = () => import('@src/outbox/page')\nexport const m = eventCalls\n")).toEqual([])
    expect(layerViolation('src/outbox/replay.ts', 'src/outbox/db.ts')).toBeNull()
  })

  it('refuses app code importing the sandbox or a test helper', async () => {
    const errors = await layerErrors('store/wrongWay.ts', "import { server } from '@sandbox/node'\nexport const s = server\n")
    expect(errors).toEqual([expect.stringMatching(/not part of the app/)])
  })

  it('lets imports point down, and lets tests import anything', async () => {
    expect(await layerErrors('features/order/rightWay.ts', "import { paths } from '@src/nav/paths'\nimport { useT } from '@store/hooks'\nexport const x = [paths, useT]\n")).toEqual([])
    expect(layerViolation('src/lib/money.test.ts', 'store/index.ts')).toBeNull()
    expect(layerViolation('features/order/tests/helpers.tsx', 'tests/renderWithProviders.tsx')).toBeNull()
  })

  it('knows every folder the app ships from', () => {
    for (const path of ['src/lib/money.ts', 'src/lender/wire.ts', 'store/api.ts', 'src/outbox/outbox.ts', 'src/ui/Button.tsx', 'src/nav/paths.ts', 'features/order/api.ts', 'src/app/router.tsx', 'src/main.tsx']) {
      expect(layerOf(path), path).toBeGreaterThanOrEqual(0)
    }
    expect(LAYERS.map((l) => l.name)).toEqual(['ground', 'lender', 'state', 'ui', 'services', 'features', 'app'])
  })
})
