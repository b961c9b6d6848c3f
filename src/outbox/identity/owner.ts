import type { Outbox } from '../queue/queue'
import { COMPLAINT_CALLS } from '../sending/deliver'
import type { Sender } from '../sending/sender'
import type { OutboxSession } from './pageSession'
import { relationTo } from './relation'

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

/** What a proving pass came to: `retry` when the lender could not be asked (look again later). */
export type ProofReport = { adopted: number; parked: number; retry: boolean }

/**
 * Proves parked entries under the current session: asks problem-init (once per session; the
 * answer is kept) and adopts each unknown entry about a listed order, with every entry written in
 * the same session as one so proven. Adopted entries take this session's owner and are sent with
 * this session's parameters.
 */
export async function proveOwners(outbox: Outbox, send: Sender, session: OutboxSession | null): Promise<ProofReport> {
  if (!session?.sessionId) return { adopted: 0, parked: 0, retry: false }
  const unknown = (await outbox.list()).filter((e) => e.lastError?.kind !== 'unreadable' && relationTo(e, session) === 'unknown')
  if (!unknown.length) return { adopted: 0, parked: 0, retry: false }
  const complaints = unknown.filter((e) => e.queue === 'complaints')
  if (!complaints.length) return { adopted: 0, parked: unknown.length, retry: false }
  let proof = await outbox.readMeta<Proof>(PROOF_KEY)
  if (!proof || proof.sessionId !== session.sessionId || !Array.isArray(proof.orders)) {
    const { path, ok } = COMPLAINT_CALLS.init
    // A read: no Idempotency-Key. The newest entry's wire settings are the page's most recent.
    const out = await send({ wire: unknown[unknown.length - 1].wire, method: 'POST', path, commonParams: session.commonParams, ok })
    const orders = out.kind === 'ok' ? ordersOf(out.data) : null
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
