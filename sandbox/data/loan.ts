import { darTime } from '../clock.ts'

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

function offers(): SandboxOffer[] {
  return [
    {
      productId: 'P1001',
      productName: 'Mkopo Haraka',
      productLogo: logo('mkopo'),
      amount: 15000000,
      periods: 14,
      termUnit: 1,
      details: [
        { text: 'Loan amount', value: tzs(15000000) },
        { text: 'Loan term', value: '14 days' },
        { text: 'Service fee', value: tzs(1200000) },
        { text: 'Interest', value: tzs(420000) },
        { text: 'Amount received', value: tzs(13800000) },
      ],
      bankCardInfo: { bankName: 'M-Pesa', bankNode: 'Vodacom Tanzania', cardNo: '255754123456' },
      repay_plans: [{ amount: 15420000, pay_time: date(14) }],
      firstPayTime: date(14),
      firstPeriodDay: 14,
      pRateDsc: 'Daily interest 0.2% (TZS 300 per day)',
      currencySymbol: 'TZS',
      sendSms: 0,
      isPopType: 1,
      popTitle: 'Wait! Your loan is almost ready',
      popContent: 'TZS 150,000 is reserved for you today.\nLeave now and you may need to apply again.',
      popAgreementUrl: '',
      lendOrderId: 'ORD110001',
    },
    {
      productId: 'P1002',
      productName: 'Pesa Chap Chap',
      productLogo: logo('selcom'),
      amount: 45000000,
      periods: 3,
      termUnit: 2,
      details: [
        { text: 'Loan amount', value: tzs(45000000) },
        { text: 'Loan term', value: '3 months' },
        { text: 'Service fee', value: tzs(2700000) },
        { text: 'Amount received', value: tzs(42300000) },
      ],
      bankCardInfo: { bankName: 'CRDB Bank', bankNode: 'Kariakoo Branch', cardNo: '4761340012345678' },
      repay_plans: [
        { amount: 16575000, pay_time: date(30) },
        { amount: 16575000, pay_time: date(60) },
        { amount: 16575000, pay_time: date(90) },
      ],
      firstPayTime: date(30),
      firstPeriodDay: 30,
      pRateDsc: 'Monthly interest 3.5%',
      currencySymbol: 'TZS',
      sendSms: 0,
      isPopType: 0,
      popTitle: '',
      popContent: '',
      popAgreementUrl: '/loanAgreement',
      lendOrderId: 'ORD151001',
    },
    {
      productId: 'P1003',
      productName: 'Jiko Loan',
      productLogo: logo('halopesa'),
      amount: 5000000,
      periods: 7,
      termUnit: 1,
      details: [
        { text: 'Loan amount', value: tzs(5000000) },
        { text: 'Loan term', value: '7 days' },
        { text: 'Service fee', value: tzs(400000) },
      ],
      bankCardInfo: null,
      repay_plans: [{ amount: 5070000, pay_time: date(7) }],
      firstPayTime: date(7),
      firstPeriodDay: 7,
      pRateDsc: 'Daily interest 0.2%',
      currencySymbol: 'TZS',
      sendSms: 0,
      isPopType: 0,
      popTitle: '',
      popContent: '',
      popAgreementUrl: '',
      lendOrderId: 'ORD21001',
    },
  ]
}

/** Loan confirm state: offers by product, the agreements, and the pushes received. */
export function seedLoan() {
  return {
    offers: new Map(offers().map((o) => [o.productId, o])),
    contracts: [
      { title: 'Loan Agreement', url: '/loanAgreement' },
      { title: 'Privacy Policy', url: '/privacyPolicy' },
      { title: 'Repayment Terms', url: 'https://www.mkopoharaka.co.tz/terms/repayment' },
    ],
    pushes: [] as { productId: string; amount: string; periods: string; termUnit: string; orderId: string; at: number }[],
  }
}
