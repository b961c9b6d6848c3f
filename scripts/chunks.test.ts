import { describe, expect, it } from 'vitest'
import { startGroups } from './chunks'

// A small module graph: importer lists as the bundler reports them.
const graph: Record<string, { importers: string[]; dynamicImporters: string[] }> = {
  main: { importers: [], dynamicImporters: ['runtime'] }, // the public runtime can start the app
  loader: { importers: [], dynamicImporters: [] },
  runtime: { importers: [], dynamicImporters: ['loader'] },
  lang: { importers: ['loader', 'main'], dynamicImporters: [] },
  react: { importers: ['main', 'runtime'], dynamicImporters: [] },
  store: { importers: ['main'], dynamicImporters: [] },
  rtk: { importers: ['store'], dynamicImporters: [] },
  page: { importers: [], dynamicImporters: ['main'] },
  pageOnly: { importers: ['page'], dynamicImporters: [] },
}
const ctx = { getModuleInfo: (id: string) => graph[id] ?? null }

describe('start groups (scripts/chunks.ts)', () => {
  const group = startGroups({ app: 'main', publicLoader: 'loader' })

  it('puts what only the app starts with in one file', () => {
    expect(group('main', ctx)).toBe('app')
    expect(group('store', ctx)).toBe('app')
    expect(group('rtk', ctx)).toBe('app')
  })

  it('puts what the public runtime needs too in the shared file', () => {
    expect(group('react', ctx)).toBe('shared')
  })

  it("leaves the public loader's imports and screen code to the bundler", () => {
    expect(group('lang', ctx)).toBeNull()
    expect(group('page', ctx)).toBeNull()
    expect(group('pageOnly', ctx)).toBeNull()
  })
})
