import { translator } from '@src/i18n/index'
import { baseApi } from '@store/api'
import { defineAliases, recProductAliases, withConfigured } from './aliases'
import { messages } from './messages'
import { toDefineLink, toLoanDetails, toUnionErrorInfo } from './wire'
import type { LoanDetails, OrderIds, UnionErrorInfo } from './types'

export type DefineArgs = { moduleId: number; position: number; linkId: string }
/** SPEC 9: the order rating always posts score 5, whatever the stars; the ids tie it to the order. */
export const POSTED_SCORE = 5

/** The order group's calls (SPEC 7). */
export const orderApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getLoanDetails: b.query<LoanDetails, OrderIds>({
      query: ({ productId, orderId }) => ({
        url: '/v3/loan-details/loan-details',
        requireSuccess: true,
        body: { productId, orderId },
        aliases: withConfigured(recProductAliases),
      }),
      // A loading toast while it runs; the screen shows a failure itself, with a retry.
      extraOptions: { loading: (lang) => translator(messages, lang)('loadingOrder') },
      transformResponse: toLoanDetails,
      providesTags: (_r, _e, a) => [{ type: 'Order', id: a.orderId }],
    }),
    getUnionErrorInfo: b.query<UnionErrorInfo, void>({
      query: () => ({ url: '/service/new/union-error-info', aliases: withConfigured(recProductAliases) }),
      transformResponse: toUnionErrorInfo,
    }),
    scoreOrder: b.mutation<null, OrderIds>({
      query: ({ productId, orderId }) => ({ url: '/v3/loan-details/google-score', body: { score: POSTED_SCORE, productId, orderId }, requireSuccess: true }),
      transformResponse: () => null,
    }),
    /** The legacy 'define' call: form-encoded client, obfuscated fields, code '00' -> the product link. */
    defineProduct: b.mutation<string, DefineArgs>({
      query: (body) => ({ url: '/legacy/define', body, client: 'form', ok: ['00'], aliases: withConfigured(defineAliases) }),
      transformResponse: toDefineLink,
    }),
  }),
})

export const { useGetLoanDetailsQuery, useGetUnionErrorInfoQuery, useScoreOrderMutation, useDefineProductMutation } = orderApi
