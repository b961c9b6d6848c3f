import { translator } from '@src/i18n/index'
import { type DefineArgs, orderCalls } from '@src/lender/order/calls'
import type { LoanDetails, OrderIds, UnionErrorInfo } from '@src/lender/order/types'
import type { FirstCall } from '@src/nav/firstCall'
import { baseApi, endpoint } from '@store/api'

import { messages } from './messages'

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
 * How long the first call's answer stands for the screen's own (seconds). The screen asks again on
 * every arrival (the borrower often comes back from binding a card or repaying), but on its first
 * arrival after the first call, asking again would ask twice: RTK Query then takes an answer that
 * young from its cache, or joins the request still in flight (pages/LoanDetail.tsx).
 */
const FIRST_CALL_FRESH_S = 30
let firstCallSent: { ids: string; at: number } | undefined
const idsKey = ({ productId, orderId }: OrderIds) => JSON.stringify([productId, orderId])

/** /loanDetail's first call (src/app/firstCall.ts): RTK Query's own prefetch, with the screen's arguments. @screenTable */
export const loanDetailFirstCall: FirstCall = (dispatch, { productId, orderId }) => {
  if (!orderId) return
  firstCallSent = { ids: idsKey({ productId, orderId }), at: Date.now() }
  void dispatch(orderApi.util.prefetch('getLoanDetails', { productId, orderId }, {}))
}

/**
 * The screen's refetchOnMountOrArgChange for an arrival now: true (ask again) unless this is the
 * first arrival since the first call asked for these ids, less than FIRST_CALL_FRESH_S ago. A pure
 * reading, so StrictMode's second render agrees; the screen freezes it at mount, then spends the
 * first call (firstCallSpent, from an effect: StrictMode's second run changes nothing).
 */
export function arrivalRefetch(ids: OrderIds, now = Date.now()): true | number {
  const sent = firstCallSent
  return sent && sent.ids === idsKey(ids) && now - sent.at < FIRST_CALL_FRESH_S * 1000 ? FIRST_CALL_FRESH_S : true
}

/** The screen has arrived once since the first call: every later arrival asks again. */
export function firstCallSpent(): void {
  firstCallSent = undefined
}
