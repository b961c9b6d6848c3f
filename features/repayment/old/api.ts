import { baseApi } from '@store/api'
import type { EndpointFeedback } from '@store/feedback'
import type { OldCommitRequest, OldCommitResult, OldRepayWay } from '../types'
import { toOldCommitResult, toOldRepayWay, toRedirectUrl } from './wire'

const OLD = '/api/v1/{segment}/{segment}/service/loan'
const SCREEN: EndpointFeedback = { feedback: 'screen' }

/**
 * The old repayment flow's calls (SPEC 7, /oldRepay and its verify step), apart from the
 * installment and rollover calls so those screens do not load them. Every failure is the
 * screen's to show, as in ../api.ts.
 */
export const oldRepaymentApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getOldRepayWay: b.query<OldRepayWay, { orderId: string }>({
      query: (body) => ({ url: `${OLD}/repayment-way`, body }),
      transformResponse: toOldRepayWay,
      // Each visit needs a fresh repayToken.
      keepUnusedDataFor: 0,
    }),
    commitOldRepayment: b.mutation<OldCommitResult, OldCommitRequest>({
      query: ({ couponId, ...rest }) => ({ url: `${OLD}/repayment-commit`, body: { ...rest, couponId } }),
      extraOptions: SCREEN,
      transformResponse: toOldCommitResult,
    }),
    confirmOldRepayment: b.mutation<null, { orderId: string; verifyCode: string; repaymentRecordId: string }>({
      query: (body) => ({ url: `${OLD}/repayment-confirm`, body }),
      extraOptions: SCREEN,
      transformResponse: () => null,
    }),
    payOldByAlipay: b.mutation<string, { userId: string; orderId: string; amount: number }>({
      query: (body) => ({ url: `${OLD}/repayment-huichao`, body }),
      extraOptions: SCREEN,
      transformResponse: toRedirectUrl,
    }),
  }),
})

export const { useGetOldRepayWayQuery, useCommitOldRepaymentMutation, useConfirmOldRepaymentMutation, usePayOldByAlipayMutation } = oldRepaymentApi
