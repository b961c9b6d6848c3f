import { translator } from '@src/i18n/index'
import type { FirstCall } from '@src/nav/firstCall'
import { baseApi } from '@store/api'
import { toWireRequest, type ApiArgs } from '@store/request'
import { sendAhead } from '@src/lender/wire'
import { config } from '@src/config/env'
import { DEFINE_PATH, defineAliases, recProductAliases } from './aliases'
import { messages } from './messages'
import { toDefineLink, toLoanDetails, toUnionErrorInfo } from './wire'
import type { LoanDetails, OrderIds, UnionErrorInfo } from './types'

export type DefineArgs = { moduleId: number; position: number; linkId: string }
/** SPEC 9: the order rating always posts score 5, whatever the stars; the ids tie it to the order. */
export const POSTED_SCORE = 5

/** What the order screen's first read sends: its endpoint's query, and its first call (below). */
const loanDetailsQuery = ({ productId, orderId }: OrderIds): ApiArgs => ({
  url: '/v3/loan-details/loan-details',
  requireSuccess: true,
  body: { productId, orderId },
  aliases: recProductAliases(),
})

/** The order group's calls (SPEC 7). */
export const orderApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getLoanDetails: b.query<LoanDetails, OrderIds>({
      query: loanDetailsQuery,
      // A loading toast while it runs; the screen shows a failure itself, with a retry.
      extraOptions: { loading: (lang) => translator(messages, lang)('loadingOrder') },
      transformResponse: toLoanDetails,
      providesTags: (_r, _e, a) => [{ type: 'Order', id: a.orderId }],
    }),
    getUnionErrorInfo: b.query<UnionErrorInfo, void>({
      query: () => ({ url: '/service/new/union-error-info', aliases: recProductAliases() }),
      transformResponse: toUnionErrorInfo,
    }),
    scoreOrder: b.mutation<null, OrderIds>({
      query: ({ productId, orderId }) => ({ url: '/v3/loan-details/google-score', body: { score: POSTED_SCORE, productId, orderId }, requireSuccess: true }),
      transformResponse: () => null,
    }),
    /** The legacy 'define' call: form-encoded client, obfuscated fields, code '00' -> the product link. */
    defineProduct: b.mutation<string, DefineArgs>({
      // Only asked when the deployment named the call (useOpenRecProduct checks defineAliases first).
      query: (body) => ({ url: DEFINE_PATH, body, client: 'form', ok: ['00'], aliases: defineAliases() ?? config.aliases }),
      transformResponse: toDefineLink,
    }),
  }),
})

export const { useGetLoanDetailsQuery, useGetUnionErrorInfoQuery, useScoreOrderMutation, useDefineProductMutation } = orderApi

/**
 * /loanDetail's first call (src/app/firstCall.ts). The screen asks again on every arrival
 * (refetchOnMountOrArgChange: the borrower often comes back from binding a card or repaying), so
 * a prefetch into the cache would be asked twice: the request is sent ahead on the wire instead,
 * and the screen's own request, the same one, takes its answer (src/lender/wire.ts, `sendAhead`).
 */
export const loanDetailFirstCall: FirstCall = (dispatch, { productId, orderId }) => {
  if (!orderId) return
  dispatch((_, getState) => {
    const { req, settings } = toWireRequest(loanDetailsQuery({ productId, orderId }), getState().session)
    sendAhead(req, settings)
  })
}
