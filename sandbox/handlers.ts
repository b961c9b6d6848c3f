import { controlHandlers } from './control.ts'
import { accountHandlers } from './groups/account.ts'
import { bankHandlers } from './groups/bank.ts'
import { complaintsHandlers } from './groups/complaints.ts'
import { eventHandlers } from './groups/events.ts'
import { loanHandlers } from './groups/loan.ts'
import { orderHandlers } from './groups/order.ts'
import { promotionHandlers } from './groups/promotion.ts'
import { repaymentHandlers } from './groups/repayment.ts'
import { pageHandlers } from './pages.ts'
import { vitalsHandlers } from './vitals.ts'

/** Every call of the sandbox lender API, plus its control surface. */
export const handlers = [
  ...controlHandlers,
  ...eventHandlers,
  ...orderHandlers,
  ...loanHandlers,
  ...bankHandlers,
  ...repaymentHandlers,
  ...complaintsHandlers,
  ...promotionHandlers,
  ...accountHandlers,
  ...vitalsHandlers,
  ...pageHandlers,
]
