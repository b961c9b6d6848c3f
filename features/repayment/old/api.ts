import { oldRepaymentCalls } from '@src/lender/repayment/oldCalls'
import type { OldCommitRequest, OldCommitResult, OldRepayWay } from '@src/lender/repayment/types'
import { baseApi, endpoint } from '@store/api'
import type { EndpointFeedback } from '@store/feedback'

const SCREEN: EndpointFeedback = { feedback: 'screen' }

/**
 * The old repayment flow's calls (SPEC 7, /oldRepay and its verify step), apart from the
 * installment and rollover calls so those screens do not load them. Every failure is the
 * screen's to show, as in ../api.ts.
 */
export const oldRepaymentApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getOldRepayWay: b.query<OldRepayWay, { orderId: string }>({
      ...endpoint(oldRepaymentCalls.way),
      // Each visit needs a fresh repayToken.
      keepUnusedDataFor: 0,
    }),
    commitOldRepayment: b.mutation<OldCommitResult, OldCommitRequest>({
      ...endpoint(oldRepaymentCalls.commit),
      extraOptions: SCREEN,
    }),
    confirmOldRepayment: b.mutation<null, { orderId: string; verifyCode: string; repaymentRecordId: string }>({
      ...endpoint(oldRepaymentCalls.confirm),
      extraOptions: SCREEN,
    }),
    payOldByAlipay: b.mutation<string, { userId: string; orderId: string; amount: number }>({
      ...endpoint(oldRepaymentCalls.alipay),
      extraOptions: SCREEN,
    }),
  }),
})

export const { useGetOldRepayWayQuery, useCommitOldRepaymentMutation, useConfirmOldRepaymentMutation, usePayOldByAlipayMutation } =
  oldRepaymentApi
