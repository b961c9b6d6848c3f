import { darTime } from '../clock.ts'
import { sandboxPage } from '../pageLink.ts'

/** A loan offer as /v3/loan-confirm/loan-detail-confirm answers it; amounts in minor units (TZS cents). */
export type SandboxOffer = {
  productId: string
  productName: string
  productLogo: string
  amount: number
  periods: number
  /** 1 days, 2 months (the lender's units; the app sends it back unchanged). */
  termUnit: number
  details: { text: string; value: string }[]
  bankCardInfo: { bankName: string; bankNode: string; cardNo: string } | null
  repay_plans: { amount: number; pay_time: string }[]
  firstPayTime: string
  firstPeriodDay: number
  pRateDsc: string
  currencySymbol: string
  sendSms: number
  isPopType: number
  popTitle: string
  popContent: string
  popAgreementUrl: string
  /** The order the push creates: the sandbox reuses a seeded order of the order group. */
  lendOrderId: string
}

const logo = (name: string) => `/sandbox-assets/${name}.svg`
const tzs = (minor: number) => `TZS ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`
const date = (offsetDays: number) => darTime(offsetDays).slice(0, 10)

/** What sets one offer apart; the rest every offer writes the same way (offer() below). */
type OfferTerms = Omit<SandboxOffer, 'details' | 'firstPayTime' | 'firstPeriodDay' | 'currencySymbol' | 'sendSms' | 'repay_plans'> & {
  /** The lines after the amount and the term, amounts in minor units. */
  lines: [text: string, minor: number][]
  /** Each instalment: its amount and its due day counted from today. */
  plan: [minor: number, day: number][]
}

/** An offer as the lender writes it: its amount and term first in its details, its first due date from its plan. */
function offer({ lines, plan, ...terms }: OfferTerms): SandboxOffer {
  return {
    ...terms,
    details: [
      { text: 'Loan amount', value: tzs(terms.amount) },
      { text: 'Loan term', value: `${terms.periods} ${terms.termUnit === 2 ? 'months' : 'days'}` },
      ...lines.map(([text, minor]) => ({ text, value: tzs(minor) })),
    ],
    repay_plans: plan.map(([amount, day]) => ({ amount, pay_time: date(day) })),
    firstPayTime: date(plan[0][1]),
    firstPeriodDay: plan[0][1],
    currencySymbol: 'TZS',
    sendSms: 0,
  }
}

function offers(): SandboxOffer[] {
  return [
    offer({
      productId: 'P1001',
      productName: 'Mkopo Haraka',
      productLogo: logo('mkopo'),
      amount: 15000000,
      periods: 14,
      termUnit: 1,
      lines: [
        ['Service fee', 1200000],
        ['Interest', 420000],
        ['Amount received', 13800000],
      ],
      bankCardInfo: { bankName: 'M-Pesa', bankNode: 'Vodacom Tanzania', cardNo: '255754123456' },
      plan: [[15420000, 14]],
      pRateDsc: 'Daily interest 0.2% (TZS 300 per day)',
      isPopType: 1,
      popTitle: 'Wait! Your loan is almost ready',
      popContent: 'TZS 150,000 is reserved for you today.\nLeave now and you may need to apply again.',
      popAgreementUrl: '',
      lendOrderId: 'ORD110001',
    }),
    offer({
      productId: 'P1002',
      productName: 'Pesa Chap Chap',
      productLogo: logo('selcom'),
      amount: 45000000,
      periods: 3,
      termUnit: 2,
      lines: [
        ['Service fee', 2700000],
        ['Amount received', 42300000],
      ],
      bankCardInfo: { bankName: 'CRDB Bank', bankNode: 'Kariakoo Branch', cardNo: '4761340012345678' },
      plan: [
        [16575000, 30],
        [16575000, 60],
        [16575000, 90],
      ],
      pRateDsc: 'Monthly interest 3.5%',
      isPopType: 0,
      popTitle: '',
      popContent: '',
      popAgreementUrl: '/loanAgreement',
      lendOrderId: 'ORD151001',
    }),
    offer({
      productId: 'P1003',
      productName: 'Jiko Loan',
      productLogo: logo('halopesa'),
      amount: 5000000,
      periods: 7,
      termUnit: 1,
      lines: [['Service fee', 400000]],
      bankCardInfo: null,
      plan: [[5070000, 7]],
      pRateDsc: 'Daily interest 0.2%',
      isPopType: 0,
      popTitle: '',
      popContent: '',
      popAgreementUrl: '',
      lendOrderId: 'ORD21001',
    }),
  ]
}

/** Loan confirm state: offers by product, the agreements, and the pushes received. */
export function seedLoan() {
  return {
    offers: new Map(offers().map((o) => [o.productId, o])),
    contracts: [
      { title: 'Loan Agreement', url: '/loanAgreement' },
      { title: 'Privacy Policy', url: '/privacyPolicy' },
      { title: 'Repayment Terms', url: sandboxPage('terms') },
    ],
    pushes: [] as { productId: string; amount: string; periods: string; termUnit: string; orderId: string; at: number }[],
  }
}
