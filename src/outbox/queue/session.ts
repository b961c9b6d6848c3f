import { META, transact } from './db'
import { readMeta } from './entries'
import type { Params } from './types'

/** The session the page has now, as it tells every replayer (the worker cannot read Redux). */
export type OutboxSession = { owner: string; sessionId: string; commonParams: Params }

/**
 * META key of the borrowers this phone has seen: groups of labels (`u:<user_id>`, `s:<session_id>`,
 * store/borrower.ts borrowerKey's forms) known to be one borrower, because they came together in
 * one session. Logout and account deletion forget the entries of every label in the group.
 */
const LINKS_KEY = 'borrowerLinks'
/** The newest groups kept (a shared phone sees a few borrowers, not hundreds). */
const LINKS_MAX = 50

/** The labels one session names. */
export function sessionLabels(s: OutboxSession): string[] {
  const uid = s.commonParams.user_id?.trim()
  const sid = s.sessionId.trim()
  return [...new Set([s.owner, sid ? `s:${sid}` : '', uid ? `u:${uid}` : ''])].filter(Boolean)
}

const userIn = (g: readonly string[]) => g.find((l) => l.startsWith('u:'))

/** The groups with one session's labels joined in (never two different user ids in one group). */
export function linked(groups: readonly string[][], labels: readonly string[]): string[][] {
  const joined = new Set(labels)
  const rest: string[][] = []
  for (const g of groups) {
    const a = userIn([...joined])
    const b = userIn(g)
    if (g.some((l) => joined.has(l)) && !(a && b && a !== b)) g.forEach((l) => joined.add(l))
    else rest.push(g)
  }
  return joined.size ? [...rest, [...joined]].slice(-LINKS_MAX) : rest
}

const groupsOf = (x: unknown): string[][] =>
  Array.isArray(x) ? x.filter((g): g is string[] => Array.isArray(g) && g.every((l) => typeof l === 'string')) : []

/** Records which borrower's session is current, and its parameters, for every replayer (tabs, the worker); links its labels. */
export function writeSession(db: IDBDatabase, session: OutboxSession): Promise<void> {
  return transact<void>(db, [META], 'readwrite', (tx, _set, guard) => {
    const meta = tx.objectStore(META)
    meta.put(session, 'session')
    const req = meta.get(LINKS_KEY)
    req.onsuccess = () => guard(() => void meta.put(linked(groupsOf(req.result), sessionLabels(session)), LINKS_KEY))
  })
}

/**
 * Takes one borrower's group out of the links: every label known to be that borrower (`label`
 * itself at least). The caller deletes their entries.
 */
export function unlinkBorrower(db: IDBDatabase, label: string): Promise<string[]> {
  return transact<string[]>(db, [META], 'readwrite', (tx, set, guard) => {
    set([label])
    const meta = tx.objectStore(META)
    const req = meta.get(LINKS_KEY)
    req.onsuccess = () =>
      guard(() => {
        const groups = groupsOf(req.result)
        const theirs = groups.filter((g) => g.includes(label))
        set([...new Set([label, ...theirs.flat()])])
        if (theirs.length)
          meta.put(
            groups.filter((g) => !g.includes(label)),
            LINKS_KEY,
          )
      })
  })
}

/** Every label this phone has linked to a user id (the sessions some `u:<user_id>` came with). */
export async function userLinkedLabels(db: IDBDatabase): Promise<Set<string>> {
  const groups = groupsOf(await readMeta<unknown>(db, LINKS_KEY))
  return new Set(groups.filter((g) => g.some((l) => l.startsWith('u:'))).flat())
}

/** The current session as the page last told it; null before any page did (or when the record is not one). */
export async function readSession(db: IDBDatabase): Promise<OutboxSession | null> {
  const s = await readMeta<Partial<OutboxSession>>(db, 'session')
  return s && typeof s.owner === 'string' && typeof s.sessionId === 'string' && s.commonParams && typeof s.commonParams === 'object'
    ? (s as OutboxSession)
    : null
}

/** Whether two records name the same session of the same borrower (null: no page has said). */
export function sameSession(a: OutboxSession | null, b: OutboxSession | null): boolean {
  return a === b || (!!a && !!b && a.sessionId === b.sessionId && a.owner === b.owner)
}
