import type { PageIn, ScreenEntry } from '@src/nav/screens'

/** The account screens (src/nav/screens.ts says what each field does). */
export const screens: readonly ScreenEntry[] = [
  { target: 'deleteAccount', page: 'DeleteAccount' satisfies PageIn<typeof import('./pages/DeleteAccount.tsx')>, access: 'borrower' },
]
