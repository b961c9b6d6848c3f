/** Sandbox data for the repayment group; the feature's owner fills it in. */
export function seedRepayment() {
  return {} as Record<string, unknown>
}
