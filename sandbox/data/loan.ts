/** Sandbox data for the loan group; the feature's owner fills it in. */
export function seedLoan() {
  return {} as Record<string, unknown>
}
