/**
 * How the build groups the app's start code into files.
 *
 * Left to itself the bundler makes one file per combination of pages that share a module: a
 * borrower screen would start from dozens of small files (docs/performance.md, 'The app's start
 * path'). On a phone over HTTP/1.1 (six connections, each request waiting a round trip
 * on 3G) the count, not the bytes, sets when the last one arrives, and each file carries its own
 * import/export glue.
 *
 * Two groups, both only of modules the app entry imports statically (what every borrower screen
 * runs before its own code):
 * - `app`: modules no public page can reach (store, RTK Query, router, persistence...);
 * - `shared`: modules the public pages' runtime needs too (React, shared UI), so public pages
 *   fetch one file for them instead of many.
 * Modules the public pages' first-paint loader imports stay out of both: that loader must stay
 * tiny.
 *
 * Screen code (a page and what only pages import) of the main borrower screens (the ones borrowers
 * open many times a week: order details, repay, rollover, complaint, loan confirm) that two or more
 * of them use is grouped by which main screens use it: one file per set of main screens
 * (`screens-repay-repayDelay`: what exactly those two use). A main screen then fetches only code
 * it runs, in about half as many files. What all of them use joins `app` (`shared` when a public
 * page can load it too). Code another screen uses too goes to a file of its own per set of main
 * screens (`…-more`), so another screen fetches no main screen's code. What one main screen uses
 * alone is left to the bundler: it joins the page's own file, or, when other pages use it too, a
 * file per set of pages. Code only other screens use, and what a public page can load, is left to
 * the bundler's own splitting as well.
 */

type ModuleInfo = { importers: readonly string[]; dynamicImporters: readonly string[] } | null
type Ctx = { getModuleInfo(id: string): ModuleInfo }

export type StartEntries = {
  /** The app's entry module (src/main.tsx). */
  app: string
  /** The public pages' first-paint loader (src/public/boot.ts). */
  publicLoader: string
  /** The early ask's entry (src/app/askEarly.ts): a module script of its own before the app's files. */
  askEntry?: string
  /** The main borrower screens: name -> the page module its lazy route imports. */
  mainScreens?: Record<string, string>
  /** Every borrower screen's page module (the route table's lazy imports), the main ones included. */
  screenPages?: readonly string[]
}

/** A `codeSplitting.groups[].name` function: 'app', 'shared', 'screens-…' or null (left to the bundler). */
export function startGroups({ app, publicLoader, askEntry, mainScreens = {}, screenPages = [] }: StartEntries) {
  const memo = new Map<string, string | null>()
  // A renamed page must not silently end the grouping.
  for (const [name, id] of Object.entries(mainScreens))
    if (!screenPages.includes(id)) throw new Error(`chunks: main screen ${name} (${id}) is not a page of the route table`)
  const screenOf = new Map(Object.entries(mainScreens).map(([name, id]) => [id, name]))
  const allScreens = Object.keys(mainScreens).sort()
  const pages = new Set(screenPages)
  /**
   * The modules that import `id`, itself included, walking up through static imports only or
   * through dynamic ones too. The walk stops at the app's entry: the public runtime can start the
   * whole app (a host answering an unknown path with a public page), and what only the app's entry
   * reaches is not the public pages' code. `stop` ends the walk early (the module was found).
   */
  const walkUp = (ctx: Ctx, id: string, staticOnly: boolean, stop: (m: string) => boolean) => {
    const seen = new Set([id])
    const todo = [id]
    while (todo.length) {
      const m = todo.pop()!
      if (stop(m)) return
      if (m === app) continue
      const info = ctx.getModuleInfo(m)
      for (const i of [...(info?.importers ?? []), ...(staticOnly ? [] : (info?.dynamicImporters ?? []))]) {
        if (seen.has(i)) continue
        seen.add(i)
        todo.push(i)
      }
    }
  }
  /** Does `target` import `id`, through static imports only or through dynamic ones too? */
  const reaches = (ctx: Ctx, id: string, target: string, staticOnly: boolean) => {
    let found = false
    walkUp(ctx, id, staticOnly, (m) => (found = m === target))
    return found
  }
  /** The main screens whose page imports `id` (statically, maybe through other modules), and whether another screen does too. */
  const screensUsing = (ctx: Ctx, id: string) => {
    const found = new Set<string>()
    let other = false
    walkUp(ctx, id, true, (m) => {
      const screen = screenOf.get(m)
      if (screen) found.add(screen)
      else if (pages.has(m)) other = true
      return false
    })
    return { main: [...found].sort(), other }
  }
  return (id: string, ctx: Ctx): string | null => {
    if (!memo.has(id)) {
      let group: string | null = null
      if (reaches(ctx, id, publicLoader, true)) group = null
      // The early ask's code: in files of its own, so its script runs before `shared` and `app` are
      // in; what the public pages load too in a file of its own, so they do not fetch the rest.
      else if (askEntry && (id === askEntry || reaches(ctx, id, askEntry, true)))
        group = id !== askEntry && reaches(ctx, id, publicLoader, false) ? 'ask-shared' : 'ask'
      else if (reaches(ctx, id, app, true)) group = reaches(ctx, id, publicLoader, false) ? 'shared' : 'app'
      // A page stays in its own file (the lazy route's import names it).
      else if (!screenOf.has(id)) {
        const { main, other } = screensUsing(ctx, id)
        const publicToo = reaches(ctx, id, publicLoader, false)
        if (main.length && main.length === allScreens.length) group = publicToo ? 'shared' : 'app'
        // What one main screen uses is left to the bundler: what only its page uses joins the page's
        // own file (one file fewer on its start), and what other pages use too goes to a file per
        // set of pages that use it, so another page never fetches the rest of that screen's code.
        else if (main.length === 1) group = null
        // What a public page can load is left to the bundler too (in a screens file it would bring a
        // public page the rest).
        else if (main.length && !publicToo) group = `screens-${main.join('-')}${other ? '-more' : ''}`
      }
      memo.set(id, group)
    }
    return memo.get(id)!
  }
}
