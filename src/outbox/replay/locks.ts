/*
 * Who may act on the queue, so that nothing goes twice: one replayer at a time across the tabs and
 * the worker (`withReplayLock`), and one sender per entry (its own Web Lock, else a heartbeat
 * lease: `leaseHeld`, `heartbeat`).
 */
import type { Clock } from '../queue/clock'
import type { Outbox } from '../queue/queue'
import type { Entry } from '../queue/types'

/** The part of the Web Locks API we use (navigator.locks in pages and workers alike). */
export type LockManagerLike = {
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T>
}

export const LOCK_NAME = 'borrower-outbox-replay'
/** The fallback lease lasts this long unless renewed (a frozen tab loses it). */
export const LEASE_MS = 30_000

export type LockDeps = {
  /** navigator.locks where it exists; null where Web Locks are absent (old WebViews). */
  locks: LockManagerLike | null
  outbox: Outbox
  /** Who holds the fallback lease (one id per tab or worker). */
  owner: string
  clock: Clock
  leaseMs?: number
}

export type LockResult<T> = { ran: true; value: T } | { ran: false }

/**
 * Runs `fn` only if no other tab or worker is replaying: a Web Lock taken with ifAvailable,
 * else a lease with an expiry in IndexedDB, renewed while `fn` runs. Never waits for the
 * other replayer: it will see whatever is queued.
 */
export async function withReplayLock<T>(fn: () => Promise<T>, deps: LockDeps): Promise<LockResult<T>> {
  if (deps.locks) {
    return deps.locks.request(LOCK_NAME, { ifAvailable: true }, async (lock): Promise<LockResult<T>> =>
      lock ? { ran: true, value: await fn() } : { ran: false },
    )
  }
  const { outbox, owner, clock } = deps
  const leaseMs = deps.leaseMs ?? LEASE_MS
  if (!(await outbox.acquireLease(owner, leaseMs))) return { ran: false }
  let handle: unknown = null
  let done = false
  const renew = () => {
    handle = clock.setTimeout(() => {
      if (done) return
      // If another replayer took an expired lease meanwhile, the Idempotency-Keys keep sends single.
      void outbox
        .acquireLease(owner, leaseMs)
        .catch(() => false)
        .finally(() => !done && renew())
    }, leaseMs / 3)
  }
  renew()
  try {
    return { ran: true, value: await fn() }
  } finally {
    done = true
    clock.clearTimeout(handle)
    await outbox.releaseLease(owner).catch(() => undefined)
  }
}

/*
 * One sender per entry without trusting the wall clock. Where the browser has Web Locks, an
 * attempt holds the entry's own lock (`ifAvailable`): the browser releases it when the holder's
 * page or worker dies, so no time is read at all. Where it has none, the holder's lease carries a
 * heartbeat (`beat`, counted up while the attempt runs), and another context calls the holder
 * dead only when it has watched the same beat for the lease's whole length on its own monotonic
 * clock: a wall clock set forward or back during a send neither ends nor stretches a lease.
 * `until` is still written (the wall clock's end) for an earlier version's reader.
 */

/** The Web Lock of one entry's attempt. */
export const entryLockName = (id: string) => `borrower-outbox-entry:${id}`

/** navigator.locks where the runtime has Web Locks, else null (the heartbeat lease is used). */
export function webLocks(): LockManagerLike | null {
  const nav = (globalThis as { navigator?: { locks?: unknown } }).navigator
  return (nav?.locks as LockManagerLike | undefined) ?? null
}

/** How long an attempt may take: every request it makes (reconcile, each upload, the save), plus a margin. */
export function leaseMs(e: Entry): number {
  const requests = e.queue === 'complaints' ? e.images.filter((i) => !i.url).length + 2 : 1
  return e.wire.timeoutMs * requests + Math.min(30_000, e.wire.timeoutMs)
}

/** How often a holder without Web Locks beats (a throttled background tab beats less often; the lease's length covers that). */
export const beatMs = (ms: number) => Math.max(50, Math.min(5_000, Math.floor(ms / 4)))

/** What one context has watched of other holders' leases: per entry, the beat it saw and since when (monotonic). */
type Watch = Map<string, { sig: string; since: number }>
const watches = new WeakMap<Outbox, Watch>()

/**
 * Whether someone else is sending the entry: its lease's beat moved within the lease's length,
 * as this context's monotonic clock measures it (a beat first seen counts as just moved).
 * `wakeAt`: when to look again (wall clock, for the runner's timer), should the holder have died.
 */
export function leaseHeld(outbox: Outbox, e: Entry): { held: boolean; wakeAt: number } {
  const clock: Clock = outbox.clock
  if (e.state !== 'sending' || !e.lease) return { held: false, wakeAt: clock.now() }
  let watch = watches.get(outbox)
  if (!watch) watches.set(outbox, (watch = new Map()))
  const { owner, beat, until, ms } = e.lease
  const sig = `${owner}|${beat ?? 0}|${until}`
  const length = ms ?? leaseMs(e)
  const seen = watch.get(e.id)
  const mono = clock.mono()
  if (!seen || seen.sig !== sig) {
    watch.set(e.id, { sig, since: mono })
    return { held: true, wakeAt: clock.now() + length + 1 }
  }
  const left = length - (mono - seen.since)
  return { held: left > 0, wakeAt: clock.now() + Math.max(0, left) + 1 }
}

/**
 * Beats while an attempt runs without Web Locks (each beat also moves `until` for an earlier
 * version's reader); returns the stop. A beat is written only while the lease is still `me`'s.
 */
export function heartbeat(outbox: Outbox, id: string, me: string, ms: number): () => void {
  let stopped = false
  let handle: unknown = null
  const beat = () => {
    handle = outbox.clock.setTimeout(() => {
      if (stopped) return
      void outbox
        .update(id, (x) =>
          x.state === 'sending' && x.lease?.owner === me
            ? { ...x, lease: { ...x.lease, beat: (x.lease.beat ?? 0) + 1, until: outbox.clock.now() + ms } }
            : x,
        )
        .catch(() => null)
        .finally(() => !stopped && beat())
    }, beatMs(ms))
  }
  beat()
  return () => {
    stopped = true
    outbox.clock.clearTimeout(handle)
  }
}

/**
 * The borrower's Discard, under the per-entry rule: an entry being sent is refused while its Web
 * Lock is held (Discard holds it meanwhile, so no attempt starts), or without Web Locks while this
 * context has not yet watched its heartbeat stand still for the lease's length.
 */
export async function discardEntry(outbox: Outbox, id: string, locks: LockManagerLike | null = webLocks()): Promise<boolean> {
  if (!locks) return outbox.discard(id, (e) => leaseHeld(outbox, e).held)
  // Holding the entry's lock proves no attempt is sending it (one holds it from claim to outcome).
  return locks.request(entryLockName(id), { ifAvailable: true }, async (lock) => (lock ? outbox.discard(id, () => false) : false))
}
