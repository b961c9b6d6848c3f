import type { Outbox } from '../queue/queue'
import { type ComplaintEntry, type Entry, type Params, SENT_KEY } from '../queue/types'
import { CLAIMED_KEY, CLAIMED_MAX, lookUp, MIN_CUT_CHARS, pick, type Rival, sameText, storedForm } from './reconcile'
import type { Sender } from './sender'

/*
 * Each save the lender accepts claims its own row, so that an unsure complaint with the same (or
 * leading) words never takes it for its own. problem-list rows carry no order number: two
 * complaints with the same words for two orders make two rows nobody can tell apart, so the rows
 * are counted, not recognised (./reconcile.ts judge).
 */

const SENT_MAX = 50

/** A save the lender accepted, kept only while an unsure complaint could take its row for its own. */
type SentSave = { key: string; text: string; baseline?: string[] }

/** Whether one row could show both texts: equal, or one cut short to the other's start (12+ characters). */
export function couldShare(a: string, b: string): boolean {
  if (sameText(a, b) || sameText(b, a)) return true
  const x = Array.from(storedForm(a))
  const y = Array.from(storedForm(b))
  let n = 0
  while (n < x.length && n < y.length && x[n] === y[n]) n++
  return n >= MIN_CUT_CHARS
}

const textOf = (e: Entry) => (e.queue === 'complaints' ? e.complaint.problemDetail : '')

/**
 * The save was accepted: the entry is gone as sent. While another complaint on this phone could
 * share its row, the new row is looked up and claimed (one transaction with the removal); when
 * that cannot be told (the look-up failed, no baseline, the row not listed yet), the save is
 * recorded as a rival, and an unsure complaint with the same words asks the borrower instead of
 * taking a row that may be this one's.
 */
export async function settleSent(outbox: Outbox, entry: ComplaintEntry, params: Params, send: Sender): Promise<void> {
  const text = entry.complaint.problemDetail
  const near = (await outbox.list('complaints')).filter((x) => x.id !== entry.id && couldShare(textOf(x), text))
  if (!near.length) return outbox.remove(entry.id, 'complaints')
  const look = entry.baseline ? await lookUp(entry, params, send).catch(() => null) : null
  if (look?.kind === 'rows') {
    const claimed = new Set((await outbox.readMeta<string[]>(CLAIMED_KEY)) ?? [])
    const before = new Set(entry.baseline)
    const fresh = look.rows.filter((r) => sameText(text, r.content) && ![r.key, ...r.aliases].some((k) => claimed.has(k) || before.has(k)))
    if (fresh.length) {
      const row = pick(fresh, storedForm(text))
      return outbox.removeNoting(entry.id, [{ key: CLAIMED_KEY, items: [row.key, ...row.aliases], max: CLAIMED_MAX }], 'complaints')
    }
  }
  const record: SentSave = { key: entry.key, text, ...(entry.baseline ? { baseline: entry.baseline } : {}) }
  return outbox.removeNoting(entry.id, [{ key: SENT_KEY, items: [record], max: SENT_MAX }], 'complaints')
}

/** The rivals of an unsure entry: other unsure complaints on this phone and accepted saves whose row is not known. */
export async function rivalsOf(outbox: Outbox, entry: ComplaintEntry, all: readonly Entry[]): Promise<Rival[]> {
  const sent = (await outbox.readMeta<SentSave[]>(SENT_KEY)) ?? []
  const unsure = all.flatMap((x) =>
    x.queue === 'complaints' && x.id !== entry.id && x.unsure ? [{ text: x.complaint.problemDetail, baseline: x.baseline }] : [],
  )
  return [...unsure, ...(Array.isArray(sent) ? sent.filter((s) => typeof s?.text === 'string' && s.key !== entry.key) : [])]
}

/**
 * Forgets the sent records once no complaint is unsure or being sent (none can take their rows any
 * more: the next save takes a new baseline, which lists them), and on logout (the text is personal).
 */
export async function forgetSentSaves(outbox: Outbox, all: readonly Entry[] | null): Promise<void> {
  if (all?.some((x) => x.queue === 'complaints' && (x.unsure || x.state === 'sending'))) return
  const sent = await outbox.readMeta<unknown>(SENT_KEY)
  if (Array.isArray(sent) && sent.length) await outbox.writeMeta(SENT_KEY, [])
}
