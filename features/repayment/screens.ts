import type { ScreenEntry } from '@src/nav/screens'

/** The repayment screens (src/nav/screens.ts says what each field does). */
export const screens: readonly ScreenEntry[] = [
  { target: 'repay', page: 'Repay', access: 'borrower', main: true, firstCall: 'repayFirstCall' },
  { target: 'repayDelay', page: 'RepayDelay', access: 'borrower', main: true, firstCall: 'repayDelayFirstCall' },
  { target: 'repaymentOfCode', page: 'RepaymentOfCode', access: 'borrower' },
  { target: 'repaymentOfCode2', page: 'RepaymentOfCode2', access: 'borrower' },
  { target: 'oldRepay', page: 'OldRepay', access: 'borrower' },
  { target: 'oldRepayVerify', page: 'OldRepayVerify', access: 'borrower' },
  // Opened from the repayment code pages and from outside the app: it needs no session.
  { target: 'paymentInstructions', page: 'PaymentInstructions', access: 'public' },
]
