import type { ApiArgs } from '@store/request'
import type { LoanVariant, OfferArgs } from './types'

/** SPEC 9: the scene value for loan-confirm agreements. */
export const AGREEMENT_SCENE = 3

/**
 * The older variant treats code '00' as success; V3 loan calls act only when the answer says
 * success: true (SPEC 7). Both speak through the configured alias map (config.aliases, the base
 * query's default), like every other call: the lender's obfuscated names are deployment
 * configuration, never a built-in sample (the sandbox's sample map lives in sandbox/aliases.ts).
 */
export function wire(variant: LoanVariant): Pick<ApiArgs, 'ok' | 'requireSuccess'> {
  return variant === 'legacy' ? { ok: ['00'] } : { requireSuccess: true }
}

/*
 * The loan confirm screens' first reads (SPEC 7), as data: their endpoints (api.ts) and the screens'
 * first calls send them from here. No React, no Redux.
 */
export const loanOfferQuery = ({ variant, productId }: OfferArgs): ApiArgs => ({ url: '/v3/loan-confirm/loan-detail-confirm', body: { productId }, ...wire(variant) })
export const contractsQuery = ({ variant, productId }: OfferArgs): ApiArgs => ({ url: '/v3/contract/contract', body: { productId, scene: AGREEMENT_SCENE }, ...wire(variant) })
