import { loanCalls } from '@src/lender/loan/calls'
import { orderNumbersCall } from '@src/lender/loan/orders'
import type { Contract, ContractJumpArgs, LoanOffer, LoanVariant, OfferArgs, PushArgs } from '@src/lender/loan/types'
import type { FirstCall } from '@src/nav/firstCall'
import { baseApi, endpoint } from '@store/api'

/** Loan confirm calls (SPEC 7), for both variants. */
export const loanApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getLoanOffer: b.query<LoanOffer, OfferArgs>({
      ...endpoint(loanCalls.offer),
      providesTags: ['LoanConfirm'],
    }),
    getContracts: b.query<Contract[], OfferArgs>(endpoint(loanCalls.contracts)),
    openContract: b.mutation<string, ContractJumpArgs>(endpoint(loanCalls.contractJump)),
    // Loan Now words every failure itself: a lost answer is checked, never "try again".
    pushLoan: b.mutation<string, PushArgs>({ ...endpoint(loanCalls.push), extraOptions: { feedback: 'screen' } }),
    // Asked fresh each time (a lazy trigger), before a push and after one whose answer is lost.
    getOrderNumbers: b.query<string[], void>({ ...endpoint(orderNumbersCall), extraOptions: { feedback: 'screen' } }),
  }),
})

export const { useGetLoanOfferQuery, useGetContractsQuery, useOpenContractMutation, usePushLoanMutation, useLazyGetOrderNumbersQuery } =
  loanApi

/**
 * The loan confirm page's first calls, before the screen renders (src/app/firstCall.ts): the offer,
 * and the contracts, which its agreement block would otherwise ask for only once the offer is on
 * screen.
 */
export const loanConfirmFirstCall =
  (variant: LoanVariant): FirstCall =>
  (dispatch, { productId }) => {
    void dispatch(loanApi.util.prefetch('getLoanOffer', { variant, productId }, {}))
    void dispatch(loanApi.util.prefetch('getContracts', { variant, productId }, {}))
  }

/** /loanConfirm's first call, named in features/loan/screens.ts. @screenTable */
export const loanConfirmV3FirstCall = loanConfirmFirstCall('v3')
/** The legacy loan confirm's first call, named in features/loan/screens.ts. @screenTable */
export const loanConfirmLegacyFirstCall = loanConfirmFirstCall('legacy')
