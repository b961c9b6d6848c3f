import { COMPLAINT_CALLS } from './deliver'
import type { Outcome, Sender } from './sender'
import type { ComplaintEntry, Params } from './types'

/**
 * Exactly once without the server's help: after an attempt whose outcome is unknown (timeout,
 * lost connection, 5xx, a sender killed mid-request) the complaint is looked for in problem-list
 * before it is sent again.
 *
 * problem-list rows carry { id, time, type (the type's title), content } and no order number
 * (SPEC 7), so a row matches when its content is the entry's text, its type is the entry's type
 * title (when both are known), and its time is not before the entry was made. Times are the
 * lender's local time (Tanzania, UTC+3); CLOCK_SLACK_MS allows for a phone clock a little off. A
 * row without a readable time still matches: a duplicate complaint is the failure this guards against.
 */
export const CLOCK_SLACK_MS = 15 * 60_000
/** The lender's time zone offset, for reading problem-list times. */
export const SERVER_UTC_OFFSET_MS = 3 * 3600_000

type Row = { content: string; type: string; time: number | null }

/** 'YYYY-MM-DD HH:mm[:ss]' in the lender's time zone -> epoch ms; null when unreadable. */
export function serverTime(s: unknown): number | null {
  if (typeof s !== 'string') return null
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(s.trim())
  if (!m) return null
  const t = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +(m[6] ?? 0)) - SERVER_UTC_OFFSET_MS
  return Number.isFinite(t) ? t : null
}

const str = (x: unknown) => (typeof x === 'string' ? x : typeof x === 'number' ? String(x) : '')

/** The rows of a problem-list answer (`{ tabs: [{ list | data }] }` or a bare tab array); null when unreadable. */
export function listRows(data: unknown): Row[] | null {
  const tabs = Array.isArray(data) ? data : data && typeof data === 'object' && Array.isArray((data as { tabs?: unknown }).tabs) ? (data as { tabs: unknown[] }).tabs : null
  if (!tabs) return null
  const rows: Row[] = []
  for (const tab of tabs) {
    if (!tab || typeof tab !== 'object') continue
    const t = tab as { list?: unknown; data?: unknown }
    const list = Array.isArray(t.list) ? t.list : Array.isArray(t.data) ? t.data : []
    for (const r of list) {
      if (!r || typeof r !== 'object') continue
      const row = r as Record<string, unknown>
      rows.push({ content: str(row.content).trim(), type: str(row.type).trim(), time: serverTime(row.time) })
    }
  }
  return rows
}

export function matches(entry: Pick<ComplaintEntry, 'complaint' | 'typeTitle' | 'createdAt'>, row: Row): boolean {
  if (row.content !== entry.complaint.problemDetail.trim()) return false
  if (entry.typeTitle && row.type && row.type !== entry.typeTitle.trim()) return false
  return row.time === null || row.time >= entry.createdAt - CLOCK_SLACK_MS
}

/**
 * Looks for the entry in problem-list: `{ kind: 'ok', data: true }` when it is there, `data: false`
 * when it is not, else the failure (it is then not sent: the line waits as for any failure).
 */
// A read carries no Idempotency-Key: a server honouring it would answer the first list ever after.
export async function findSaved(entry: ComplaintEntry, params: Params, send: Sender): Promise<Outcome> {
  const out = await send({ wire: entry.wire, method: 'POST', path: COMPLAINT_CALLS.list.path, commonParams: params, ok: COMPLAINT_CALLS.list.ok })
  if (out.kind !== 'ok') return out
  const rows = listRows(out.data)
  // An answer we cannot read is not proof of absence.
  if (!rows) return { kind: 'retry', server: true, failure: { kind: 'malformed', message: '' } }
  return { kind: 'ok', data: rows.some((r) => matches(entry, r)) }
}
