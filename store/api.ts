import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react'
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
