import { describe, expect, it } from 'vitest'

import { medianOfVisits, moduleRows, profileByModule, summariseVisit } from './longTaskFigures.mjs'

const frame = (url: string, functionName = 'f') => ({ functionName, url, lineNumber: 0, columnNumber: 0 })

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
      {
        fcp: 400,
        content: 1000,
        tasks: [
          { start: 100, duration: 120 },
          { start: 900, duration: 60 },
          { start: 1000, duration: 300 },
        ],
      },
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
      contentMs,
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

  it('names first what the screen runs beyond the floor, then what it runs most; the browser left out', () => {
    const rows = moduleRows({ react: 200, store: 40, wire: 40, '(browser)': 900 }, { react: 230, wire: 10 })
    expect(rows.map((r) => [r.m, r.beyond])).toEqual([
      ['store', 40],
      ['wire', 30],
      ['react', -30],
    ])
  })
})
