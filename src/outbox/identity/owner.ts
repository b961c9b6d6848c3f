import type { Outbox } from '../queue/queue'
import { relationTo } from '../queue/relation'
import type { OutboxSession } from '../queue/session'
import type { Entry, Params } from '../queue/types'

/** Proving whose a parked entry is (the rule: ./relation.ts and docs/outbox.md). */

/** The META record of the orders problem-init listed for a session. */
const PROOF_KEY = 'proof'
type Proof = { sessionId: string; orders: string[] }

/** The order numbers of a problem-init answer (orderList, and orderDetail when there is one); null when unreadable. */
export function ordersOf(data: unknown): string[] | null {
  if (!data || typeof data !== 'object') return null
  const d = data as { orderList?: unknown; orderDetail?: unknown }
  if (d.orderList !== undefined && d.orderList !== null && !Array.isArray(d.orderList)) return null
  const rows = [...(Array.isArray(d.orderList) ? d.orderList : []), d.orderDetail]
  const out = new Set<string>()
  for (const r of rows) {
    const no = r && typeof r === 'object' ? (r as { orderNo?: unknown }).orderNo : undefined
    if (typeof no === 'string' && no.trim()) out.add(no.trim())
    else if (typeof no === 'number') out.add(String(no))
  }
  return [...out]
}

/**
 * Asks problem-init with a session's parameters and an entry's wire settings: its answer's data,
 * or null when the lender could not be asked or refused. The sending side builds it
 * (../sending/deliver.ts `askInit`): proving decides, it does not send.
 */
export type AskInit = (commonParams: Params, wire: Entry['wire']) => Promise<{ data: unknown } | null>

/** What a proving pass came to: `retry` when the lender could not be asked (look again later). */
export type ProofReport = { adopted: number; parked: number; retry: boolean }

/**
 * Proves parked entries under the current session: asks problem-init (once per session; the
 * answer is kept) and adopts each unknown entry about a listed order, with every entry written in
 * the same session as one so proven. Adopted entries take this session's owner and are sent with
 * this session's parameters.
 */
export async function proveOwners(outbox: Outbox, askInit: AskInit, session: OutboxSession | null): Promise<ProofReport> {
  if (!session?.sessionId) return { adopted: 0, parked: 0, retry: false }
  const unknown = (await outbox.list()).filter((e) => e.lastError?.kind !== 'unreadable' && relationTo(e, session) === 'unknown')
  if (!unknown.length) return { adopted: 0, parked: 0, retry: false }
  const complaints = unknown.filter((e) => e.queue === 'complaints')
  if (!complaints.length) return { adopted: 0, parked: unknown.length, retry: false }
  let proof = await outbox.readMeta<Proof>(PROOF_KEY)
  if (!proof || proof.sessionId !== session.sessionId || !Array.isArray(proof.orders)) {
    // The newest entry's wire settings are the page's most recent.
    const out = await askInit(session.commonParams, unknown[unknown.length - 1].wire)
    const orders = out ? ordersOf(out.data) : null
    if (!orders) return { adopted: 0, parked: unknown.length, retry: true }
    proof = { sessionId: session.sessionId, orders }
    await outbox.writeMeta(PROOF_KEY, proof)
  }
  const listed = new Set(proof.orders)
  const provenOrigins = new Set(
    complaints.filter((e) => e.queue === 'complaints' && e.complaint.orderNo && listed.has(e.complaint.orderNo)).map((e) => e.owner),
  )
  let adopted = 0
  for (const e of unknown) {
    if (!provenOrigins.has(e.owner) || !e.owner) continue
    const done = await outbox.update(e.id, (x) =>
      relationTo(x, session) === 'unknown' && x.owner === e.owner ? { ...x, owner: session.owner, provenSession: session.sessionId } : x,
    )
    if (done?.provenSession === session.sessionId) adopted++
  }
  return { adopted, parked: unknown.length - adopted, retry: false }
}
