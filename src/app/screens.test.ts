import { existsSync, readdirSync } from 'node:fs'
import { apiModules, pageModules } from 'virtual:screen-modules'
import { describe, expect, it } from 'vitest'

import { paths } from '@src/nav/paths'
import { type FirstCallIn, type PageIn, placeScreens, type ScreenEntry } from '@src/nav/screens'

import type * as repaymentApi from '../../features/repayment/api'
import type * as repayPage from '../../features/repayment/pages/Repay'
import { startGroups } from '../../scripts/build/chunks'
import { type AppRoute, pageLoader, routes } from './router'
import { appScreens } from './screens'

/** Every path of the route table, nested routes included. */
const routePaths = (list: AppRoute[]): string[] => list.flatMap((r) => [...(r.path ? [r.path] : []), ...routePaths(r.children ?? [])])

describe("the features' screen tables (one entry plus its page)", () => {
  it('name real paths and real page modules, each page exporting its component', async () => {
    expect(appScreens.length).toBeGreaterThanOrEqual(20)
    for (const s of appScreens) {
      expect(paths, s.target).toHaveProperty(s.target)
      expect(existsSync(s.module), s.module).toBe(true)
      const Page = await pageLoader(s)()
      expect(typeof Page, s.module).toBe('function')
    }
  })

  it('give the router one route per entry, under the gate for borrower screens only', () => {
    const all = routePaths(routes)
    for (const s of appScreens)
      expect(
        all.filter((p) => p === paths[s.target]),
        s.target,
      ).toHaveLength(1)
    const gate = routes[0].children!.find((r) => !r.path && r.children)!
    const gated = routePaths(gate.children as AppRoute[])
    expect(new Set(gated)).toEqual(new Set(appScreens.filter((s) => s.access === 'borrower').map((s) => paths[s.target])))
  })

  it('list every page of every feature that has a table: a page nobody routes to is a forgotten entry', () => {
    const groups = new Set(appScreens.map((s) => s.group))
    for (const group of groups) {
      const pages = readdirSync(`features/${group}/pages`).filter((f) => f.endsWith('.tsx') && !f.includes('.test.'))
      for (const file of pages) {
        const module = `features/${group}/pages/${file}`
        // A page that is not a screen of its own (a part two screens share) says so by living in components/.
        expect(
          appScreens.map((s) => s.module),
          module,
        ).toContain(module)
      }
    }
  })

  it('give the router one lazy import per page and the first calls one per feature that names one, from the tables alone', async () => {
    expect(Object.keys(pageModules).sort()).toEqual([...new Set(appScreens.map((s) => s.module))].sort())
    expect(Object.keys(apiModules).sort()).toEqual([...new Set(appScreens.filter((s) => s.firstCall).map((s) => s.group))].sort())
    // Each feature's api.ts exports every first call its table names.
    for (const s of appScreens.filter((e) => e.firstCall))
      expect(typeof (await apiModules[s.group]())[s.firstCall!], s.firstCall).toBe('function')
  })

  it("give the build its main screens, each one a page of the table (the build's chunk groups refuse anything else)", () => {
    const main = appScreens.filter((s) => s.main).map((s) => s.target)
    expect(main.sort()).toEqual(['complaint', 'loanConfirm', 'loanDetail', 'repay', 'repayDelay'])
    const screenPages = appScreens.map((s) => s.module)
    expect(() =>
      startGroups({
        app: 'main',
        publicLoader: 'loader',
        mainScreens: Object.fromEntries(appScreens.filter((s) => s.main).map((s) => [s.target, s.module])),
        screenPages,
      }),
    ).not.toThrow()
  })

  // The type checker refuses both names (`npm run typecheck` fails the day it stops refusing them).
  const misspelt: ScreenEntry<FirstCallIn<typeof repaymentApi>> = {
    target: 'repay',
    // @ts-expect-error: Repay.tsx exports no component Repy.
    page: 'Repy' satisfies PageIn<typeof repayPage>,
    access: 'borrower',
    // @ts-expect-error: the repayment api exports no first call repayFirstCal.
    firstCall: 'repayFirstCal',
  }

  it('with a misspelt page do not compile, and fail at start if they ever did', () => {
    const [placed] = placeScreens({ repayment: [misspelt] })
    expect(placed.module).toBe('features/repayment/pages/Repy.tsx')
    expect(() => pageLoader(placed)).toThrow('repayment/screens.ts names the page Repy')
  })
})
