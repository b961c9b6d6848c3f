import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react'

import { type LenderCall, requestFor } from '@src/lender/call'

import { baseQuery } from './baseQuery'
import { feedbackModule } from './feedback'
import { withRequestLog } from './requestLog'

// createApi with one more module: it reads each endpoint's declared feedback (store/feedback.ts).
const createApi = buildCreateApi(coreModule(), reactHooksModule(), feedbackModule())

/**
 * The one API slice. Features add their endpoints with `baseApi.injectEndpoints` in their own
 * api.ts, so each group's code loads with its screens.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  // Every call also lands in the support diagnostics' request log.
  baseQuery: withRequestLog(baseQuery),
  tagTypes: ['Order', 'RepayPlan', 'DelayDetail', 'Complaint', 'ComplaintList', 'BankForm', 'LoanConfirm', 'Contact'],
  // Borrowers come back to a screen after paying elsewhere; fetch fresh data then.
  refetchOnMountOrArgChange: 30,
  // A screen left on "No connection" (or on its last-known copy) asks again by itself
  // when the connection returns (setupListeners in store/index.ts delivers the online event).
  refetchOnReconnect: true,
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
})

/**
 * An endpoint's request and answer from a lender call's descriptor (src/lender/call.ts): `query`
 * is the descriptor's request for the arguments, sent as it is; `transformResponse` reads the
 * answer with the descriptor's reader. Features add their tags and feedback beside it.
 */
export function endpoint<Args, Answer>(c: LenderCall<Args, Answer>) {
  return {
    query: (args: Args) => requestFor(c, args),
    transformResponse: (data: unknown, meta: { message: string } | undefined, args: Args): Answer =>
      c.read(data, meta?.message ?? '', args),
  }
}
