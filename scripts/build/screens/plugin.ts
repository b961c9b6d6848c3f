import type { Plugin } from 'vite'

import type { PlacedScreen } from '../../../src/nav/screens.ts'

/** The module the router and the first calls import their lazy imports from (src/app/screenModules.d.ts). */
export const SCREEN_MODULES = 'virtual:screen-modules'

/**
 * The lazy imports of the screen tables, written from the tables themselves so that nothing
 * repeats them: one per page (by its path from the root, as `PlacedScreen.module`), and one per
 * feature whose table names a first call (by the feature's folder). Each is an `import()` of its
 * own, so each page is its own file, as a hand-written lazy import would be; features without a
 * first call get no entry, so their api.ts stays inside their pages' files.
 */
export function screenModulesCode(screens: readonly PlacedScreen[]): string {
  const lazy = (key: string, file: string) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(`/${file}`)}),`
  const pages = [...new Set(screens.map((s) => s.module))].sort()
  const apis = [...new Set(screens.filter((s) => s.firstCall).map((s) => s.group))].sort()
  return [
    'export const pageModules = {',
    ...pages.map((m) => lazy(m, m)),
    '}',
    'export const apiModules = {',
    ...apis.map((g) => lazy(g, `features/${g}/api.ts`)),
    '}',
    '',
  ].join('\n')
}

/** Serves `virtual:screen-modules` in the dev server, the build and the unit tests alike. */
export function screenModulesPlugin(screens: readonly PlacedScreen[]): Plugin {
  const id = `\0${SCREEN_MODULES}`
  return {
    name: 'screen-modules',
    resolveId: (source) => (source === SCREEN_MODULES ? id : null),
    load: (loaded) => (loaded === id ? screenModulesCode(screens) : null),
  }
}
