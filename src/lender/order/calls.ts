import { config } from '../../config/env'
import { call, ignoreAnswer } from '../call'
import { DEFINE_PATH, defineAliases, recProductAliases } from './aliases'
import { toDefineLink, toLoanDetails, toUnionErrorInfo } from './answers'
import { loanDetailsRequest } from './requests'
import type { OrderIds } from './types'

/** The module id when there is one (config.recModuleIds: SPEC's 30 unless the deployment sets its own or ''). */
export type DefineArgs = { moduleId?: string; position: number; linkId: string }
/** SPEC 9: the order rating always posts score 5, whatever the stars; SPEC 7's payload is the score alone. */
const POSTED_SCORE = 5

/** The order group's calls (SPEC 7). Loan calls act only on `success: true`. */
export const orderCalls = {
  /** The request is ./requests.ts's (the early ask sends it too). */
  loanDetails: call({ ...loanDetailsRequest, read: toLoanDetails }),
  unionErrorInfo: call({
    method: 'POST',
    path: '/service/new/union-error-info',
    send: () => ({ aliases: recProductAliases() }),
    read: toUnionErrorInfo,
  }),
  googleScore: call({
    method: 'POST',
    path: '/v3/loan-details/google-score',
    requireSuccess: true,
    // The order's ids stay out: SPEC 7 names only the score, and the session says whose rating it is.
    send: (_ids: OrderIds) => ({ body: { score: POSTED_SCORE } }),
    read: ignoreAnswer,
  }),
  /**
   * The legacy 'define' call: form-encoded client, obfuscated fields, code '00' -> the product
   * link. Only asked when the deployment named the call (useOpenRecProduct checks defineAliases first).
   */
  define: call({
    method: 'POST',
    path: DEFINE_PATH,
    ok: ['00'],
    send: (body: DefineArgs) => ({ body, client: 'form', aliases: defineAliases() ?? config.aliases }),
    read: toDefineLink,
  }),
}
