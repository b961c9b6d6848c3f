import { controlHandlers } from './control'
import { accountHandlers } from './groups/account'
import { bankHandlers } from './groups/bank'
import { complaintsHandlers } from './groups/complaints'
import { eventHandlers } from './groups/events'
import { loanHandlers } from './groups/loan'
import { orderHandlers } from './groups/order'
import { promotionHandlers } from './groups/promotion'
import { repaymentHandlers } from './groups/repayment'

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
]
