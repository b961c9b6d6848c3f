/**
 * What a screen left out, and why: a part whose data needs a setting the deployment
 * did not give, or an answer without a part SPEC expects. Nothing is dropped silently: each reason
 * is kept here once (the latest 20) for Copy diagnostics. Reasons name fields and settings, never
 * values: no phone, order id or session ends up here.
 */
const MAX = 20
const notes: { at: string; text: string }[] = []

/** Records why a part was left out (once per distinct text). */
export function noteLeftOut(text: string): void {
  const i = notes.findIndex((n) => n.text === text)
  if (i >= 0) notes.splice(i, 1)
  notes.push({ at: new Date().toISOString(), text })
  if (notes.length > MAX) notes.shift()
}

/** The recorded reasons, oldest first. */
export function leftOutNotes(): readonly { at: string; text: string }[] {
  return notes.slice()
}
