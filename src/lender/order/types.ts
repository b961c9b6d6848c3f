/** Domain types of the order group; screens never see wire (or obfuscated) field names. */

/** A recommended product (SPEC 3: logo, name, button text, amount range, range description, rate, description, clickable flag, link id). */
export type RecProduct = {
  linkId: string
  logo: string
  name: string
  buttonText: string
  amountRange: string
  rangeDesc: string
  rate: string
  description: string
  /** False when the server's flag is "0": the item shows the grey disabled button. */
  clickable: boolean
}

/** One label/value row of the order (userOrderDetail.detail). */
export type OrderRow = { label: string; value: string }

/** The loan-details answer as the order screen uses it. */
export type LoanDetails = {
  status: number
  noticeTitle: string
  noticeText: string
  productName: string
  productLogo: string
  rows: OrderRow[]
  recProducts: RecProduct[]
  isDelay: boolean
  isScore: boolean
  telephone: string
  /** playeduL: a confirmation link the page redirects to (except status 21). */
  confirmUrl: string
  /** reyMsg: the withdraw prompt; empty when there is nothing to withdraw. */
  withdrawMessage: string
  h5Url: string
  inside: boolean
  /** The card-binding popup, when cardNeedPop is 1. */
  cardPop: { title: string; message: string } | null
}

/** /service/new/union-error-info, for the joint login failure page. */
export type UnionErrorInfo = { noticeMessage: string; errMessage: string; family: RecProduct[] }

/** The two ids every order call names: one definition, here where the calls are. */
export type OrderIds = { productId: string; orderId: string }
