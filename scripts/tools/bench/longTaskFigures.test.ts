import { describe, expect, it } from 'vitest'

import {
  blockingByModule,
  contentPath,
  medianOfVisits,
  moduleRows,
  packageOf,
  profileByModule,
  summariseVisit,
} from './longTaskFigures.mjs'

const frame = (url: string, functionName = 'f') => ({ functionName, url, lineNumber: 0, columnNumber: 0 })
/** A long task the page's observer reported, in page time (ms). */
const task = (start: number, duration: number) => ({ start, duration })

/**
 * A CPU profile in miniature: samples every 10 ms (timeDeltas in µs) from page time 0 (the profile's
 * clock starts at 1000 ms), alternating between the app's file, the floor's and the browser's idle.
 */
const profile = {
  nodes: [
    { id: 1, callFrame: frame('https://x/assets/app.js') },
    { id: 2, callFrame: frame('https://x/assets/screen.js') },
    { id: 3, callFrame: frame('', '(idle)') },
    { id: 4, callFrame: frame('', '(garbage collector)') },
  ],
  samples: [1, 1, 2, 3, 4, 1, 2],
  timeDeltas: [0, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000],
  startTime: 1_000_000,
  endTime: 1_070_000,
}
const moduleOf = (f: { url: string; functionName: string }) => (f.url ? f.url.split('/').pop()! : f.functionName)

