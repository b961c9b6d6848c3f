import type { OutboxSession } from './session'
import type { Entry } from './types'

/*
 * Whose entry it is (the rule is written in docs/outbox.md, "Whose entry it is").
 *
 * SPEC 7's common parameters carry session_id and no user_id. An entry is this borrower's when
 *   - the same user_id is on both (two different user_ids: another borrower),
 *   - it was written in this very session, or
 *   - the lender proves it: problem-init, asked under this session, lists the session's own
 *     orders; an entry about one of them is this borrower's, and so is every entry written in the
 *     same session as a proven one (one session is one borrower).
 * Anything else is unknown: parked, neither sent nor shown (only counted), until proven. An entry
 * about no order, from a session we cannot link, stays parked: a guess could send one borrower's
 * words under another's session, while waiting loses nothing (it is kept 7 days like any other).
 */
export type Relation = 'same' | 'other' | 'unknown'

const userOf = (p: Record<string, string>) => p.user_id?.trim() ?? ''

/** How an entry stands to a session (see the module comment). */
export function relationTo(e: Pick<Entry, 'owner' | 'commonParams' | 'provenSession'>, s: OutboxSession): Relation {
  const eu = userOf(e.commonParams)
  const su = userOf(s.commonParams)
  if (eu && su) return eu === su ? 'same' : 'other'
  // The same label: the same user_id, or the same session id (or no session on either side yet).
  if (e.owner === s.owner) return 'same'
  const es = e.commonParams.session_id?.trim()
  if (s.sessionId && (es === s.sessionId || e.provenSession === s.sessionId)) return 'same'
  return 'unknown'
}

/**
 * Whether this entry may be sent under this session (null: no page has said; the entry's own
 * parameters): only when it is proven this session's borrower's, and not under the session it
 * expired in.
 */
export function sendableUnder(e: Entry, session: OutboxSession | null): boolean {
  if (!session) return e.expiredSession === undefined || e.expiredSession !== (e.commonParams.session_id ?? '')
  if (relationTo(e, session) !== 'same') return false
  return e.expiredSession === undefined || e.expiredSession !== session.sessionId
}
