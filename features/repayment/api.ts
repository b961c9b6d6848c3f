import { repaymentCalls } from '@src/lender/repayment/calls'
import type { DelayDetail, PaymentOutcome, PaymentRequest, RepayPlan } from '@src/lender/repayment/types'
import type { FirstCall } from '@src/nav/firstCall'
import { baseApi, endpoint } from '@store/api'
import type { EndpointFeedback } from '@store/feedback'

type OrderArgs = { productId: string; orderId: string }

const SCREEN: EndpointFeedback = { feedback: 'screen' }

/**
 * Repayment calls (SPEC 7). Every failure is the screen's to show: queries get error states, and
 * the mutations declare `feedback: 'screen'` because the screens word their own messages (SPEC 8
 * maps some codes to fixed texts), so nothing else may toast as well.
 */
export const repaymentApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getRepayPlan: b.query<RepayPlan, OrderArgs>({
      ...endpoint(repaymentCalls.plan),
      providesTags: (_r, _e, a) => [{ type: 'RepayPlan', id: a.orderId }],
    }),
    getDelayDetail: b.query<DelayDetail, OrderArgs>({
      ...endpoint(repaymentCalls.delayDetail),
      providesTags: (_r, _e, a) => [{ type: 'DelayDetail', id: a.orderId }],
    }),
    generateRepayment: b.mutation<PaymentOutcome, PaymentRequest>({
      ...endpoint(repaymentCalls.generate),
      extraOptions: SCREEN,
    }),
    /** Returns the server's message, which the screen shows (SPEC 7: 'message shown'). */
    submitUtr: b.mutation<string, { orderId: string; utr: string; isDelay: 0 | 1 }>({
      ...endpoint(repaymentCalls.submitUtr),
      extraOptions: SCREEN,
      invalidatesTags: (_r, e, a) => (e ? [] : [{ type: a.isDelay ? 'DelayDetail' : 'RepayPlan', id: a.orderId }]),
    }),
  }),
})

export const { useGetRepayPlanQuery, useGetDelayDetailQuery, useGenerateRepaymentMutation, useSubmitUtrMutation } = repaymentApi

/** /repay's first call, before the screen renders (src/app/firstCall.ts): the screen's own arguments. @screenTable */
export const repayFirstCall: FirstCall = (dispatch, { productId, orderId }) => {
  if (orderId) void dispatch(repaymentApi.util.prefetch('getRepayPlan', { productId, orderId }, {}))
}

/** /repayDelay's first call (src/app/firstCall.ts). @screenTable */
export const repayDelayFirstCall: FirstCall = (dispatch, { productId, orderId }) => {
  if (orderId) void dispatch(repaymentApi.util.prefetch('getDelayDetail', { productId, orderId }, {}))
}
