import { translator } from '@src/i18n/index'
import type { FirstCall } from '@src/nav/firstCall'
import { baseApi } from '@store/api'
import { endpoint } from '@store/endpoint'
import { toWireRequest } from '@store/request'
import { requestFor } from '@src/lender/call'
import { sendAhead } from '@src/lender/wire'
import { orderCalls, type DefineArgs } from '@src/lender/order/calls'
import { messages } from './messages'
import type { LoanDetails, OrderIds, UnionErrorInfo } from '@src/lender/order/types'

/** The order group's calls (SPEC 7), from their descriptors (src/lender/order/calls.ts). */
export const orderApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getLoanDetails: b.query<LoanDetails, OrderIds>({
      ...endpoint(orderCalls.loanDetails),
      // A loading toast while it runs; the screen shows a failure itself, with a retry.
      extraOptions: { loading: (lang) => translator(messages, lang)('loadingOrder') },
      providesTags: (_r, _e, a) => [{ type: 'Order', id: a.orderId }],
    }),
    getUnionErrorInfo: b.query<UnionErrorInfo, void>(endpoint(orderCalls.unionErrorInfo)),
    scoreOrder: b.mutation<null, OrderIds>(endpoint(orderCalls.googleScore)),
    defineProduct: b.mutation<string, DefineArgs>(endpoint(orderCalls.define)),
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
    const { req, settings } = toWireRequest(requestFor(orderCalls.loanDetails, { productId, orderId }), getState().session)
    sendAhead(req, settings)
  })
}
