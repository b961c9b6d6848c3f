import type { PageIn, ScreenEntry } from '@src/nav/screens'

/** The customer service screen (src/nav/screens.ts says what each field does); one row per screen, left long (prettier-ignore) so the table reads across. */
// prettier-ignore
export const screens: readonly ScreenEntry[] = [
  { target: 'customerService', page: 'CustomerService' satisfies PageIn<typeof import('./pages/CustomerService.tsx')>, access: 'borrower' },
]
