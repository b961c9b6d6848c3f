/** Sandbox data for the account group; the feature's owner fills it in. */
export function seedAccount() {
  return {} as Record<string, unknown>
}
