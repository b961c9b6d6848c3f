/** One channel's payment steps on the repayment code page (variant two). */
export type PayNoticeStep = { name: string; steps: string[] }

/** A wallet the borrower can pay from (bankList entry); `type` is sent as bankCode. */
export type Wallet = { name: string; type: string }

/** The borrower's current wallet account (bankCardInfo); bankNode is its wallet type. */
export type WalletAccount = { bankName: string; bankNode: string; cardNo: string }

/** A label/value row from the server (delay detail and repayDetail). */
export type InfoRow = { text: string; value: string }

/** One installment period. Amounts are minor units. */
export type PlanRow = {
  periodNo: number | null
  totalAmount: number
  displayAmount: number | null
  canClick: boolean
  check: boolean
  periodStatus: number | null
  dueTime: string
  statusText: string
}

/** SPEC 3: periodStatus 500 is overdue, drawn in the warning colour. */
export const OVERDUE_STATUS = 500

export type RepayPlan = {
  account: WalletAccount
  wallets: Wallet[]
  /** Minor units; null when the server sets no bound. */
  amountMin: number | null
  amountMax: number | null
  productName: string
  waiting: PlanRow[]
  paid: PlanRow[]
  note: string
  telephone: string
  showSubmitUtr: boolean
}

export type DelayDetail = {
  account: WalletAccount
  wallets: Wallet[]
  detail: InfoRow[]
  repayDetail: InfoRow[]
  /** The deferral fee in minor units. */
  fee: number
  showSubmitUtr: boolean
}

/** What Pay Now asks the lender for (SPEC 7 generate-vcode-yd). */
export type PaymentRequest = { product_id: string; orderId: string; amount: number; cardNo: string; bankCode: string; isDelay: 0 | 1 }

/** What the borrower must do next, read from the repayment generation response. */
export type PaymentOutcome =
  | { kind: 'redirect'; payUrl: string; tradeNo: string }
  | {
      kind: 'codeDetail'
      notice: string
      tradeNo: string
      repayAmount: number | null
      delayAmount: number | null
      logo: string
      payCode: string
      payNotice: Record<string, PayNoticeStep[]>
    }
  | { kind: 'code'; notice: string; tradeNo: string; showType: string; payCode: string; payCodeImg: string; repayAmount: number | null }
  | { kind: 'reminder'; notice: string; tradeNo: string }

/** Old flow: a bank card offered by repayment-way. cardNo arrives masked. */
export type OldBankCard = { id: string; bankName: string; cardNo: string; bankCode: string }
export type OldRepayWay = { alipay: boolean; repayToken: string; bankCards: OldBankCard[] }

/** Old flow commit payload (SPEC 3); couponId is left out when null. */
export type OldCommitRequest = {
  amount: number
  bankName: string
  cardId: string
  cardNo: string
  couponId: string | null
  orderId: string
  repayToken: string
  bankCode: string
  sendMsg: 0 | 1
}
export type OldCommitResult = { needValid: boolean; repayRecordId: string }
