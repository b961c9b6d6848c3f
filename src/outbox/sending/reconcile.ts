import { requestFor } from '../../lender/call'
import { complaintRequests } from '../../lender/complaints/requests'
import type { Outbox } from '../queue/queue'
import type { ComplaintEntry, Params } from '../queue/types'
import { contextOf } from './deliver'
import type { Outcome, Sender } from './sender'

/*
 * Exactly once without the server's help and without clocks. The lender may ignore
 * Idempotency-Key, so after a save whose outcome is unknown (timeout, lost connection, 5xx, a
 * sender killed mid-request) the complaint is looked for in problem-list before anything is sent
 * again. problem-list rows carry { id, time, type, content } and no order number (SPEC 7), so:
 *
 * - Before each save that is not a resend of an unsure one, the rows that already match the text
 *   are noted (`baseline`). After an unsure save only a NEW matching row (not in the baseline)
 *   counts: the same words sent earlier, for another order, never settle this entry.
 * - Each row settles one entry at most: rows that settled one are remembered (`claimed`).
 * - Text is compared as a server may store it: line breaks and runs of space as one space,
 *   surrounding space trimmed, a few HTML escapes undone, and a cut-short text (a length limit,
 *   with or without an ellipsis) matching the start of ours.
 * - No time is read: neither the phone's clock nor the lender's time zone decides anything.
 *   The type title is not compared either: the lender may answer it in another language.
 */

/**
 * One stored complaint as problem-list shows it. `key` is how it is known (its id; without one,
 * what it shows). `aliases` are every other key the same row has gone by (the numbered keys an
 * earlier version gave a row listed under two tabs): a row claimed or in a baseline under any of
 * them is that row.
 */
export type Row = { key: string; aliases: string[]; content: string }

const str = (x: unknown) => (typeof x === 'string' ? x : typeof x === 'number' ? String(x) : '')

const ESCAPES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#039;': "'",
  '&nbsp;': ' ',
}

/** Text as a comparison sees it: what any storing server keeps of it. */
export function storedForm(s: string): string {
  return s
    .normalize('NFC')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/&(amp|lt|gt|quot|nbsp|#0?39);/g, (m) => ESCAPES[m] ?? m)
    .replace(/\s+/g, ' ')
    .trim()
}

/** The shortest cut-short text that still counts as ours (shorter prefixes say too little). */
export const MIN_CUT_CHARS = 12

/** Whether a stored row's content is this text as a server may have stored it. */
export function sameText(ours: string, stored: string): boolean {
  const a = storedForm(ours)
  const b = storedForm(stored)
  if (!a || !b) return false
  if (a === b) return true
  const cut = b.replace(/(…|\.\.\.)$/, '').trimEnd()
  const n = Array.from(cut).length
  return n >= Math.min(MIN_CUT_CHARS, Array.from(a).length) && n < Array.from(a).length && a.startsWith(cut)
}

/**
 * The rows of a problem-list answer (`{ tabs: [{ list | data }] }` or a bare tab array); null when
 * unreadable. One stored complaint is one row however many tabs list it (a lender lists it under
 * "All" as well as under its status): rows are one per id across tabs; rows without an id are
 * told apart by what they show, and a tab listing the same thing twice shows two rows, so their
 * number is the most any one tab lists.
 */
export function listRows(data: unknown): Row[] | null {
  const tabs = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { tabs?: unknown }).tabs)
      ? (data as { tabs: unknown[] }).tabs
      : null
  if (!tabs) return null
  const byKey = new Map<string, Row>()
  // How many tabs listed each id: an earlier version keyed the second listing `id:X#2`, and so on.
  const listings = new Map<string, number>()
  for (const tab of tabs) {
    if (!tab || typeof tab !== 'object') continue
    const t = tab as { list?: unknown; data?: unknown }
    const list = Array.isArray(t.list) ? t.list : Array.isArray(t.data) ? t.data : []
    const inTab = new Map<string, number>()
    for (const r of list) {
      if (!r || typeof r !== 'object') continue
      const row = r as Record<string, unknown>
      const content = str(row.content)
      const id = str(row.id).trim()
      let key: string
      if (id) {
        key = `id:${id}`
        const n = (listings.get(key) ?? 0) + 1
        listings.set(key, n)
        if (byKey.has(key)) {
          byKey.get(key)!.aliases.push(`${key}#${n}`)
          continue
        }
      } else {
        const base = `row:${str(row.time)}|${storedForm(content)}`
        const n = (inTab.get(base) ?? 0) + 1
        inTab.set(base, n)
        key = n > 1 ? `${base}#${n}` : base
        if (byKey.has(key)) continue
      }
      const made: Row = { key, aliases: [], content }
      byKey.set(key, made)
    }
  }
  return [...byKey.values()]
}

/** What a look-up came to. */
export type Lookup = { kind: 'rows'; rows: Row[] } | { kind: 'failed'; out: Exclude<Outcome, { kind: 'ok' }> }

