import type { ApiArgs } from '@store/request'
import { toWireRequest } from '@store/request'
import { initialSession, langChanged, paramsUpdated, sessionReducer, shellParamsFromQuery } from '@store/session'
import { sendAhead } from '@src/lender/wire'
import type { FirstCallInput } from '@src/nav/firstCall'
import { orderIdsFrom } from '@src/nav/orderIds'
import { paths, type Target } from '@src/nav/paths'
import { langHint } from './langHint'
import { complaintReads } from '@features/complaints/calls'
import { loanConfirmLegacyReads, loanConfirmReads } from '@features/loan/calls'
import { loanDetailReads } from '@features/order/calls'
import { repayDelayReads, repayReads } from '@features/repayment/calls'

/*
 * The start script (issue 25): a borrower screen's first reads leave while the app's scripts are
 * still downloading, instead of after they have run. The build loads this file as a module script
 * of its own before the app's (scripts/build/prerender/html.ts, `earlyStart`), with only what it
 * imports here (no React, no Redux Toolkit); the app's request, when it is the very same one, takes
 * the answer (src/lender/wire.ts, `sendAhead`). A request that differs in anything (another
 * session parameter or language than the store ends up with) is not taken: the screen then asks
 * as it always did, and the read sent early is wasted, never shown.
 *
 * Sent only when the page address says who the borrower is (a session id) and, for the calls that
 * need them, which product or order: before the store is back from the device's storage nothing
 * else can say it. The language is the address's, else the one the app last spoke (./langHint.ts),
 * else the browser's, as the store decides it.
 */

/** Each screen's first reads, as the screen's endpoints send them (the features' calls.ts). */
export const earlyReads: Partial<Record<Target, (input: FirstCallInput) => ApiArgs[]>> = {
  loanDetail: loanDetailReads,
  repay: repayReads,
  repayDelay: repayDelayReads,
  complaint: complaintReads,
  loanConfirm: loanConfirmReads,
  loanConfirmLegacy: loanConfirmLegacyReads,
}

const byPath = new Map(Object.entries(earlyReads).map(([target, reads]) => [paths[target as Target] as string, reads!]))

type Env = { location: Pick<Location, 'pathname' | 'search'>; storage?: Pick<Storage, 'getItem'>; languages?: readonly string[] }

/** Sends the screen's first reads ahead; returns how many left. */
export function startEarly({ location, storage, languages }: Env): number {
  const reads = byPath.get(location.pathname)
  if (!reads) return 0
  const shell = shellParamsFromQuery(location.search)
  if (!shell.params.sessionId) return 0
  let session = sessionReducer(initialSession(languages ?? []), paramsUpdated(shell.params))
  const lang = shell.lang ?? langHint(storage)
  if (lang) session = sessionReducer(session, langChanged(lang))
  const ids = orderIdsFrom(location.search, { productId: '', orderId: '' })
  let sent = 0
  for (const args of reads({ ...ids, search: location.search })) {
    const { req, settings } = toWireRequest(args, session)
    if (sendAhead(req, settings)) sent++
  }
  return sent
}

if (typeof window !== 'undefined' && !import.meta.env.SSR) {
  try {
    startEarly({ location: window.location, storage: window.localStorage, languages: navigator.languages })
  } catch {
    // Never in the way: the screen asks as it always did.
  }
}
