import type { PaymentOutcome, PaymentRequest } from '@src/lender/repayment/types'
import { pathTo } from '@src/nav/paths'
import type { RepaymentInfo } from '@store/repaymentInfo'

import { type CodeVisit, codeVisit } from './codeVisit'
import type { Reminder } from './components/ReminderDialog'

/** Where a Pay Now answer takes the borrower: what the hook then does, decided without React. */
export type PayRoute =
  | { to: 'provider'; payUrl: string }
  | { to: 'code'; path: string; visit: CodeVisit; info?: Omit<RepaymentInfo, 'savedAt' | 'owner'> }
  | { to: 'reminder'; reminder: Reminder }

/**
 * SPEC 4: a PAY_URL answer goes to the provider; a repayment code goes straight to the code page
 * (nothing was sent to the phone: a reminder would say otherwise), code page two reading what
 * Pay Now saves for it (it survives the borrower leaving to pay); any other answer is a push to
 * the phone, and the reminder says so with the notice and trade number.
 */
export function payRoute(o: PaymentOutcome, req: PaymentRequest, orderId: string): PayRoute {
  if (o.kind === 'redirect') return { to: 'provider', payUrl: o.payUrl }
  const visit = { notice: o.notice, tradeNo: o.tradeNo }
  if (o.kind === 'codeDetail') {
    return {
      to: 'code',
      path: pathTo('repaymentOfCode2', { orderId }),
      visit: codeVisit(o.payCode, visit),
      info: {
        repayAmount: req.isDelay ? o.repayAmount : (o.repayAmount ?? req.amount),
        delayInfo: req.isDelay ? { delayAmount: o.delayAmount ?? req.amount } : null,
        defDetail: { logo: o.logo, payCode: o.payCode, payNotice: o.payNotice },
        orderId,
      },
    }
  }
  if (o.kind === 'code') {
    const path = pathTo('repaymentOfCode', {
      showType: o.showType,
      payCode: o.payCode,
      payCodeImg: o.payCodeImg,
      repayAmount: o.repayAmount ?? req.amount,
    })
    return { to: 'code', path, visit: codeVisit(o.payCode, { ...visit, image: o.payCodeImg }) }
  }
  return { to: 'reminder', reminder: visit }
}
