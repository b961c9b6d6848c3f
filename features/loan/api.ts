import { baseApi } from '@store/api'
import type { ApiArgs } from '@store/request'
import type { FirstCall } from '@src/nav/firstCall'
import { toContracts, toLoanOffer, toUrlField } from './wire'
import type { Contract, ContractJumpArgs, LoanOffer, LoanVariant, OfferArgs, PushArgs } from './types'

/** SPEC 9: the scene value for loan-confirm agreements. */
export const AGREEMENT_SCENE = 3

/**
 * The older variant treats code '00' as success; V3 loan calls act only when the answer says
 * success: true (SPEC 7). Both speak through the configured alias map (config.aliases, the base
 * query's default), like every other call: the lender's obfuscated names are deployment
 * configuration, never a built-in sample (the sandbox's sample map lives in sandbox/aliases.ts).
 */
function wire(variant: LoanVariant): Pick<ApiArgs, 'ok' | 'requireSuccess'> {
  return variant === 'legacy' ? { ok: ['00'] } : { requireSuccess: true }
}

/** Loan confirm calls (SPEC 7), for both variants. */
export const loanApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getLoanOffer: b.query<LoanOffer, OfferArgs>({
      query: ({ variant, productId }) => ({ url: '/v3/loan-confirm/loan-detail-confirm', body: { productId }, ...wire(variant) }),
      transformResponse: toLoanOffer,
      providesTags: ['LoanConfirm'],
    }),
    getContracts: b.query<Contract[], OfferArgs>({
      query: ({ variant, productId }) => ({ url: '/v3/contract/contract', body: { productId, scene: AGREEMENT_SCENE }, ...wire(variant) }),
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
