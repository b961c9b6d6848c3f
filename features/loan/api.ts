import { baseApi } from '@store/api'
import type { FirstCall } from '@src/nav/firstCall'
import { toContracts, toLoanOffer, toUrlField } from './wire'
import { contractsQuery, loanOfferQuery, wire } from './calls'
import type { Contract, ContractJumpArgs, LoanOffer, LoanVariant, OfferArgs, PushArgs } from './types'

/** Loan confirm calls (SPEC 7), for both variants. */
export const loanApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getLoanOffer: b.query<LoanOffer, OfferArgs>({
      query: loanOfferQuery,
      transformResponse: toLoanOffer,
      providesTags: ['LoanConfirm'],
    }),
    getContracts: b.query<Contract[], OfferArgs>({
      query: contractsQuery,
      transformResponse: toContracts,
    }),
    // These two send their arguments, all but the variant, as the body.
    openContract: b.mutation<string, ContractJumpArgs>({
      query: ({ variant, ...body }) => ({ url: '/v3/contract/contract-jump', body, ...wire(variant) }),
      transformResponse: toUrlField('contract_url'),
    }),
    pushLoan: b.mutation<string, PushArgs>({
      query: ({ variant, ...body }) => ({ url: '/v3/loan-confirm/loan-detail-push-yd', body, ...wire(variant) }),
      transformResponse: toUrlField('lendDetailsUrl'),
    }),
  }),
})

export const { useGetLoanOfferQuery, useGetContractsQuery, useOpenContractMutation, usePushLoanMutation } = loanApi

/**
 * The loan confirm page's first calls, before the screen renders (src/app/firstCall.ts): the offer,
 * and the contracts its agreement block asks for once the offer is on screen (no longer after it).
 */
export const loanConfirmFirstCall =
  (variant: LoanVariant): FirstCall =>
  (dispatch, { productId }) => {
    void dispatch(loanApi.util.prefetch('getLoanOffer', { variant, productId }, {}))
    void dispatch(loanApi.util.prefetch('getContracts', { variant, productId }, {}))
  }

/** The two loan confirm screens' first calls, named in features/loan/screens.ts. */
export const loanConfirmV3FirstCall = loanConfirmFirstCall('v3')
export const loanConfirmLegacyFirstCall = loanConfirmFirstCall('legacy')
