import type { ScreenEntry } from '@src/nav/screens'

/** The complaint screens (src/nav/screens.ts says what each field does). */
export const screens: readonly ScreenEntry[] = [
  { target: 'complaint', page: 'ComplaintStart', access: 'borrower', main: true, firstCall: 'complaintFirstCall' },
  { target: 'complaintNext', page: 'ComplaintNext', access: 'borrower' },
  { target: 'complaintList', page: 'ComplaintList', access: 'borrower' },
  { target: 'complaintDetails', page: 'ComplaintDetails', access: 'borrower' },
]
