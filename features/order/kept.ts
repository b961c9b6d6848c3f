import type { LoanDetails } from '@src/lender/order/types'
import * as v from '@src/lib/valid'

/**
 * The shape order details keep on the device and check a stored copy against before
 * drawing it: a copy of another shape (an older or newer build's, or damaged) is dropped,
 * and the screen behaves as with no copy. Strict (exactly the fields the screen keeps) and typed
 * against LoanDetails, so a field added there must be added here too.
 */
const str = v.string()
/** A recommended product as the screen holds it (also the transformers' output, order.property.test.ts). */
export const keptRecProductShape = v.strictObject({
  linkId: str,
  logo: str,
  name: str,
  buttonText: str,
  amountRange: str,
  rangeDesc: str,
  rate: str,
  description: str,
  clickable: v.boolean(),
})
export const keptOrderShape: v.GenericSchema<LoanDetails> = v.strictObject({
  status: v.pipe(v.number(), v.finite()),
  noticeTitle: str,
  noticeText: str,
  productName: str,
  productLogo: str,
  rows: v.array(v.strictObject({ label: str, value: str })),
  recProducts: v.array(keptRecProductShape),
  isDelay: v.boolean(),
  isScore: v.boolean(),
  telephone: str,
  confirmUrl: str,
  withdrawMessage: str,
  h5Url: str,
  inside: v.boolean(),
  cardPop: v.nullable(v.strictObject({ title: str, message: str })),
})
