/** Sandbox data for the promotion group; the feature's owner fills it in. */
export function seedPromotion() {
  return {} as Record<string, unknown>
}
