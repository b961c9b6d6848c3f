import type { BaseQueryFn } from '@reduxjs/toolkit/query'

import { takeAhead } from '@src/lender/askAhead'
import type { ApiError } from '@src/lender/errors'
import { type CallRequest, exchange } from '@src/lender/wire'

import type { EndpointFeedback } from './feedback'
import { sendRequest, type StateWithSession } from './sendRequest'

/**
 * The wire's exchange, except that a screen's first call asked before the app started
 * (src/app/askEarly.ts) stands for this request when it is the same request on the wire, once
 * (src/lender/askAhead.ts). The landing's calls (`sendRequest` alone) never take one: the public
 * pages load none of the early ask's code. An early request that lost its connection before any
 * answer stands for nothing, and this one is sent.
 */
const exchangeOrTake: typeof exchange = async (req, context, opts) => (await takeAhead(req, context)) ?? exchange(req, context, opts)

/**
 * The one base query (SPEC 7 shared request behaviour): sends the descriptor's request through
 * src/lender/wire.ts (URL, body, aliases, envelope, the timeout covering the body) under the
 * session's parameters (store/requestContext.ts), by ./sendRequest.ts. It only fetches: loading and failure
 * toasts are the feedback middleware's (store/feedback.ts), as each endpoint declares in its
 * `extraOptions`. An answer that says the session expired is marked `sessionExpired` for the
 * middleware that reacts to it. Business failures, HTTP errors, timeouts and network failures all
 * come back as an ApiError; nothing throws out of here.
 */
export const baseQuery: BaseQueryFn<CallRequest, unknown, ApiError, EndpointFeedback, { message: string }> = (args, api) =>
  sendRequest(args, api.getState() as StateWithSession, api.signal, exchangeOrTake)
