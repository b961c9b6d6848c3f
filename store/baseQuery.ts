import type { BaseQueryFn } from '@reduxjs/toolkit/query'

import { common } from '@src/i18n/common'
import { translator } from '@src/i18n/index'
import { type ApiError, isBorrowerMessage } from '@src/lender/errors'
import { type CallRequest, exchange } from '@src/lender/wire'

import type { EndpointFeedback } from './feedback'
import { requestContext } from './requestContext'
import { type SessionState } from './session'

type StateWithSession = { session: SessionState }

/**
 * The one base query (SPEC 7 shared request behaviour): sends the descriptor's request through
 * src/lender/wire.ts (URL, body, aliases, envelope, the timeout covering the body) under the
 * session's parameters (store/requestContext.ts). It only fetches: loading and failure
 * toasts are the feedback middleware's (store/feedback.ts), as each endpoint declares in its
 * `extraOptions`. An answer that says the session expired is marked `sessionExpired` for the
 * middleware that reacts to it. Business failures, HTTP errors, timeouts and network failures all
 * come back as an ApiError; nothing throws out of here.
 */
export const baseQuery: BaseQueryFn<CallRequest, unknown, ApiError, EndpointFeedback, { message: string }> = (args, api) =>
  sendRequest(args, api.getState() as StateWithSession, api.signal)

/** What one request came to: the answer's data and message, or an ApiError. */
export type Sent = { data: unknown; meta: { message: string }; error?: undefined } | { error: ApiError; data?: undefined; meta?: undefined }

/**
 * One request under the store's session, as the base query sends it: also what the landing's
 * calls use, which go without RTK Query (features/promotion/api.ts).
 */
export async function sendRequest(req: CallRequest, state: StateWithSession, signal?: AbortSignal): Promise<Sent> {
  const t = translator(common, state.session?.lang ?? 'en')
  const res = await exchange(req, requestContext(state.session), { signal })
  // What a refusal says to the borrower: an expired session is the catalogue's one message (the
  // server's text for it is a status, often a test server's); any other server text only when it
  // is written for a borrower (src/lender/errors.ts), else the catalogue's server-error text.
  const refusal = (r: { message: string; sessionExpired: boolean }) =>
    r.sessionExpired ? t('sessionExpired') : isBorrowerMessage(r.message) ? r.message : t('serverError')
  switch (res.kind) {
    case 'ok':
      return { data: res.data ?? null, meta: { message: res.message } }
    case 'timeout':
      return { error: { kind: 'timeout', message: t('timeoutError') } }
    case 'network':
    case 'aborted':
      return { error: { kind: 'network', message: t('networkError') } }
    case 'malformed':
      return { error: { kind: 'malformed', message: t('malformedError') } }
    case 'http':
      return {
        error: {
          kind: 'http',
          status: res.status,
          message: res.status >= 500 && !res.sessionExpired ? t('serverError') : refusal(res),
          ...(res.sessionExpired ? { sessionExpired: true as const } : {}),
        },
      }
    case 'business':
      return {
        error: {
          kind: 'business',
          code: res.code,
          message: refusal(res),
          data: res.data,
          ...(res.sessionExpired ? { sessionExpired: true as const } : {}),
        },
      }
  }
}
