import type { PageIn, ScreenEntry } from '@src/nav/screens'

/** The bank binding screen (src/nav/screens.ts says what each field does); one row per screen, left long (prettier-ignore) so the table reads across. */
// prettier-ignore
export const screens: readonly ScreenEntry[] = [
  { target: 'bindBank', page: 'BindBank' satisfies PageIn<typeof import('./pages/BindBank.tsx')>, access: 'borrower' },
]
