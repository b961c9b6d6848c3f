/** Tracking events the sandbox stored (SPEC 7: /service/event/save and promotion tracking). */
export type StoredEvent = { kind: 'event' | 'visit' | 'click' | 'point'; fields: Record<string, string>; at: number }

export function seedEvents() {
  return { stored: [] as StoredEvent[] }
}
