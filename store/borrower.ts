import type { SessionParams } from './session'

/**
 * Who the borrower is, as far as the page can tell, for keeping one borrower's data (outbox
 * entries, last-known screens, repayment info) apart from another's. The shell's `user_id` names
 * the borrower across sessions; without it each session id counts as its own borrower (the safe
 * reading: data is never shown or sent under a session it may not belong to). '' = nobody yet.
 */
export function borrowerKey(params: Pick<SessionParams, 'sessionId' | 'extra'>): string {
  const userId = params.extra?.user_id?.trim()
  if (userId) return `u:${userId}`
  const sessionId = params.sessionId?.trim()
  return sessionId ? `s:${sessionId}` : ''
}

/** True when the parameters name a different borrower than before (not a first login, not a refresh). */
export function isBorrowerChange(before: Pick<SessionParams, 'sessionId' | 'extra'>, after: Pick<SessionParams, 'sessionId' | 'extra'>): boolean {
  const a = borrowerKey(before)
  const b = borrowerKey(after)
  if (!a || !b || a === b) return false
  // A new session for the same user_id is the same borrower; a session id replacing another
  // without user_ids on either side cannot be told apart from another borrower.
  return true
}
