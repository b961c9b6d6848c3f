import { seedAccount } from './data/account.ts'
import { seedBank } from './data/bank.ts'
import { seedComplaints } from './data/complaints.ts'
import { seedEvents } from './data/events.ts'
import { seedLoan } from './data/loan.ts'
import { seedOrders } from './data/order.ts'
import { seedPromotion } from './data/promotion.ts'
import { seedRepayment } from './data/repayment.ts'

/** A request's path, query and fields: as a handler reads them (kit.ts Ctx) and as the log keeps them (Received). */
export type RequestParts<Query, FileInfo> = {
  path: string
  query: Query
  /** Form, JSON or multipart fields as strings. */
  body: Record<string, string>
  files: Record<string, FileInfo>
}

/** One request as the sandbox received it, for tests to assert on. */
export type Received = RequestParts<Record<string, string>, { name: string; size: number; type: string }> & {
  seq: number
  at: number
  method: string
  headers: Record<string, string>
}

/** The sandbox lender's state: one per world id, so parallel e2e tests do not collide. */
export function createWorld() {
  const orders = seedOrders()
  return {
    orders,
    loan: seedLoan(),
    bank: seedBank(),
    repayment: seedRepayment(),
    complaints: seedComplaints(orders.byId),
    promotion: seedPromotion(),
    account: seedAccount(),
    events: seedEvents(),
    /** Scenario names set through the control surface (docs/sandbox.md). */
    scenarios: [] as string[],
    received: [] as Received[],
    /** Idempotency-Key -> the stored answer, so a replayed request has one effect. */
    idempotency: new Map<string, { status: number; body: string; headers: [string, string][] }>(),
    /** Per path-fragment call counters, for scenarios that fail only the Nth call. */
    counters: new Map<string, number>(),
  }
}

export type World = ReturnType<typeof createWorld>

const worlds = new Map<string, World>()

/** The world for an id ('default' when none), created on first use. */
export function getWorld(id = 'default'): World {
  let w = worlds.get(id)
  if (!w) {
    w = createWorld()
    worlds.set(id, w)
    // Bound memory in long-running dev servers.
    if (worlds.size > 200) worlds.delete(worlds.keys().next().value as string)
  }
  return w
}

/** Resets one world, or all of them. */
export function resetWorlds(id?: string): void {
  if (id) worlds.delete(id)
  else worlds.clear()
}

/** What a world received, optionally only requests whose path contains `fragment`. */
export function receivedBy(fragment?: string, id = 'default'): Received[] {
  const all = getWorld(id).received
  return fragment ? all.filter((r) => r.path.includes(fragment)) : all
}
