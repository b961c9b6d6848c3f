/** Sandbox data for the bank group; the feature's owner fills it in. */
export function seedBank() {
  return {} as Record<string, unknown>
}
