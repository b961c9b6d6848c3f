import { describe, expect, it } from 'vitest'

import { floorRoute, ratioFailures, ratioRows } from './ratios.mjs'

const row = (path: string, kind: string, lcp: number | null) => ({ path, kind, median: { lcp } })
const floor = floorRoute('productId=P1&orderId=O1')

describe('LCP / floor ratios', () => {
  it('divides each borrower screen by the floor of the same server and profile; public pages are not counted', () => {
    const [r] = ratioRows([
      {
        server: 'preview',
        profile: 'mobile',
        rows: [
          row('/', 'public', 900),
          row('/loanDetail?x=1', 'borrower', 2200),
          row('/repay?x=1', 'borrower', 1900),
          { ...floor, median: { lcp: 2000 } },
        ],
      },
    ])
    expect(r.floor).toBe(2000)
    expect(r.screens.map((s) => [s.path, s.ratio])).toEqual([
      ['/loanDetail?x=1', 1.1],
      ['/repay?x=1', 0.95],
    ])
    expect(r.worst).toBe(1.1)
  })

  it('budgets 1.0 on 3G simulated over nginx and 1.1 elsewhere; a missing reading is a miss', () => {
    const rows = ratioRows([
      { server: 'nginx', profile: '3g', rows: [row('/loanDetail', 'borrower', 3050), { ...floor, median: { lcp: 3000 } }] },
      { server: 'preview', profile: '3g', rows: [row('/loanDetail', 'borrower', 3050), { ...floor, median: { lcp: 3000 } }] },
      { server: 'nginx', profile: 'mobile', rows: [row('/repay', 'borrower', null), { ...floor, median: { lcp: 1000 } }] },
      { server: 'preview', profile: 'mobile', rows: [row('/repay', 'borrower', 1200), { ...floor, median: { lcp: null } }] },
    ])
    expect(rows.map((r) => r.budget)).toEqual([1.0, 1.1, 1.1, 1.1])
    expect(ratioFailures(rows).map((f) => f.what)).toEqual([
      'LCP / floor, 3g on nginx, /loanDetail',
      'LCP / floor, mobile on nginx, /repay',
      'LCP / floor, mobile on preview, /repay',
    ])
  })

  it("gives simulated rows each screen's bytes on the path to LCP beyond the floor's; rows without the reading get none", () => {
    const withPath = (r: ReturnType<typeof row>, bytes: number | null) => ({ ...r, simPath: bytes === null ? null : { bytes } })
    const [sim, devtools] = ratioRows([
      {
        server: 'nginx',
        profile: '3g',
        rows: [
          withPath(row('/loanDetail', 'borrower', 3400), 146_900),
          withPath(row('/complaint', 'borrower', 3100), 94_700),
          withPath(row('/repay', 'borrower', 3400), null),
          { ...floor, median: { lcp: 2800 }, simPath: { bytes: 95_700 } },
        ],
      },
      { server: 'nginx', profile: '3g-devtools', rows: [row('/loanDetail', 'borrower', 3400), { ...floor, median: { lcp: 2250 } }] },
    ])
    expect(sim.floorBytes).toBe(95_700)
    expect(sim.screens.map((s) => [s.path, s.overFloor])).toEqual([
      ['/loanDetail', 51_200],
      ['/complaint', -1_000],
      ['/repay', null],
    ])
    expect(devtools.floorBytes).toBeNull()
    expect(devtools.screens[0].overFloor).toBeNull()
  })

  it("asks for the same order as /loanDetail's row", () => {
    expect(floor.path).toBe('/__floor/index.html?productId=P1&orderId=O1')
  })
})
