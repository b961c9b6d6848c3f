/*
 * Answers in the shapes of SPEC 3 and 7, written by the tests rather than taken from the sandbox:
 * the lenders the journeys stand up themselves start from these.
 */

/** A loan offer (loan-detail-confirm's data): 150,000.00 TZS over 14 days into `bankCardInfo`. */
export const loanOffer = (bankCardInfo: unknown, productName = 'Mkopo Haraka') => ({
  productLogo: '',
  productName,
  amount: 15000000,
  currencySymbol: 'TZS',
  periods: '14',
  termUnit: '1',
  details: [{ text: 'Loan term', value: '14 days' }],
  bankCardInfo,
  repay_plans: [{ amount: 15420000, pay_time: '2026-12-11' }],
  firstPayTime: '2026-12-11',
  firstPeriodDay: '14',
  pRateDsc: 'Daily interest 0.2%',
  sendSms: 0,
  isPopType: 0,
  popTitle: '',
  popContent: '',
  popAgreementUrl: '',
})

/** A repayment plan (loan-play-detail-yd's data): one waiting period, a wallet, minor units. */
export const repaymentPlan = (productName: string) => ({
  bankCardInfo: { bankName: 'M-Pesa', bankNode: 'MPESA', cardNo: '255754000111' },
  bankList: [{ name: 'M-Pesa', type: 'MPESA' }],
  amountMax: 9000000,
  amountMin: 100000,
  productName,
  repayPlanDetail: {
    repayWaitDetail: [
      {
        periodNo: 1,
        totalAmount: 2500000,
        displayAmount: 2500000,
        canClick: 1,
        check: 1,
        periodStatus: 100,
        dueTime: '2026-12-01',
        statusText: 'Pending',
      },
    ],
    repayYetDetail: [],
    repayWaitCount: 1,
  },
  note: '',
  telephone: '',
  showSubmitUtr: 0,
})

/** An order (loan-details' data, SPEC 3) with one detail row and nothing more to show. */
export const orderDetails = (
  orderId: string,
  orderStatus: number,
  noticeStatusText: string,
  noticeDesText: string,
  productName: string,
) => ({
  orderId,
  productId: 'P1001',
  orderStatus,
  noticeStatusText,
  noticeDesText,
  productName,
  productLogo: '',
  userOrderDetail: { detail: [{ text: 'Loan amount', value: 'TZS 150,000.00' }] },
  isDelay: 0,
  isScore: 0,
  cardNeedPop: 0,
  cardPopTitle: '',
  cardPopMsg: '',
  playeduL: '',
  reyMsg: '',
  telephone: '',
  inside: 1,
  h5Url: '',
  recProducts: [],
})

/** A landing campaign (channel-template's data, SPEC 7) named `name`, with its banner, download and agreement. */
export const campaignTemplate = (name: string) => ({
  id: '1001',
  name,
  banner: { title: 'Quick loans', subtitle: 'Cash on your wallet', image: '' },
  theme: { background: '#0a7a43', font: '#ffffff', button: '#f5a623' },
  merchantNumber: 'M-1',
  download: { title: 'Download', text: 'Install the app.', button: 'Download', url: 'https://lender.example/app.apk' },
  agreement: { title: 'Agreement', paragraphs: ['Terms.'] },
})
