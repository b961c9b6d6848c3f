import type { FirstCallIn, PageIn, ScreenEntry } from '@src/nav/screens'

/** The complaint screens (src/nav/screens.ts says what each field does); one row per screen, left long (prettier-ignore) so the table reads across. */
// prettier-ignore
export const screens: readonly ScreenEntry<FirstCallIn<typeof import('./api.ts')>>[] = [
  { target: 'complaint', page: 'ComplaintStart' satisfies PageIn<typeof import('./pages/ComplaintStart.tsx')>, access: 'borrower', main: true, firstCall: 'complaintFirstCall' },
  { target: 'complaintNext', page: 'ComplaintNext' satisfies PageIn<typeof import('./pages/ComplaintNext.tsx')>, access: 'borrower' },
  { target: 'complaintList', page: 'ComplaintList' satisfies PageIn<typeof import('./pages/ComplaintList.tsx')>, access: 'borrower' },
  { target: 'complaintDetails', page: 'ComplaintDetails' satisfies PageIn<typeof import('./pages/ComplaintDetails.tsx')>, access: 'borrower' },
]
