/** Loan orders of the sandbox borrower, one per status the spec names (SPEC 4). */
export type SandboxOrder = {
  orderId: string
  productId: string
  orderStatus: number
  noticeStatusText: string
  noticeDesText: string
  productName: string
  productLogo: string
  detail: { text: string; value: string }[]
  isDelay: number
  isScore: number
  cardNeedPop: number
  cardPopTitle: string
  cardPopMsg: string
  playeduL: string
  reyMsg: string
  telephone: string
  inside: number
  h5Url: string
  /** Amounts in minor units (TZS cents). */
  principal: number
  dueAmount: number
}

const logo = (name: string) => `/sandbox-assets/${name}.svg`

function order(id: string, productId: string, status: number, notice: [string, string], extra: Partial<SandboxOrder> = {}): SandboxOrder {
  return {
    orderId: id,
    productId,
    orderStatus: status,
    noticeStatusText: notice[0],
    noticeDesText: notice[1],
    productName: 'Mkopo Haraka',
    productLogo: logo('mkopo'),
    detail: [
      { text: 'Loan amount', value: 'TZS 150,000.00' },
      { text: 'Loan term', value: '14 days' },
      { text: 'Service fee', value: 'TZS 12,000.00' },
      { text: 'Apply date', value: '2026-11-08 10:24:13' },
      { text: 'Due date', value: '2026-11-22 23:59:59' },
      { text: 'Receiving account', value: 'M-Pesa ****5678' },
    ],
    isDelay: 0,
    isScore: 0,
    cardNeedPop: 0,
    cardPopTitle: '',
    cardPopMsg: '',
    playeduL: '',
    reyMsg: '',
    telephone: '+255 22 212 3456',
    inside: 1,
    h5Url: '',
    principal: 15000000,
    dueAmount: 16200000,
    ...extra,
  }
}

export function seedOrders() {
  const list: SandboxOrder[] = [
    order('ORD21001', 'P1001', 21, ['Under review', 'Your application is being reviewed. We will notify you within 30 minutes.']),
    order('ORD110001', 'P1001', 110, ['Approved', 'Your loan is approved and is being paid out.']),
    order('ORD151001', 'P1002', 151, ['Disbursing', 'The money is on its way to your M-Pesa account.'], { cardNeedPop: 1, cardPopTitle: 'Payout failed', cardPopMsg: 'Your receiving account could not be paid. Please bind another account.' }),
    order('ORD170001', 'P1001', 170, ['Repaying', 'Please repay before the due date to keep a good record.'], { isScore: 1 }),
    order('ORD174001', 'P1002', 174, ['Due today', 'Your repayment is due today. Repay now or pay a rollover fee.'], { isDelay: 1 }),
    order('ORD174002', 'P1003', 174, ['Due today', 'Your repayment is due today.'], { isDelay: 0 }),
    order('ORD180001', 'P1002', 180, ['Overdue', 'Your loan is overdue. A late penalty of 10% per month applies.'], { isDelay: 1 }),
    order('ORD180002', 'P1003', 180, ['Overdue', 'Your loan is overdue.'], { isDelay: 0 }),
    order('ORD200001', 'P1001', 200, ['Repaid', 'Thank you! Your loan is fully repaid. You can borrow again.'], { isScore: 1 }),
    order('ORD999001', 'P1001', 999, ['Processing', 'We are processing your order.']),
    order('ORD110REDIR', 'P1001', 110, ['Approved', 'Confirm your withdrawal.'], { playeduL: 'https://pay.mkopoharaka.co.tz/withdraw/confirm?o=ORD110REDIR' }),
    order('ORD151WD', 'P1002', 151, ['Ready to withdraw', 'Your money is ready.'], { reyMsg: 'Withdraw TZS 150,000.00 to M-Pesa ****5678 now?' }),
  ]
  return {
    byId: new Map(list.map((o) => [o.orderId, o])),
    ratings: [] as { orderId: string; score: string }[],
  }
}
