/** Which wire the page speaks: the V3 calls, or the older obfuscated variant (alias map, code '00'). */
export type LoanVariant = 'v3' | 'legacy'

export type LabelValue = { text: string; value: string }

/** The receiving account as the server describes it; the number is masked before it is drawn. */
export type BankCard = { bankName: string; cardNo: string }

export type RepayPlanRow = { amount: number | null; payTime: string }

/** The loan offer the borrower confirms (SPEC 3 loan confirm response), amounts in minor units. */
export type LoanOffer = {
  productLogo: string
  productName: string
  amount: number
  currencySymbol: string
  /** Sent back unchanged with the push. */
  periods: string
  termUnit: string
  details: LabelValue[]
  bankCard: BankCard | null
  repayPlans: RepayPlanRow[]
  firstPayTime: string
  firstPeriodDay: string
  rateDescription: string
  sendSms: 0 | 1
  isPopType: 0 | 1
  popTitle: string
  popContent: string
  popAgreementUrl: string
}

export type Contract = { title: string; position: number }

export type OfferArgs = { variant: LoanVariant; productId: string }
export type ContractJumpArgs = OfferArgs & { scene: number; position: number; orderId: string }
export type PushArgs = { variant: LoanVariant; amount: number; periods: string; termUnit: string; productId: string }
