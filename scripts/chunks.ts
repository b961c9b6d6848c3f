/**
 * How the build groups the app's start code into files (issue 14).
 *
 * Left to itself the bundler makes one file per combination of pages that share a module: a
 * borrower screen started from 38 files, most under 1 KB. On a phone over HTTP/1.1 (six
 * connections, each request waiting a round trip of ~300 ms on 3G) the count, not the bytes,
 * set when the last one arrived, and each file carries its own import/export glue.
 *
 * Two groups, both only of modules the app entry imports statically (what every borrower screen
 * runs before its own code):
 * - `app`: modules no public page can reach (store, RTK Query, router, persistence...);
 * - `shared`: modules the public pages' runtime needs too (React, shared UI), so public pages
 *   fetch one file for them instead of many.
 * Modules the public pages' first-paint loader imports stay out of both: that loader must stay
 * tiny. Screen code (a page and what only pages import) is left to the bundler's own splitting.
 */

type ModuleInfo = { importers: readonly string[]; dynamicImporters: readonly string[] } | null
type Ctx = { getModuleInfo(id: string): ModuleInfo }

export type StartEntries = {
  /** The app's entry module (src/main.tsx). */
  app: string
  /** The public pages' first-paint loader (src/public/boot.ts). */
  publicLoader: string
}

/** A `codeSplitting.groups[].name` function: 'app', 'shared' or null (left to the bundler). */
export function startGroups({ app, publicLoader }: StartEntries) {
  const memo = new Map<string, 'app' | 'shared' | null>()
  /**
   * Does `target` import `id`, through static imports only or through dynamic ones too? The walk
   * up stops at the app's entry unless that is the target: the public runtime can start the whole
   * app (a host answering an unknown path with a public page), and what only the app's entry
   * reaches is not the public pages' code.
   */
  const reaches = (ctx: Ctx, id: string, target: string, staticOnly: boolean) => {
    const seen = new Set([id])
    const todo = [id]
    while (todo.length) {
      const m = todo.pop()!
      if (m === target) return true
      if (m === app) continue
      const info = ctx.getModuleInfo(m)
      for (const i of [...(info?.importers ?? []), ...(staticOnly ? [] : (info?.dynamicImporters ?? []))]) {
        if (seen.has(i)) continue
        seen.add(i)
        todo.push(i)
      }
    }
    return false
  }
  return (id: string, ctx: Ctx): 'app' | 'shared' | null => {
    if (!memo.has(id)) {
      let group: 'app' | 'shared' | null = null
      if (reaches(ctx, id, app, true) && !reaches(ctx, id, publicLoader, true)) group = reaches(ctx, id, publicLoader, false) ? 'shared' : 'app'
      memo.set(id, group)
    }
    return memo.get(id)!
  }
}
