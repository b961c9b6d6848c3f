import { common } from '@src/i18n/common'
import { translator } from '@src/i18n/index'
import { type ApiError, isBorrowerMessage } from '@src/lender/errors'
import { type CallRequest, exchange } from '@src/lender/wire'

import { requestContext } from './requestContext'
import { type SessionState } from './session'

export type StateWithSession = { session: SessionState }

/** What one request came to: the answer's data and message, or an ApiError. */
export type Sent = { data: unknown; meta: { message: string }; error?: undefined } | { error: ApiError; data?: undefined; meta?: undefined }

/**
 * One request under the store's session, as the base query sends it (store/baseQuery.ts): also
 * what the landing's calls use, which go without RTK Query (features/promotion/api.ts). `send`:
 * the exchange (the base query's also takes an answer asked early).
 */
export async function sendRequest(
  req: CallRequest,
  state: StateWithSession,
  signal?: AbortSignal,
  send: typeof exchange = exchange,
): Promise<Sent> {
  const t = translator(common, state.session?.lang ?? 'en')
  const context = requestContext(state.session)
  const res = await send(req, context, { signal })
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
