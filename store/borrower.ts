/** The two common parameters that say who the borrower is (a part of store/session's SessionParams). */
export type BorrowerIds = { sessionId: string; extra: Record<string, string> }

/*
 * Who the borrower is. SPEC 7's common parameters carry `session_id` and no `user_id`:
 * a new session id is NOT proof of a new borrower (the shell logs the same borrower in again after
 * an expiry), and a user_id arriving later for the same session is the same borrower. Only
 * positive signals say "another borrower": the shell's logout, account deletion (both
 * `sessionCleared`) and two different user_ids. Anything else is doubt, and doubt never deletes:
 * the outbox parks what it cannot prove (docs/outbox.md, "Whose entry it is").
 */

/**
 * A label for keeping one borrower's data apart (outbox entries, last-known screens, repayment
 * info): `u:<user_id>` when the shell gives one, else `s:<session_id>`. Data under one label is
 * shown only under that label; it is deleted only on a positive signal. '' = nobody yet.
 */
export function borrowerKey(params: BorrowerIds): string {
  const userId = params.extra?.user_id?.trim()
  if (userId) return `u:${userId}`
  const sessionId = params.sessionId?.trim()
  return sessionId ? `s:${sessionId}` : ''
}

/** True only when two different user_ids name the two sides: the one parameter change that proves another borrower. */
export function isBorrowerChange(before: BorrowerIds, after: BorrowerIds): boolean {
  const a = before.extra?.user_id?.trim()
  const b = after.extra?.user_id?.trim()
  return !!a && !!b && a !== b
}

/** A borrower label as DevTools and logs may show it: never the session id or user id itself (FNV-1a, 32 bit). */
export function ownerTag(key: string): string {
  if (!key) return ''
  let x = 0x811c9dc5
  for (let i = 0; i < key.length; i++) x = Math.imul(x ^ key.charCodeAt(i), 0x01000193) >>> 0
  return `#${x.toString(36)}`
}
