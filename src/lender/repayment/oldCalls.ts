import { call, ignoreAnswer } from '../call'
import { toOldCommitResult, toOldRepayWay, toRedirectUrl } from './oldAnswers'
import type { OldCommitRequest } from './types'

const OLD = '/api/v1/{segment}/{segment}/service/loan'

/** The old repayment flow's calls (SPEC 7, section 3's payloads), apart so the installment and rollover screens do not load them. */
export const oldRepaymentCalls = {
  way: call({ method: 'POST', path: `${OLD}/repayment-way`, send: (body: { orderId: string }) => ({ body }), read: toOldRepayWay }),
  commit: call({
    method: 'POST',
    path: `${OLD}/repayment-commit`,
    send: ({ couponId, ...rest }: OldCommitRequest) => ({ body: { ...rest, couponId } }),
    read: toOldCommitResult,
  }),
  confirm: call({
    method: 'POST',
    path: `${OLD}/repayment-confirm`,
    send: (body: { orderId: string; verifyCode: string; repaymentRecordId: string }) => ({ body }),
    read: ignoreAnswer,
  }),
  alipay: call({
    method: 'POST',
    path: `${OLD}/repayment-huichao`,
    send: (body: { userId: string; orderId: string; amount: number }) => ({ body }),
    read: toRedirectUrl,
  }),
}
