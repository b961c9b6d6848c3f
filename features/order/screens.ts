import type { FirstCallIn, PageIn, ScreenEntry } from '@src/nav/screens'

/** The order screens (src/nav/screens.ts says what each field does); one row per screen, left long (prettier-ignore) so the table reads across. */
// prettier-ignore
export const screens: readonly ScreenEntry<FirstCallIn<typeof import('./api.ts')>>[] = [
  { target: 'loanDetail', page: 'LoanDetail' satisfies PageIn<typeof import('./pages/LoanDetail.tsx')>, access: 'borrower', main: true, firstCall: 'loanDetailFirstCall' },
  { target: 'order', page: 'Order' satisfies PageIn<typeof import('./pages/Order.tsx')>, access: 'borrower' },
  { target: 'unionLoginFailed', page: 'UnionLoginFailed' satisfies PageIn<typeof import('./pages/UnionLoginFailed.tsx')>, access: 'borrower' },
]
