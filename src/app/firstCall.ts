import { apiModules } from 'virtual:screen-modules'

import type { FirstCall } from '@src/nav/firstCall'
import { paths } from '@src/nav/paths'
import { type OrderIds, orderIdsFrom } from '@src/nav/useOrderIds'
import type { AppDispatch } from '@store/index'

import { appScreens } from './screens'

/**
 * Borrower screens whose first call can start as soon as the session is back, before React has
 * rendered the screen (docs/performance.md, 'The app's start path'). The screen then finds
 * its answer in the cache, or the request in flight, instead of asking after its first render.
 * Each feature's api.ts owns its function, next to the endpoints it calls; its table
 * (features/<group>/screens.ts) names it.
 */
const firstCalls: Record<string, () => Promise<FirstCall>> = Object.fromEntries(
  appScreens.flatMap((s) => {
    const name = s.firstCall
    if (!name) return []
    // One lazy import per feature that names a first call, written by the build from the tables.
    const load = apiModules[s.group]
    if (!load) throw new Error(`firstCall: features/${s.group}/screens.ts names ${name}, and its api.ts is not among the screen modules`)
    const start = () =>
      load().then((m) => {
        if (typeof m[name] !== 'function') throw new Error(`firstCall: features/${s.group}/api.ts does not export ${name}`)
        return m[name] as FirstCall
      })
    return [[paths[s.target], start]]
  }),
)

/**
 * Starts the first call of the screen at `location`, if it has one. Safe to skip: a failure here
 * (the feature's code did not load) leaves the screen to ask as it always does.
 */
export function startFirstCall(dispatch: AppDispatch, location: { pathname: string; search: string }, sessionIds: OrderIds): Promise<void> {
  const load = firstCalls[location.pathname]
  if (!load) return Promise.resolve()
  return load().then(
    (start) => start(dispatch, { ...orderIdsFrom(location.search, sessionIds), search: location.search }),
    () => undefined,
  )
}
