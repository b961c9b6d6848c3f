import { config } from '@src/config/env'
import { askAhead } from '@src/lender/askAhead'
import type { CallSpec } from '@src/lender/call'
import { requestFor } from '@src/lender/call'
import { loanDetailsRequest } from '@src/lender/order/requests'
import { delayDetailRequest, planRequest } from '@src/lender/repayment/requests'
import { getQueryParam } from '@src/lib/query'
import { paths } from '@src/nav/paths'
import { requestContext } from '@store/requestContext'
import { initialSession, sessionReducer, shellSessionActions } from '@store/session'
import { shellParamsFromQuery } from '@store/shellParams'

/*
 * The early ask: the opening screen's first call, sent as soon as this small file is in, before
 * the app's own files (React, the store, the screens) have arrived or run. A module script of its
 * own, listed before them in the page (its build group: scripts/build/chunks.ts), so it runs
 * without waiting for them. On a slow link the answer is then back about when the app has started,
 * instead of a round trip after (docs/performance.md, 'The first call asked before the app's
 * files are in'). The store's own first call (./firstCall.ts) takes that answer when its request
 * is the same on the wire, once (src/lender/askAhead.ts); otherwise it asks as it always did.
 *
 * It asks only what it knows as the store will know it, and never guesses:
 * - the session only from the shell's parameters in the URL, which replace any stored session
 *   (src/main.tsx does the same): without them the stored session is needed, which is read later;
 * - the order's ids only from the URL (both of them): the store may fill a missing one from the
 *   stored session;
 * - where the deployment sends the borrower's language (a language parameter or Accept-Language),
 *   only with the URL's `lang`: the stored or the browser's choice is the store's to make.
 * Only the three screens whose first call is a read of one order ask early.
 */

type OrderArgs = { productId: string; orderId: string }

const EARLY: Record<string, CallSpec<OrderArgs>> = {
  [paths.loanDetail]: loanDetailsRequest,
  [paths.repay]: planRequest,
  [paths.repayDelay]: delayDetailRequest,
}

/** What the screen at this URL would ask first, with the session it would ask under; null when it cannot be known yet. */
export function earlyAsk(location: { pathname: string; search: string }) {
  const call = EARLY[location.pathname]
  if (!call) return null
  const productId = getQueryParam(location.search, 'productId')
  const orderId = getQueryParam(location.search, 'orderId')
  if (!productId || !orderId) return null
  const fromShell = shellParamsFromQuery(location.search)
  if (!Object.keys(fromShell.params).length) return null
  if ((config.langParam || config.acceptLanguage) && !fromShell.lang) return null
  const session = shellSessionActions(fromShell).reduce(sessionReducer, initialSession())
  return { request: requestFor(call, { productId, orderId }), context: requestContext(session) }
}

try {
  const ask = earlyAsk(window.location)
  if (ask) askAhead(ask.request, ask.context)
} catch {
  // The store asks as usual: the early ask is only ever a head start.
}
