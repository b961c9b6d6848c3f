import { darTime } from '../clock.ts'
import { sandboxPage } from '../pageLink.ts'

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
  /** Link ids of the recommended products sent with this order (see recProducts below). */
  recLinks: string[]
}

/** A recommended product as the sandbox keeps it; sent under obfuscated names (REC_WIRE). */
export type SandboxRecProduct = {
  linkId: string
  logo: string
  name: string
  buttonText: string
  amountRange: string
  rangeDesc: string
  rate: string
  description: string
  clickable: '0' | '1'
}

/**
 * The obfuscated wire names of recommended-product fields (SPEC 3 says they arrive under
 * obfuscated names). The app reads them back through src/lender/order/aliases.ts; the two
 * must agree, which the order tests prove end to end.
 */
export const REC_WIRE: Record<keyof SandboxRecProduct, string> = {
  linkId: 'j7p',
  logo: 'f3a',
  name: 'u8n',
  buttonText: 'b2x',
  amountRange: 'r5g',
  rangeDesc: 'k1d',
  rate: 't6e',
  description: 'w9s',
  clickable: 'c4f',
}

/** The legacy 'define' call's obfuscated path and fields (module id, position, product link id) and envelope. */
export const DEFINE_WIRE = {
  path: '/x1/k7/d3',
  moduleId: 'g5m',
  position: 'q2s',
  linkId: 'y8l',
  code: 'c0d',
  data: 'dt4',
  message: 'm5g',
} as const

