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
  // Three main screens (repay, delay, detail) and another screen (other).
  repay: { importers: [], dynamicImporters: ['main'] },
  delay: { importers: [], dynamicImporters: ['main'] },
  detail: { importers: [], dynamicImporters: ['main'] },
  other: { importers: [], dynamicImporters: ['main'] },
  payNow: { importers: ['repay', 'delay'], dynamicImporters: [] },
  payNowPart: { importers: ['payNow'], dynamicImporters: [] },
  repayOnly: { importers: ['repay'], dynamicImporters: [] },
  money: { importers: ['repay', 'delay', 'other'], dynamicImporters: [] },
  dialog: { importers: ['repay', 'delay', 'detail'], dynamicImporters: [] },
  otherOnly: { importers: ['other'], dynamicImporters: [] },
  promoToo: { importers: ['repay'], dynamicImporters: ['runtime'] },
  // Used by every main screen, and loadable by a public page (a promotion's tracking).
  tracking: { importers: ['repay', 'delay', 'detail'], dynamicImporters: ['runtime'] },
  repayAndOther: { importers: ['repay', 'other'], dynamicImporters: [] },
  // The early ask's entry: its own request code, the wire the public runtime uses too, the loader's language.
  ask: { importers: [], dynamicImporters: [] },
  askRequests: { importers: ['ask', 'repay'], dynamicImporters: [] },
  wire: { importers: ['ask', 'main', 'runtime'], dynamicImporters: [] },
}
const ctx = { getModuleInfo: (id: string) => graph[id] ?? null }
/** Each module's start group under `assign`, keyed by module so that a failure names the module. */
const groupsOf = (assign: ReturnType<typeof startGroups>, ids: string[]) => Object.fromEntries(ids.map((id) => [id, assign(id, ctx)]))

describe('start groups (scripts/build/chunks.ts)', () => {
  const group = startGroups({ app: 'main', publicLoader: 'loader' })

  it('puts what only the app starts with in one file', () => {
    expect(groupsOf(group, ['main', 'store', 'rtk'])).toEqual({ main: 'app', store: 'app', rtk: 'app' })
  })

  it('puts what the public runtime needs too in the shared file', () => {
    expect(group('react', ctx)).toBe('shared')
  })

  describe('main screens: their code grouped by which of them use it', () => {
    const screens = startGroups({
      app: 'main',
      publicLoader: 'loader',
      mainScreens: { repay: 'repay', delay: 'delay', detail: 'detail' },
      screenPages: ['repay', 'delay', 'detail', 'other', 'page'],
    })

    it('one file per set of main screens, through any depth of imports', () => {
      expect(groupsOf(screens, ['payNow', 'payNowPart'])).toEqual({ payNow: 'screens-delay-repay', payNowPart: 'screens-delay-repay' })
    })

    it("what one main screen uses alone is left to the bundler (its page's own file, or a file per set of pages)", () => {
      expect(groupsOf(screens, ['repayOnly', 'repayAndOther'])).toEqual({ repayOnly: null, repayAndOther: null })
    })

    it('a main screen that is not a page of the route table stops the build', () => {
      expect(() => startGroups({ app: 'main', publicLoader: 'loader', mainScreens: { gone: 'renamed' }, screenPages: ['repay'] })).toThrow(
        /gone/,
      )
    })

    it('what every main screen uses joins the app file, or the shared one when a public page can load it', () => {
      expect(groupsOf(screens, ['dialog', 'tracking'])).toEqual({ dialog: 'app', tracking: 'shared' })
    })

    it('code another screen uses too is kept apart (that screen fetches no main screen code)', () => {
      expect(screens('money', ctx)).toBe('screens-delay-repay-more')
    })

    it('pages, code only other screens use, and what a public page can load are left to the bundler', () => {
      expect(groupsOf(screens, ['repay', 'otherOnly', 'promoToo', 'store', 'react'])).toEqual({
        repay: null,
        otherOnly: null,
        promoToo: null,
        store: 'app',
        react: 'shared',
      })
    })
  })

  it("the early ask's code in files of its own, before the app's: what the public pages load too apart from the rest", () => {
    const withAsk = startGroups({ app: 'main', publicLoader: 'loader', askEntry: 'ask' })
    expect(groupsOf(withAsk, ['ask', 'askRequests', 'wire', 'lang', 'store', 'react'])).toEqual({
      ask: 'ask',
      askRequests: 'ask',
      wire: 'ask-shared',
      // The public loader's own imports stay with it; the rest of the app is as before.
      lang: null,
      store: 'app',
      react: 'shared',
    })
    // Without the early ask, the same modules are the app's and the shared file's.
    expect(groupsOf(group, ['wire'])).toEqual({ wire: 'shared' })
  })

  it("leaves the public loader's imports and screen code to the bundler", () => {
    expect(groupsOf(group, ['lang', 'page', 'pageOnly'])).toEqual({ lang: null, page: null, pageOnly: null })
  })
})