describe('the start main thread by module', () => {
  it('counts each sample until the next, before the first content only, idle nowhere', () => {
    const m = profileByModule(profile, { offsetMs: 1000, untilMs: 50, moduleOf })
    // Samples at 0, 10, 20 (app, app, screen), 30 idle, 40 the collector; 50 and later are after the content.
    expect(Object.fromEntries(m)).toEqual({ 'app.js': 20, 'screen.js': 10, '(garbage collector)': 10 })
  })

  it('aligns the profile clock with the page clock', () => {
    const m = profileByModule(profile, { offsetMs: 1020, untilMs: 30, moduleOf })
    // Page time -20 and -10 are before navigation; 0 is the screen's sample, 20 the collector's.
    expect(Object.fromEntries(m)).toEqual({ 'screen.js': 10, '(garbage collector)': 10 })
  })

  it('a visit counts the long tasks that start before the first content, and blocking as Total Blocking Time does', () => {
    const v = summariseVisit(
      { fcp: 400, content: 1000, tasks: [task(100, 120), task(900, 60), task(1000, 300)] },
      new Map([
        ['app.js', 150],
        ['(browser)', 500],
      ]),
    )
    expect(v).toMatchObject({ fcpMs: 400, contentMs: 1000, longTasks: 2, longTaskMs: 180, blockingMs: 80, busyMs: 150 })
  })

  it('takes medians per figure and per module, a module absent from a visit counting 0 there', () => {
    const visit = (contentMs: number, modules: Record<string, number>) => ({
      fcpMs: 1,
      lcpMs: contentMs,
      contentMs,
      tbtMs: 10,
      longTasks: 1,
      longTaskMs: 60,
      blockingMs: 10,
      busyMs: 100,
      modules,
    })
    const r = medianOfVisits([visit(900, { a: 30, b: 5 }), visit(1100, { a: 10 }), visit(1000, { a: 20, b: 7 })])
    expect(r.median.contentMs).toBe(1000)
    expect(r.modules).toEqual({ a: 20, b: 5 })
  })

  it('counts up to the largest paint when it comes after the probe saw the content, and Total Blocking Time from the first paint on', () => {
    const v = summariseVisit({ fcp: 400, lcp: 1200, content: 1000, tasks: [task(100, 120), task(1100, 90), task(1500, 150)] }, new Map())
    // Before the content: the first two tasks; from the first paint on: the last two.
    expect(v).toMatchObject({ lcpMs: 1200, longTasks: 2, blockingMs: 110, tbtMs: 140 })
  })

  it("shares each long task's time over 50 ms among the modules it ran, the browser's own work included", () => {
    const b = blockingByModule([
      // 90 ms over: the store three parts, the browser one.
      {
        duration: 140,
        modules: new Map([
          ['store.js', 60],
          ['(browser)', 20],
        ]),
      },
      // Under 50 ms: blocks nothing.
      { duration: 45, modules: new Map([['store.js', 45]]) },
      // 30 ms over, all React's.
      { duration: 80, modules: new Map([['react-dom', 70]]) },
      // A task the profile caught nothing of counts nowhere.
      { duration: 120, modules: new Map() },
    ])
    expect(Object.fromEntries(b)).toEqual({ 'store.js': 67.5, '(browser)': 22.5, 'react-dom': 30 })
    expect(moduleRows(Object.fromEntries(b), { '(browser)': 40 }, { browser: true })).toEqual([
      { m: 'store.js', screen: 67.5, floor: 0, beyond: 67.5 },
      { m: 'react-dom', screen: 30, floor: 0, beyond: 30 },
      { m: '(browser)', screen: 22.5, floor: 40, beyond: -17.5 },
    ])
  })

  it('takes the medians of Total Blocking Time by module too', () => {
    const visit = (blocking: Record<string, number>) => ({
      fcpMs: 1,
      lcpMs: 1,
      contentMs: 1,
      tbtMs: 1,
      longTasks: 1,
      longTaskMs: 60,
      blockingMs: 10,
      busyMs: 1,
      modules: {},
      blocking,
    })
    expect(medianOfVisits([visit({ a: 30 }), visit({ a: 10, b: 4 }), visit({ a: 20 })]).blocking).toEqual({ a: 20, b: 0 })
  })

  it("reads the path to the content from the page's resources: the scripts asked for before the first call, the call, its answer", () => {
    const at = (path: string, startTime: number, responseEnd: number) => ({ name: `https://x${path}?v=1`, startTime, responseEnd })
    const entries = [
      at('/assets/shared.css', 5, 400),
      at('/assets/app.js', 10, 1500),
      at('/assets/screen.js', 20, 1700),
      at('/api/v3/contract', 2040, 2400),
      at('/api/v3/loan-details', 2000, 2300),
      // Asked for after the call left: not on the call's path.
      at('/assets/later.js', 2100, 2600),
      at('/icon.svg', 1900, 2200),
    ]
    expect(contentPath(entries, 2500)).toEqual({ scriptsMs: 1700, callMs: 2000, answerMs: 2300 })
    // A page that calls no lender: its scripts until the content, and no call.
    expect(contentPath(entries.slice(0, 3), 1800)).toEqual({ scriptsMs: 1700, callMs: null, answerMs: null })
    expect(contentPath(entries, 2500, { apiPrefix: '/lender/' })).toMatchObject({ callMs: null })
  })

  it('a visit gives the gaps from the scripts to the call, from the answer to the content and from the content to its paint, and their medians', () => {
    const visit = (
      content: number,
      path: { scriptsMs: number; callMs: number | null; answerMs: number | null },
      lcp: number | null = null,
    ) => summariseVisit({ fcp: 400, lcp, content, tasks: [] }, new Map(), new Map(), path)
    const a = visit(2500, { scriptsMs: 1700, callMs: 2000, answerMs: 2300 }, 2560)
    expect(a).toMatchObject({
      scriptsMs: 1700,
      callMs: 2000,
      answerMs: 2300,
      callAfterScriptsMs: 300,
      contentAfterAnswerMs: 200,
      lcpAfterContentMs: 60,
    })
    const noCall = visit(1800, { scriptsMs: 1700, callMs: null, answerMs: null })
    expect(noCall).toMatchObject({ callAfterScriptsMs: null, contentAfterAnswerMs: null, lcpAfterContentMs: null })
    // A visit without a call counts in no median of the call's figures; one without a largest paint in none of its frame's.
    const r = medianOfVisits([a, visit(2900, { scriptsMs: 1900, callMs: 2400, answerMs: 2700 }, 2980), noCall])
    expect(r.median).toMatchObject({ scriptsMs: 1700, callAfterScriptsMs: 400, contentAfterAnswerMs: 200, lcpAfterContentMs: 70 })
  })

  it('groups a dependency by its package and keeps a source module by its path', () => {
    expect(packageOf('node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('node_modules/react-dom')
    expect(packageOf('node_modules/@reduxjs/toolkit/dist/query/rtk-query.modern.mjs')).toBe('node_modules/@reduxjs/toolkit')
    expect(packageOf('node_modules/.pnpm/valibot@1.0.0/node_modules/valibot/dist/index.js')).toBe('node_modules/valibot')
    expect(packageOf('src/app/routes.tsx')).toBe('src/app/routes.tsx')
  })

  it('attributes a made-up profile of a screen and the floor by module, beyond the floor first', () => {
    const files: Record<string, string> = {
      'https://x/assets/index.js': 'node_modules/react-dom/cjs/react-dom-client.production.js',
      'https://x/assets/routes.js': 'src/app/routes.tsx',
      'https://x/assets/i18n.js': 'src/i18n/catalogue.ts',
    }
    const made = (ids: number[]) => ({
      nodes: [
        { id: 1, callFrame: frame('https://x/assets/index.js') },
        { id: 2, callFrame: frame('https://x/assets/routes.js') },
        { id: 3, callFrame: frame('https://x/assets/i18n.js') },
        { id: 4, callFrame: frame('', '(program)') },
      ],
      samples: ids,
      timeDeltas: ids.map((_, i) => (i ? 10_000 : 0)),
      startTime: 0,
      endTime: ids.length * 10_000,
    })
    const byModule = (f: { url: string; functionName: string }) => (f.url ? packageOf(files[f.url]) : '(browser)')
    const screen = profileByModule(made([1, 1, 1, 2, 2, 3, 4, 1]), { offsetMs: 0, untilMs: 70, moduleOf: byModule })
    const floor = profileByModule(made([1, 1, 4]), { offsetMs: 0, untilMs: 70, moduleOf: byModule })
    const rows = moduleRows(Object.fromEntries(screen), Object.fromEntries(floor))
    expect(rows.map((r) => [r.m, r.screen, r.floor, r.beyond])).toEqual([
      ['src/app/routes.tsx', 20, 0, 20],
      ['node_modules/react-dom', 30, 20, 10],
      ['src/i18n/catalogue.ts', 10, 0, 10],
    ])
  })

  it('names first what the screen runs beyond the floor, then what it runs most; the browser left out', () => {
    const rows = moduleRows({ react: 200, store: 40, wire: 40, '(browser)': 900 }, { react: 230, wire: 10 })
    expect(rows.map((r) => [r.m, r.beyond])).toEqual([
      ['store', 40],
      ['wire', 30],
      ['react', -30],
    ])
  })
})
