/** Sandbox data for the complaints and customer-service calls (SPEC 3, 7). */

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

const order = (orderNo: string, status: string, isShow: 0 | 1, amount: string, due: string, applied: string): SandboxComplaintOrder => ({
  orderNo,
  productLogo: asset('mkopo.svg'),
  productName: 'Mkopo Haraka',
  status,
  isShow,
  list: [
    { title: 'Order number', value: orderNo },
    { title: 'Loan amount', value: amount },
    { title: 'Apply date', value: applied },
    { title: 'Due date', value: due },
  ],
})

/** Options numbered from `first` in the order given (the lender's problem types and their sub-types). */
const numbered = (first: number, titles: string[]): ProblemOption[] => titles.map((title, i) => ({ title, value: first + i }))

export function seedComplaints(now = Date.now()) {
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
  // Collection complaints are allowed only for orders that are due or overdue (isShow 1).
  const orders: SandboxComplaintOrder[] = [
    order('ORD180001', 'Overdue', 1, 'TZS 150,000.00', '2026-11-22 23:59:59', '2026-11-08 10:24:13'),
    order('ORD174001', 'Due today', 1, 'TZS 150,000.00', '2026-11-22 23:59:59', '2026-11-08 10:24:13'),
    order('ORD170001', 'Repaying', 0, 'TZS 150,000.00', '2026-11-29 23:59:59', '2026-11-15 08:02:51'),
    order('ORD200001', 'Repaid', 0, 'TZS 80,000.00', '2026-10-19 23:59:59', '2026-10-05 14:37:09'),
  ]
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
      content: 'I paid TZS 150,000 through M-Pesa (ref QK47HT2M9P) but the app still shows my loan as overdue.',
      images: [asset('complaint-receipt.svg')],
      status: 'finished',
      disposeDetail:
        'Dear Asha, we found your M-Pesa payment QK47HT2M9P of TZS 150,000.00 and credited it to order ORD180001. The late penalty has been removed. We are sorry for the trouble.',
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
