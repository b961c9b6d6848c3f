import { type OutboxSession, sameSession } from '../queue/session'
import type { Outcome, Sender } from './sender'

/** What a request the guard held back reports; the attempt is released before this reaches a verdict. */
const HELD: Outcome = { kind: 'retry', server: false, failure: { kind: 'network', message: '' } }

/**
 * Sends only while `session` is still the current one (a re-login must never see an
 * entry go under the session it replaced). A replay reads the session at the start of a pass, and
 * a pass takes time (a look-up, uploads, then the save): the page may log a borrower in meanwhile.
 * `read` gives the current session (the outbox's record) and is asked before every request; once
 * it names another session nothing more is sent (`replaced`). Without `read` (the page's own send,
 * which holds the current session) every request goes.
 */
export function guardSession(send: Sender, session: OutboxSession | null, read?: () => Promise<OutboxSession | null>) {
  let replaced = false
  const current = async (): Promise<boolean> => {
    if (replaced || !read) return !replaced
    try {
      if (!sameSession(await read(), session)) replaced = true
    } catch {
      // An unreadable record is no proof the session is still current: nothing goes.
      replaced = true
    }
    return !replaced
  }
  const guarded: Sender = async (req, context) => ((await current()) ? send(req, context) : HELD)
  return { send: guarded, current, replaced: () => replaced }
}
