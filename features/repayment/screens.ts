import type { FirstCallIn, PageIn, ScreenEntry } from '@src/nav/screens'

/** The repayment screens (src/nav/screens.ts says what each field does); one row per screen, left long (prettier-ignore) so the table reads across. */
// prettier-ignore
export const screens: readonly ScreenEntry<FirstCallIn<typeof import('./api.ts')>>[] = [
  { target: 'repay', page: 'Repay' satisfies PageIn<typeof import('./pages/Repay.tsx')>, access: 'borrower', main: true, firstCall: 'repayFirstCall' },
  { target: 'repayDelay', page: 'RepayDelay' satisfies PageIn<typeof import('./pages/RepayDelay.tsx')>, access: 'borrower', main: true, firstCall: 'repayDelayFirstCall' },
  { target: 'repaymentOfCode', page: 'RepaymentOfCode' satisfies PageIn<typeof import('./pages/RepaymentOfCode.tsx')>, access: 'borrower' },
  { target: 'repaymentOfCode2', page: 'RepaymentOfCode2' satisfies PageIn<typeof import('./pages/RepaymentOfCode2.tsx')>, access: 'borrower' },
  { target: 'oldRepay', page: 'OldRepay' satisfies PageIn<typeof import('./pages/OldRepay.tsx')>, access: 'borrower' },
  { target: 'oldRepayVerify', page: 'OldRepayVerify' satisfies PageIn<typeof import('./pages/OldRepayVerify.tsx')>, access: 'borrower' },
  // Opened from the repayment code pages and from outside the app: it needs no session.
  { target: 'paymentInstructions', page: 'PaymentInstructions' satisfies PageIn<typeof import('./pages/PaymentInstructions.tsx')>, access: 'public' },
]
