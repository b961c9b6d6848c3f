import type { PageIn, ScreenEntry } from '@src/nav/screens'

/** The developer test page (src/nav/screens.ts says what each field does); one row per screen, left long (prettier-ignore) so the table reads across. */
// prettier-ignore
export const screens: readonly ScreenEntry[] = [
  { target: 'testPreview', page: 'TestPreview' satisfies PageIn<typeof import('./pages/TestPreview.tsx')>, access: 'borrower' },
]
