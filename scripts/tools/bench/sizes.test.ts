import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'

import { APP_START_LAZY, APP_START_VITALS, measureSizes } from './sizes.mjs'

/** A build in miniature: the app entry, one borrower page, the start-lazy chunk and the web-vitals chunk. */
function miniBuild(): { dir: string; gz: (f: string) => number } {
  const dir = mkdtempSync(join(os.tmpdir(), 'sizes-test-'))
  mkdirSync(join(dir, '.vite'))
  mkdirSync(join(dir, 'assets'))
  // Different text per file, long enough that gzip sizes differ.
  const files: Record<string, string> = {
    'assets/main.js': 'export const app = "' + 'app '.repeat(400) + '"',
    'assets/Page.js': 'export const page = "' + 'page body '.repeat(90) + '"',
    'assets/ww.js': 'export const ww = "' + 'register the worker '.repeat(30) + '"',
    'assets/vitals.js': 'export const v = "' + Array.from({ length: 200 }, (_, i) => `lcp${i * 7919}`).join(',') + '"',
  }
  for (const [f, text] of Object.entries(files)) writeFileSync(join(dir, f), text)
  const manifest = {
    'src/main.tsx': {
      file: 'assets/main.js',
      isEntry: true,
      dynamicImports: ['features/order/pages/Page.tsx', APP_START_LAZY[0], APP_START_VITALS[0]],
    },
    'features/order/pages/Page.tsx': { file: 'assets/Page.js', isDynamicEntry: true },
    [APP_START_LAZY[0]]: { file: 'assets/ww.js', isDynamicEntry: true },
    [APP_START_VITALS[0]]: { file: 'assets/vitals.js', isDynamicEntry: true },
  }
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest))
  writeFileSync(join(dir, '.vite/prerender.json'), JSON.stringify({ appEntry: 'src/main.tsx', routes: [] }))
  return { dir, gz: (f) => gzipSync(files[f], { level: 9 }).length }
}

describe('the size reading (npm test size-budget, npm run bench)', () => {
  const build = miniBuild()
  afterAll(() => rmSync(build.dir, { recursive: true, force: true }))

  it('counts a borrower screen with field measurement, and says how much of it that is', () => {
    const [row] = measureSizes(build.dir).borrower
    const all = ['assets/main.js', 'assets/Page.js', 'assets/ww.js', 'assets/vitals.js'].map(build.gz)
    expect(row.name).toBe('order/pages/Page')
    expect(row.jsFiles.sort()).toEqual(['assets/Page.js', 'assets/main.js', 'assets/vitals.js', 'assets/ww.js'])
    expect(row.js).toBe(all.reduce((a, b) => a + b, 0))
    // The default deployment (no vitalsUrl) fetches everything but the web-vitals chunk.
    expect(row.vitalsJs).toBe(build.gz('assets/vitals.js'))
    expect(row.js - row.vitalsJs).toBe(all[0] + all[1] + all[2])
  })
})
