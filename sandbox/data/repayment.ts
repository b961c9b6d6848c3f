import { darTime } from '../clock.ts'

/**
 * Sandbox data for the repayment group (SPEC 3): installment plans, rollover (delay) details,
 * the wallets a borrower can pay from, and the old bank-card flow. Amounts are TZS minor units.
 */
export type SandboxPlanRow = {
  periodNo: number
  totalAmount: number
  displayAmount: number
  canClick: number
  check: number
  /** 100 upcoming, 300 due today, 500 overdue (drawn in the warning colour), 200 paid. */
  periodStatus: number
  dueTime: string
  statusText: string
}

export type SandboxCard = { bankName: string; bankNode: string; cardNo: string }

export type SandboxDelay = {
  bankCardInfo: SandboxCard
  delayShouldPayAmount: number
  detail: { text: string; value: string }[]
  repayDetail: { text: string; value: string }[]
  showSubmitUtr: number
}

/** Wallets the lender collects through; `type` is the bankCode sent with Pay Now. */
export const sandboxWallets = [
  { name: 'M-Pesa', type: 'MPESA' },
  { name: 'Tigo Pesa', type: 'TIGOPESA' },
  { name: 'Airtel Money', type: 'AIRTELMONEY' },
  { name: 'HaloPesa', type: 'HALOPESA' },
  { name: 'Selcom Pay (QR)', type: 'SELCOM' },
]

const day = (offset: number) => darTime(offset).slice(0, 10)

/** totalAmount is what the period costs now (late fees included); displayAmount is the scheduled installment. */
function row(periodNo: number, total: number, dueOffset: number, status: number, statusText: string, scheduled = total): SandboxPlanRow {
  return {
    periodNo,
    totalAmount: total,
    displayAmount: scheduled,
    canClick: 0,
    check: 0,
    periodStatus: status,
    dueTime: day(dueOffset),
    statusText,
  }
}

/** The first waiting period is the only one the server marks clickable and checked. */
function withFirstClickable(rows: SandboxPlanRow[]): SandboxPlanRow[] {
  return rows.map((r, i) => (i === 0 ? { ...r, canClick: 1, check: 1 } : r))
}

const NOTE = 'Repay on or before the due date to keep a good record. A late penalty of 10% per month applies to overdue amounts.'
const PHONE = '+255 22 212 3456'

function plan(
  productId: string,
  productName: string,
  card: SandboxCard,
  waiting: SandboxPlanRow[],
  paid: SandboxPlanRow[],
  showSubmitUtr = 0,
) {
  const total = waiting.reduce((s, r) => s + r.totalAmount, 0)
  return {
    productId,
    productName,
    bankCardInfo: card,
    amountMin: 100000,
    amountMax: total,
    waiting: withFirstClickable(waiting),
    paid,
    note: NOTE,
    telephone: PHONE,
    showSubmitUtr,
  }
}

/** An order's installment plan, as plan() builds it. */
export type SandboxPlan = ReturnType<typeof plan>

const mpesa: SandboxCard = { bankName: 'M-Pesa', bankNode: 'MPESA', cardNo: '255754123456' }
const tigo: SandboxCard = { bankName: 'Tigo Pesa', bankNode: 'TIGOPESA', cardNo: '255713987654' }
const airtel: SandboxCard = { bankName: 'Airtel Money', bankNode: 'AIRTELMONEY', cardNo: '255786456123' }
const halo: SandboxCard = { bankName: 'HaloPesa', bankNode: 'HALOPESA', cardNo: '255622334455' }

export function seedRepayment() {
  const plans = new Map<string, SandboxPlan>([
    [
      'ORD170001',
      plan(
        'P1001',
        'Mkopo Haraka',
        mpesa,
        [row(2, 5400000, 6, 100, 'To be repaid'), row(3, 5400000, 20, 100, 'To be repaid')],
        [row(1, 5400000, -8, 200, 'Repaid')],
      ),
    ],
    [
      'ORD174001',
      plan(
        'P1002',
        'Mkopo Haraka',
        mpesa,
        [row(2, 4550000, 0, 300, 'Due today'), row(3, 4550000, 14, 100, 'To be repaid'), row(4, 4550000, 28, 100, 'To be repaid')],
        [row(1, 4550000, -14, 200, 'Repaid')],
        1,
      ),
    ],
    [
      'ORD174002',
      plan('P1003', 'Mkopo Haraka', tigo, [row(1, 8100000, 0, 300, 'Due today'), row(2, 8100000, 14, 100, 'To be repaid')], []),
    ],
    [
      'ORD180001',
      plan(
        'P1002',
        'Mkopo Haraka',
        airtel,
        [row(2, 4823000, -3, 500, 'Overdue 3 days', 4550000), row(3, 4550000, 11, 100, 'To be repaid')],
        [row(1, 4550000, -17, 200, 'Repaid')],
        1,
      ),
    ],
    [
      'ORD180002',
      plan(
        'P1003',
        'Mkopo Haraka',
        halo,
        [row(1, 8910000, -6, 500, 'Overdue 6 days', 8100000), row(2, 8100000, 8, 100, 'To be repaid')],
        [],
      ),
    ],
  ])
  const delays = new Map<string, SandboxDelay>([
    [
      'ORD174001',
      {
        bankCardInfo: mpesa,
        delayShouldPayAmount: 1365000,
        detail: [
          { text: 'Rollover period', value: '7 days' },
          { text: 'Current due date', value: day(0) },
          { text: 'New due date', value: day(7) },
        ],
        repayDetail: [
          { text: 'Amount due on the new date', value: 'TZS 45,500.00' },
          { text: 'Deferral fee', value: 'TZS 13,650.00' },
          { text: 'Paid so far', value: 'TZS 45,500.00' },
        ],
        showSubmitUtr: 1,
      },
    ],
    [
      'ORD180001',
      {
        bankCardInfo: airtel,
        delayShouldPayAmount: 1446900,
        detail: [
          { text: 'Rollover period', value: '7 days' },
          { text: 'Current due date', value: day(-3) },
          { text: 'New due date', value: day(7) },
        ],
        repayDetail: [
          { text: 'Amount due on the new date', value: 'TZS 48,230.00' },
          { text: 'Deferral fee (incl. late fee)', value: 'TZS 14,469.00' },
        ],
        showSubmitUtr: 0,
      },
    ],
  ])
  return {
    plans,
    delays,
    wallets: sandboxWallets,
    /** Payment requests made through generate-vcode-yd. */
    trades: [] as { tradeNo: string; orderId: string; amount: number; bankCode: string; isDelay: string }[],
    utrs: [] as { orderId: string; utr: string; isDelay: string }[],
    old: {
      bankCards: [
        { id: 11, bankName: 'CRDB Bank', cardNo: '4111 **** **** 4821', bankCode: 'CRDB' },
        { id: 12, bankName: 'NMB Bank', cardNo: '5204 **** **** 1907', bankCode: 'NMB' },
      ],
      /** The SMS code the sandbox "sends" for bank-card repayments. */
      smsCode: '123456',
      tokens: new Set<string>(),
      records: new Map<string, { orderId: string; amount: string; cardId: string; confirmed: boolean }>(),
      seq: 0,
    },
  }
}
