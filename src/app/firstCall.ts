import type { FirstCall } from '@src/nav/firstCall'
import { paths } from '@src/nav/paths'
import { type OrderIds, orderIdsFrom } from '@src/nav/useOrderIds'
import type { AppDispatch } from '@store/index'

import { appScreens } from './screens'

/**
 * The api.ts of the features whose screen table names a first call, each a lazy import of its
 * own (as a hand-written `import()`). Only those: a glob of every api.ts would make each its own
 * chunk, one more file on their screens' start. A table naming a first call in another feature
 * fails at start in every test, with the name of this list.
 */
export const apiModules = import.meta.glob<Record<string, unknown>>('/features/{complaints,loan,order,repayment}/api.ts')

/**
 * Borrower screens whose first call can start as soon as the session is back, before React has
 * rendered the screen (about half a second on a low-end phone). The screen then finds
 * its answer in the cache, or the request in flight, instead of asking after its first render.
 * Each feature's api.ts owns its function, next to the endpoints it calls; its table
 * (features/<group>/screens.ts) names it.
 */
const firstCalls: Record<string, () => Promise<FirstCall>> = Object.fromEntries(
  appScreens.flatMap((s) => {
    const name = s.firstCall
    if (!name) return []
    const load = apiModules[`/features/${s.group}/api.ts`]
    if (!load)
      throw new Error(`firstCall: features/${s.group}/screens.ts names ${name}; add ${s.group} to apiModules in src/app/firstCall.ts`)
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
