import type { FirstCallIn, PageIn, ScreenEntry } from '@src/nav/screens'

/** The loan confirm screens (src/nav/screens.ts says what each field does); one row per screen, left long (prettier-ignore) so the table reads across. */
// prettier-ignore
export const screens: readonly ScreenEntry<FirstCallIn<typeof import('./api.ts')>>[] = [
  { target: 'loanConfirm', page: 'LoanConfirm' satisfies PageIn<typeof import('./pages/LoanConfirm.tsx')>, access: 'borrower', main: true, firstCall: 'loanConfirmV3FirstCall' },
  { target: 'loanConfirmLegacy', page: 'LoanConfirmLegacy' satisfies PageIn<typeof import('./pages/LoanConfirmLegacy.tsx')>, access: 'borrower', firstCall: 'loanConfirmLegacyFirstCall' },
]
