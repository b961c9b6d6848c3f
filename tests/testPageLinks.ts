/** The screens the developer test page links to, by link name: the ten the spec names. */
export const TEST_PAGE_LINKS = [
  'Confirm loan',
  'Loan detail',
  'Repay',
  'Repay delay (rollover)',
  'Bind bank card',
  'About us',
  'Complaint',
  'Customer service',
  'Privacy policy',
  'Repayment instructions',
]
