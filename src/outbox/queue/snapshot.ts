import { relationTo } from './relation'
import type { OutboxSession } from './session'
import { type Entry, type OutboxSnapshot, summarize } from './types'

/**
 * What Redux mirrors: summaries only, and only entries proven this session's borrower's (plus
 * unreadable ones, which show nothing but "could not be read" and can be discarded). The other
 * complaints are only counted (`parked`): their text stays private on a shared phone.
 */
export function snapshotOf(listed: Entry[], dropped: number, session?: OutboxSession | null): OutboxSnapshot {
  const mine = (e: Entry) => !session || relationTo(e, session) === 'same' || (e.lastError?.kind === 'unreadable' && e.owner === '')
  const all = listed.filter(mine)
  return {
    complaints: all.filter((e) => e.queue === 'complaints').map(summarize),
    events: all.filter((e) => e.queue === 'events').map(summarize),
    dropped,
    parked: listed.filter((e) => e.queue === 'complaints' && !mine(e) && e.lastError?.kind !== 'unreadable').length,
  }
}
