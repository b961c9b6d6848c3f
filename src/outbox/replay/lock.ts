import type { Clock } from '../queue/clock'
import type { Outbox } from '../queue/queue'

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
