import { call, type CallOptions } from '../call'
import { toContracts, toLoanOffer, toUrlField } from './answers'
import type { ContractJumpArgs, LoanVariant, OfferArgs, PushArgs } from './types'

/** SPEC 9: the scene value for loan-confirm agreements. */
export const AGREEMENT_SCENE = 3

/**
 * The older variant treats code '00' as success; V3 loan calls act only when the answer says
 * success: true (SPEC 7). Both speak through the configured alias map (config.aliases, the base
 * query's default), like every other call: the lender's obfuscated names are deployment
 * configuration, never a built-in sample (the sandbox's sample map lives in sandbox/aliases.ts).
 */
function variantRule(variant: LoanVariant): CallOptions {
  return variant === 'legacy' ? { ok: ['00'] } : { requireSuccess: true }
}

/** The loan confirm calls (SPEC 7), for both variants. */
export const loanCalls = {
  offer: call({
    method: 'POST',
    path: '/v3/loan-confirm/loan-detail-confirm',
    send: ({ variant, productId }: OfferArgs) => ({ body: { productId }, ...variantRule(variant) }),
    read: toLoanOffer,
  }),
  contracts: call({
    method: 'POST',
    path: '/v3/contract/contract',
    send: ({ variant, productId }: OfferArgs) => ({ body: { productId, scene: AGREEMENT_SCENE }, ...variantRule(variant) }),
    read: toContracts,
  }),
  // These two send their arguments, all but the variant, as the body.
  contractJump: call({
    method: 'POST',
    path: '/v3/contract/contract-jump',
    send: ({ variant, ...body }: ContractJumpArgs) => ({ body, ...variantRule(variant) }),
    read: toUrlField('contract_url'),
  }),
  push: call({
    method: 'POST',
    path: '/v3/loan-confirm/loan-detail-push-yd',
    send: ({ variant, ...body }: PushArgs) => ({ body, ...variantRule(variant) }),
    read: toUrlField('lendDetailsUrl'),
  }),
}
