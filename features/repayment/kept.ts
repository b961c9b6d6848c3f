import type { DelayDetail, RepayPlan } from '@src/lender/repayment/types'
import * as v from '@src/lib/valid'
import type { RepaymentInfo } from '@store/repaymentInfo'

/**
 * The shapes the repayment screens keep on the device, checked before a stored copy is drawn
 *: the plan and the rollover (last-known copies) and the repayment info Pay
 * Now saved for code page two. A copy of another shape (an older or newer build's, or damaged) is
 * dropped and the screen behaves as with none. Typed against the screens' types, so a field added
 * there must be added here too.
 */
const str = v.string()
const amount = v.nullable(v.number())
const account = v.object({ bankName: str, bankNode: str, cardNo: str })
const wallets = v.array(v.object({ name: str, type: str }))
const infoRows = v.array(v.object({ text: str, value: str }))
const planRows = v.array(
  v.object({
    periodNo: amount,
    totalAmount: v.number(),
    displayAmount: amount,
    canClick: v.boolean(),
    check: v.boolean(),
    periodStatus: amount,
    dueTime: str,
    statusText: str,
  }),
)

export const keptPlanShape: v.GenericSchema<RepayPlan> = v.object({
  account,
  wallets,
  amountMin: amount,
  amountMax: amount,
  productName: str,
  waiting: planRows,
  paid: planRows,
  note: str,
  telephone: str,
  showSubmitUtr: v.boolean(),
})

export const keptDelayShape: v.GenericSchema<DelayDetail> = v.object({
  account,
  wallets,
  detail: infoRows,
  repayDetail: infoRows,
  fee: v.number(),
  showSubmitUtr: v.boolean(),
})

export const savedInfoShape: v.GenericSchema<RepaymentInfo> = v.object({
  repayAmount: amount,
  delayInfo: v.nullable(v.object({ delayAmount: amount })),
  defDetail: v.object({ logo: str, payCode: str, payNotice: v.record(str, v.array(v.object({ name: str, steps: v.array(str) }))) }),
  savedAt: v.number(),
  owner: v.optional(str),
  orderId: v.optional(str),
})
