import type { ScreenEntry } from '@src/nav/screens'

/** The order screens (src/nav/screens.ts says what each field does). */
export const screens: readonly ScreenEntry[] = [
  { target: 'loanDetail', page: 'LoanDetail', access: 'borrower', main: true, firstCall: 'loanDetailFirstCall' },
  { target: 'order', page: 'Order', access: 'borrower' },
  { target: 'unionLoginFailed', page: 'UnionLoginFailed', access: 'borrower' },
]