/** Asks problem-list under the session. A read carries no Idempotency-Key (a server honouring it would answer the first list ever after). */
export async function lookUp(entry: ComplaintEntry, params: Params, send: Sender): Promise<Lookup> {
  const out = await send(requestFor(complaintRequests.list, undefined), contextOf(entry, params))
  if (out.kind !== 'ok') return { kind: 'failed', out }
  const rows = listRows(out.data)
  // An answer we cannot read is not proof of absence.
  return rows
    ? { kind: 'rows', rows }
    : { kind: 'failed', out: { kind: 'retry', server: true, failure: { kind: 'malformed', message: '' } } }
}

/** Every key a row is known by. */
export const keysOf = (r: Row): string[] => [r.key, ...r.aliases]

/** The keys of rows that match the entry's text: its baseline before a save (each row with its aliases). */
export function matchingKeys(entry: Pick<ComplaintEntry, 'complaint'>, rows: Row[]): string[] {
  return rows.filter((r) => sameText(entry.complaint.problemDetail, r.content)).flatMap(keysOf)
}

/**
 * Another complaint from this phone that could own a new row too: one whose save the lender
 * accepted without our knowing which row it made (a sent record), or one whose save is unsure.
 * `baseline`: the rows that matched its text before its save (rows it cannot own).
 */
export type Rival = { text: string; baseline?: string[] }

/** Whether a rival could own a row: the row is its text (or its text cut short) and was not there before its save. */
const couldOwn = (c: Rival, r: Row) => sameText(c.text, r.content) && !keysOf(r).some((k) => c.baseline?.includes(k))

/**
 * The verdict on an unsure entry from a readable list: `found` (a new matching row, not claimed by
 * another entry: it settles this one; `claims` is every key to remember it by), `absent` (nothing
 * new: the save did not land, send it), or `ambiguous` (only the borrower can tell: no baseline
 * was taken and a matching row exists, or another complaint from this phone could own the new rows).
 *
 * `others` are the texts of the other complaints on this phone: a row that is exactly another's
 * text is that one's, never this one's by the cut-short rule (a text that starts with another
 * complaint's words would otherwise take its row, and the other be sent again).
 *
 * `rivals` are the complaints from this phone that could own a new row as well (sent without a
 * known row, or unsure; same or leading words). A new row is proof only when there are more new
 * rows than rivals that could own them: each rival owns one row at most, so one of them is ours.
 * Otherwise the new row may be another's (the same words sent for another order while ours was
 * lost), and deleting ours as sent would lose it: the borrower is asked.
 */
export type Verdict = { kind: 'found'; row: string; claims: string[] } | { kind: 'absent' } | { kind: 'ambiguous' }

export function judge(
  entry: Pick<ComplaintEntry, 'complaint' | 'baseline'>,
  rows: Row[],
  claimed: ReadonlySet<string>,
  others: readonly string[] = [],
  rivals: readonly Rival[] = [],
): Verdict {
  const before = new Set(entry.baseline ?? [])
  const ours = storedForm(entry.complaint.problemDetail)
  const theirs = new Set(others.map(storedForm).filter((t) => t && t !== ours))
  const fresh = rows.filter((r) => {
    if (!sameText(entry.complaint.problemDetail, r.content)) return false
    if (keysOf(r).some((k) => claimed.has(k) || before.has(k))) return false
    const stored = storedForm(r.content)
    return stored === ours || !theirs.has(stored)
  })
  if (!fresh.length) return { kind: 'absent' }
  if (!entry.baseline) return { kind: 'ambiguous' }
  const contenders = rivals.filter((c) => fresh.some((r) => couldOwn(c, r)))
  if (fresh.length <= contenders.length) return { kind: 'ambiguous' }
  // A row no rival could own, over one a rival could; the whole text over a cut-short one; among
  // equals the oldest new row (the list is newest first).
  const row = pick(fresh, ours, (r) => contenders.some((c) => couldOwn(c, r)))
  return { kind: 'found', row: row.key, claims: keysOf(row) }
}

/** The best of matching rows for a text: unshared over shared, whole over cut, oldest (last) among equals. */
export function pick(rows: Row[], ours: string, shared: (r: Row) => boolean = () => false): Row {
  const rank = (r: Row) => (shared(r) ? 2 : 0) + (storedForm(r.content) === ours ? 0 : 1)
  const best = Math.min(...rows.map(rank))
  const top = rows.filter((r) => rank(r) === best)
  return top[top.length - 1]
}

/** META key of the rows that settled an entry (bounded: the newest CLAIMED_MAX). */
export const CLAIMED_KEY = 'claimedRows'
export const CLAIMED_MAX = 500

/**
 * The entry is gone as sent and the row (every key it goes by) settles no other: one transaction,
 * so a crash can neither leave the row claimed with the entry still queued nor the other way round.
 */
export function settleByRow(outbox: Outbox, id: string, keys: string[]): Promise<void> {
  return outbox.removeNoting(id, [{ key: CLAIMED_KEY, items: keys, max: CLAIMED_MAX }], 'complaints')
}
