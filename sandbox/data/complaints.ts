/** Sandbox data for the complaints and customer-service calls (SPEC 3, 7). */

import type { SandboxOrder } from './order.ts'

export type ProblemOption = { title: string; value: number }

export type SandboxComplaintOrder = {
  orderNo: string
  productLogo: string
  productName: string
  status: string
  /** 1 when the order accepts collection complaints (it is due or overdue). */
  isShow: 0 | 1
  list: { title: string; value: string }[]
}

export type SandboxComplaint = {
  problemId: string
  createdAt: number
  problemType: number
  problemSonType: number | null
  orderNo: string
  content: string
  images: string[]
  status: 'processing' | 'finished'
  disposeDetail: string
  disposeImages: string[]
  isNeedScore: 0 | 1
  score: number | null
  /** The Idempotency-Key it was saved under, so a replayed save never makes a second one. */
  idempotencyKey: string | null
}

export type SandboxUpload = { bytes: Uint8Array; type: string; name: string; at: number }

const DAY = 86_400_000
const asset = (name: string) => `/sandbox-assets/${name}`

/**
 * An order as the complaint page lists it: the status, amount and dates its own screen shows
 * (data/order.ts), so the two never disagree.
 */
export function complaintOrder(
  o: Pick<SandboxOrder, 'orderId' | 'orderStatus' | 'noticeStatusText' | 'productLogo' | 'productName' | 'detail'>,
): SandboxComplaintOrder {
  const row = (text: string) => o.detail.find((r) => r.text === text)?.value ?? ''
  return {
    orderNo: o.orderId,
    productLogo: o.productLogo,
    productName: o.productName,
    status: o.noticeStatusText,
    // Collection complaints are allowed only for orders that are due or overdue.
    isShow: o.orderStatus === 174 || o.orderStatus === 180 ? 1 : 0,
    list: [
      { title: 'Order number', value: o.orderId },
      { title: 'Loan amount', value: row('Loan amount') },
      { title: 'Apply date', value: row('Apply date') },
      { title: 'Due date', value: row('Due date') },
    ],
  }
}

/** Options numbered from `first` in the order given (the lender's problem types and their sub-types). */
const numbered = (first: number, titles: string[]): ProblemOption[] => titles.map((title, i) => ({ title, value: first + i }))

/** The borrower's orders the complaint page lists, newest problem first. */
const LISTED = ['ORD180001', 'ORD174001', 'ORD170001', 'ORD200001']

export function seedComplaints(byId: Map<string, SandboxOrder>, now = Date.now()) {
  const types = numbered(1, [
    'Collection',
    'Repayment not credited',
    'Loan disbursement',
    'Account and personal details',
    'App problem',
    'Other',
  ])
  const sonTypes = numbered(101, [
    'Harassment or abusive language',
    'Contacted the wrong person',
    'Threats',
    'Calls at unreasonable hours',
    'My debt was shared with my contacts',
  ])
  const orders = LISTED.flatMap((id) => {
    const o = byId.get(id)
    return o ? [complaintOrder(o)] : []
  })
  const complaints: SandboxComplaint[] = [
    {
      problemId: 'PB2611090017',
      createdAt: now - 2 * DAY,
      problemType: 1,
      problemSonType: 101,
      orderNo: 'ORD174001',
      content: 'A collector called me five times after 9 pm on Saturday and used abusive language. He also sent the SMS in the picture.',
      images: [asset('complaint-sms.svg')],
      status: 'processing',
      disposeDetail: '',
      disposeImages: [],
      isNeedScore: 0,
      score: null,
      idempotencyKey: null,
    },
    {
      problemId: 'PB2611130004',
      createdAt: now - 9 * DAY,
      problemType: 2,
      problemSonType: null,
      orderNo: 'ORD180001',
      content: 'I paid TZS 45,500 through Airtel Money (ref QK47HT2M9P) for my first instalment but the app still shows it as unpaid.',
      images: [asset('complaint-receipt.svg')],
      status: 'finished',
      disposeDetail:
        'Dear Asha, we found your Airtel Money payment QK47HT2M9P of TZS 45,500.00 and credited it to the first instalment of order ORD180001. We are sorry for the trouble.',
      disposeImages: [asset('complaint-reply.svg')],
      isNeedScore: 1,
      score: null,
      idempotencyKey: null,
    },
    {
      problemId: 'PB2610210031',
      createdAt: now - 33 * DAY,
      problemType: 5,
      problemSonType: null,
      orderNo: 'ORD200001',
      content: 'The app closes when I open the repayment page on my Tecno Spark 10.',
      images: [],
      status: 'finished',
      disposeDetail: 'Thank you, Juma. Version 3.4.2 fixes the crash on Tecno Spark phones; please update the app from Google Play.',
      disposeImages: [],
      isNeedScore: 0,
      score: 5,
      idempotencyKey: null,
    },
  ]
  return {
    types,
    sonTypes,
    orders,
    complaints,
    uploads: new Map<string, SandboxUpload>(),
    scores: [] as { problemId: string; score: number }[],
    contact: { email: 'support@mkopoharaka.co.tz', smWa: '+255 22 212 3456' },
    nextId: 1,
  }
}
