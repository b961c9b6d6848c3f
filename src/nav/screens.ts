import type { ComponentType } from 'react'

import type { FirstCall } from './firstCall'
import type { paths } from './paths'

/*
 * A screen's entry in its feature's table (features/<group>/screens.ts). The router,
 * the prerendered screen shells, the build's chunk groups and the first calls all read these
 * tables as data: adding a screen is one entry plus its page. The tables hold plain data (no
 * imports of code), so the build reads them in Node, before any bundling; the lazy imports of
 * their pages and api.ts are made from them by the build (scripts/build/screens).
 *
 * The type checker still checks every name a table gives, through types alone (erased before
 * Node reads the table): a page is written `'Repay' satisfies PageIn<typeof import('./pages/Repay.tsx')>`
 * (the file must exist and export that component), and a table typed
 * `ScreenEntry<FirstCallIn<typeof import('./api.ts')>>` may name only a first call its api.ts exports.
 */

/** The names of a module's exported components: what a page entry may name. */
export type PageIn<Module> = { [K in keyof Module]: Module[K] extends ComponentType ? K : never }[keyof Module] & string

/** The names of an api module's exported first calls. */
export type FirstCallIn<Api> = { [K in keyof Api]: Api[K] extends FirstCall ? K : never }[keyof Api] & string

/** A table entry; a table typed `ScreenEntry<FirstCallIn<typeof import('./api.ts')>>` may name only its api's first calls. */
export type ScreenEntry<FirstCallName extends string = string> = {
  /** The named target in src/nav/paths.ts. */
  target: keyof typeof paths
  /** The page module in the feature's pages/ folder, which exports a component of the same name. */
  page: string
  /** 'borrower': waits for the persisted session; 'public': readable without one. */
  access: 'borrower' | 'public'
  /** Opened many times a week: its code is grouped on its own at build (scripts/build/chunks.ts). */
  main?: true
  /** An export of the feature's api.ts (a FirstCall) that starts the screen's first call before React renders it. */
  firstCall?: FirstCallName
}

/** An entry placed in its feature: `module` is the page's path from the repository root. */
export type PlacedScreen = ScreenEntry & { group: string; module: string }

/** Places each feature's entries: 'repayment' + { page: 'Repay' } -> features/repayment/pages/Repay.tsx. */
export function placeScreens(tables: Record<string, readonly ScreenEntry[]>): PlacedScreen[] {
  return Object.entries(tables).flatMap(([group, screens]) =>
    screens.map((s) => ({ ...s, group, module: `features/${group}/pages/${s.page}.tsx` })),
  )
}
