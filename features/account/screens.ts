import type { PageIn, ScreenEntry } from '@src/nav/screens'

/** The account screens (src/nav/screens.ts says what each field does); one row per screen, left long (prettier-ignore) so the table reads across. */
// prettier-ignore
export const screens: readonly ScreenEntry[] = [
  { target: 'deleteAccount', page: 'DeleteAccount' satisfies PageIn<typeof import('./pages/DeleteAccount.tsx')>, access: 'borrower' },
]
