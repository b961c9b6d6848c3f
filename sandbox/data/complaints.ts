/** Sandbox data for the complaints group; the feature's owner fills it in. */
export function seedComplaints() {
  return {} as Record<string, unknown>
}
