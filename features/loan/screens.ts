import type { ScreenEntry } from '@src/nav/screens'

/** The loan confirm screens (src/nav/screens.ts says what each field does). */
export const screens: readonly ScreenEntry[] = [
  { target: 'loanConfirm', page: 'LoanConfirm', access: 'borrower', main: true, firstCall: 'loanConfirmV3FirstCall' },
  { target: 'loanConfirmLegacy', page: 'LoanConfirmLegacy', access: 'borrower', firstCall: 'loanConfirmLegacyFirstCall' },
]