const logo = (name: string) => `/sandbox-assets/${name}.svg`
const tzs = (minor: number) => `TZS ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

/**
 * What one order's rows say, so no two orders read alike and every date agrees with the status:
 * amounts in minor units, days counted from today (a due date today under "Due today", in the past
 * under "Overdue", none before the money is paid out), the account as the plan and the confirm page name it.
 */
type Story = { amount: number; term: string; fee: number; applied: number; due?: number; account: string }

const MPESA = 'M-Pesa 0754 *** 456'

function rowsOf(s: Story, now: number): SandboxOrder['detail'] {
  return [
    { text: 'Loan amount', value: tzs(s.amount) },
    { text: 'Loan term', value: s.term },
    { text: 'Service fee', value: tzs(s.fee) },
    { text: 'Apply date', value: darTime(s.applied, now) },
    ...(s.due === undefined ? [] : [{ text: 'Due date', value: `${darTime(s.due, now).slice(0, 10)} 23:59:59` }]),
    { text: 'Receiving account', value: s.account },
  ]
}

/** P1001's offer as an order applied for today (data/loan.ts): a Loan Now replaces it with what was confirmed. */
const TODAY: Story = { amount: 15000000, term: '14 days', fee: 1200000, applied: 0, due: 14, account: MPESA }

function order(
  id: string,
  productId: string,
  status: number,
  notice: [string, string],
  story: Story,
  extra: Partial<SandboxOrder> = {},
): SandboxOrder {
  return {
    orderId: id,
    productId,
    orderStatus: status,
    noticeStatusText: notice[0],
    noticeDesText: notice[1],
    productName: 'Mkopo Haraka',
    productLogo: logo('mkopo'),
    detail: rowsOf(story, Date.now()),
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
    recLinks: ['LNK2001', 'LNK2002', 'LNK2003', 'LNK2004'],
    ...extra,
  }
}

/** A link that leaves an order for the lender's withdrawal page: here the sandbox page saying so. */
const withdrawPage = (orderId: string, productId: string) =>
  sandboxPage('withdraw', { order: orderId, back: `/loanDetail?productId=${productId}&orderId=${orderId}` })

/** The seeded orders, one per status the screens show. Each repaying order's dates are its plan's (data/repayment.ts): the next period's due day. */
function seedOrderList(): SandboxOrder[] {
  return [
    order('ORD21001', 'P1001', 21, ['Under review', 'Your application is being reviewed. We will notify you within 30 minutes.'], {
      ...TODAY,
      due: undefined,
    }),
    order('ORD110001', 'P1001', 110, ['Approved', 'Your loan is approved and is being paid out.'], TODAY),
    order(
      'ORD151001',
      'P1002',
      151,
      ['Disbursing', 'The money is on its way to your receiving account.'],
      { amount: 45000000, term: '3 months', fee: 2700000, applied: 0, due: 90, account: 'CRDB Bank 476134******5678' },
      {
        cardNeedPop: 1,
        cardPopTitle: 'Payout failed',
        cardPopMsg: 'Your receiving account could not be paid. Please bind another account.',
      },
    ),
    order(
      'ORD170001',
      'P1001',
      170,
      ['Repaying', 'Please repay before the due date to keep a good record.'],
      { amount: 15000000, term: '42 days', fee: 1200000, applied: -22, due: 6, account: MPESA },
      { isScore: 1 },
    ),
    order(
      'ORD174001',
      'P1002',
      174,
      ['Due today', 'Your repayment is due today. Pay now or pay a rollover fee.'],
      { amount: 16000000, term: '56 days', fee: 1400000, applied: -28, due: 0, account: MPESA },
      { isDelay: 1 },
    ),
    order('ORD174002', 'P1003', 174, ['Due today', 'Your repayment is due today.'], {
      amount: 15000000,
      term: '28 days',
      fee: 1200000,
      applied: -14,
      due: 0,
      account: 'Tigo Pesa 0713 *** 654',
    }),
    order(
      'ORD180001',
      'P1002',
      180,
      ['Overdue', 'Your loan is overdue. A late penalty of 10% per month applies.'],
      { amount: 12000000, term: '42 days', fee: 1050000, applied: -31, due: -3, account: 'Airtel Money 0786 *** 123' },
      { isDelay: 1 },
    ),
    order('ORD180002', 'P1003', 180, ['Overdue', 'Your loan is overdue.'], {
      amount: 15000000,
      term: '28 days',
      fee: 1200000,
      applied: -20,
      due: -6,
      account: 'HaloPesa 0622 *** 455',
    }),
    order(
      'ORD200001',
      'P1001',
      200,
      ['Repaid', 'Thank you! Your loan is fully repaid. You can borrow again.'],
      { amount: 8000000, term: '14 days', fee: 640000, applied: -54, due: -40, account: MPESA },
      { isScore: 1 },
    ),
    order('ORD999001', 'P1001', 999, ['Processing', 'We are processing your order.'], { ...TODAY, due: undefined }),
    order('ORD110REDIR', 'P1001', 110, ['Approved', 'Confirm your withdrawal.'], TODAY, {
      playeduL: withdrawPage('ORD110REDIR', 'P1001'),
    }),
    order(
      'ORD151WD',
      'P1002',
      151,
      ['Ready to withdraw', 'Your money is ready.'],
      { ...TODAY, due: undefined },
      { reyMsg: `Withdraw TZS 150,000.00 to ${MPESA} now?`, h5Url: withdrawPage('ORD151WD', 'P1002') },
    ),
    order(
      'ORD21WD',
      'P1001',
      21,
      ['Under review', 'Confirm where we should send your money.'],
      { amount: 8000000, term: '14 days', fee: 640000, applied: 0, account: 'Tigo Pesa 0713 *** 654' },
      { reyMsg: 'Withdraw TZS 80,000.00 to Tigo Pesa 0713 *** 654 now?', playeduL: withdrawPage('ORD21WD', 'P1001') },
    ),
    // A confirmation link on a look-alike host: the app must refuse it, never follow it.
    order('ORD110UNSAFE', 'P1001', 110, ['Approved', 'Confirm your withdrawal.'], TODAY, {
      playeduL: 'javascript:alert(document.domain)//https://pay.mkopoharaka.co.tz/withdraw',
    }),
  ]
}

/** The partner products the order and joint-login screens recommend, one not clickable ("Full today"). */
function seedRecProducts(): SandboxRecProduct[] {
  return [
    {
      linkId: 'LNK2001',
      logo: logo('tigo'),
      name: 'Pesa Chap Chap',
      buttonText: 'Apply',
      amountRange: 'TZS 50,000 - 500,000',
      rangeDesc: 'Loan amount',
      rate: 'Interest from 0.1% per day',
      description: 'Money in your M-Pesa or Tigo Pesa within 5 minutes.',
      clickable: '1',
    },
    {
      linkId: 'LNK2002',
      logo: logo('halopesa'),
      name: 'Bahati Mkopo',
      buttonText: 'Get it now',
      amountRange: 'TZS 30,000 - 300,000',
      rangeDesc: 'Loan amount',
      rate: 'Interest from 0.08% per day',
      description: 'For HaloPesa and Airtel Money users. Repay in 7 to 30 days.',
      clickable: '1',
    },
    {
      linkId: 'LNK2003',
      logo: logo('selcom'),
      name: 'Jamii Credit',
      buttonText: 'Apply',
      amountRange: 'TZS 100,000 - 1,000,000',
      rangeDesc: 'Loan amount',
      rate: 'Interest from 0.12% per day',
      description: 'Bigger loans for returning borrowers, paid to CRDB or NMB accounts.',
      clickable: '1',
    },
    {
      linkId: 'LNK2004',
      logo: logo('airtel'),
      name: 'Faraja Cash',
      buttonText: 'Full today',
      amountRange: 'TZS 20,000 - 200,000',
      rangeDesc: 'Loan amount',
      rate: 'Interest from 0.1% per day',
      description: "Today's quota is used up. Try again tomorrow.",
      clickable: '0',
    },
  ]
}

export function seedOrders() {
  const list = seedOrderList()
  const recProducts = seedRecProducts()
  /** What the 'define' call answers per link id: a link, or a business failure. */
  const defineAnswers: Record<string, { link: string } | { code: string; message: string }> = {
    LNK2001: { link: sandboxPage('product', { product: 'pesa-chap-chap' }) },
    LNK2002: { link: 'mkopoharaka://app/product?productId=P2002' },
    LNK2003: { code: '01', message: 'Jamii Credit is not available for you yet. Please try again after 7 days.' },
  }
  return {
    byId: new Map(list.map((o) => [o.orderId, o])),
    ratings: [] as { orderId: string; score: string }[],
    recProducts,
    defineAnswers,
    unionError: {
      noticeMessage: 'You can still borrow from our partner products below.',
      errMessage: 'Joint login failed: your partner account session has expired. Please log in again.',
      familyLinks: ['LNK2001', 'LNK2002', 'LNK2004'],
    },
  }
}
