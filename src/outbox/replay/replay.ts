import { randomUUID } from '../../lib/uuid'
import { proveOwners } from '../identity/owner'
import type { Outbox, OutboxSession } from '../queue/queue'
import { sendableUnder } from '../queue/relation'
import { type Entry, isPending, type QueueName } from '../queue/types'
import { askInit } from '../sending/deliver'
import { forgetSentSaves } from '../sending/ownRow'
import type { Sender } from '../sending/sender'
import { attemptEntry, type ReplayDeps } from './attempt'
import { BACKOFF, backoffDelay } from './backoff'
import { leaseHeld, type LockManagerLike, webLocks, withReplayLock } from './locks'
import { lenderUnavailable } from './outcome'

// Every queue's replay pass, and the Runner that decides when passes run in this context (below);
// one attempt at one entry is ./attempt (what its outcome makes of the entry: ./outcome).

/** Past this, a due time or a lease end is a wrong clock (set back), not a real wait: it counts as now. */
export const MAX_WAIT_MS = 2 * BACKOFF.capMs
/**
 * The same for a wait the lender asked for (429/503 with Retry-After, up to an hour): a real wait,
 * and retrying it on every trigger would ask a lender in maintenance again and again.
 */
const MAX_LENDER_WAIT_MS = BACKOFF.retryAfterMaxMs + MAX_WAIT_MS

/** Passes one Runner call makes at most: the first, and one for each trigger folded in meanwhile. */
const MAX_PASSES = 4

/** How soon to ask problem-init again when it could not prove parked entries' owner. */
export const PROOF_RETRY_MS = 30_000

export type ReplayOptions = {
  /** The network just came back (online, sync, resume, visible, start): skip network backoff. */
  connectivityChanged?: boolean
}

export type QueueReport = {
  sent: number
  failed: number
  /** Entries put off by a 409 or a server error (they do not hold the line). */
  deferred: number
  /** The queue stopped behind an entry that is backing off. */
  blocked: boolean
  /** Still waiting because the network (not the server) failed. */
  waitingOnNetwork: boolean
  /** When something in this queue is next due, if anything. */
  nextWakeAt: number | null
}

export type ReplayReport = { complaints: QueueReport; events: QueueReport; nextWakeAt: number | null; waitingOnNetwork: boolean }

const minOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b))

function isDue(e: Entry, now: number, connectivityChanged: boolean): boolean {
  if (e.state === 'sending') return true
  const bound = lenderUnavailable(e.lastError) ? MAX_LENDER_WAIT_MS : MAX_WAIT_MS
  if (e.nextAttemptAt <= now || e.nextAttemptAt - now > bound) return true
  // Connectivity backoff is moot once the network is back. Not after a timeout: the server may
  // still be working on it, so it waits its backoff and is reconciled first.
  return connectivityChanged && !e.deferred && e.lastError?.kind === 'network'
}

/**
 * Replays one queue in order, under the current session. Other borrowers' entries are passed
 * over (never sent, never blocking). A network failure stops the queue; a server error or a 409
 * defers only its entry; a rejection moves its entry to the failed list and the queue goes on.
 */
export async function replayQueue(
  queue: QueueName,
  deps: ReplayDeps,
  opts: ReplayOptions = {},
  session?: OutboxSession | null,
): Promise<QueueReport> {
  const { outbox } = deps
  const current = session === undefined ? await outbox.getSession() : session
  const report: QueueReport = { sent: 0, failed: 0, deferred: 0, blocked: false, waitingOnNetwork: false, nextWakeAt: null }
  const locks = deps.locks === undefined ? webLocks() : deps.locks
  for (const listed of await outbox.list(queue)) {
    const now = outbox.clock.now()
    if (!isPending(listed) || !sendableUnder(listed, current)) continue
    // With Web Locks the attempt itself finds out (the entry's lock is free once its holder died).
    const lease = locks ? null : leaseHeld(outbox, listed)
    if (lease?.held) {
      // Someone else is sending it; look again when their lease would end (they may have died).
      report.nextWakeAt = minOf(report.nextWakeAt, lease.wakeAt)
      continue
    }
    if (!isDue(listed, now, !!opts.connectivityChanged)) {
      report.nextWakeAt = minOf(report.nextWakeAt, listed.nextAttemptAt)
      if (listed.deferred) continue
      report.blocked = true
      report.waitingOnNetwork = listed.lastError?.kind === 'network' || listed.lastError?.kind === 'timeout'
      break
    }
    const res = await attemptEntry(listed.id, deps, { session: current, recheck: () => outbox.getSession() })
    if (res.kind === 'replaced') {
      // A new session arrived mid-pass: stop, and look again at once under the new one.
      report.nextWakeAt = now
      break
    }
    // Its lock is held elsewhere: look again later, should that sender die.
    if (res.kind === 'skipped' && listed.state === 'sending') report.nextWakeAt = minOf(report.nextWakeAt, now + BACKOFF.baseMs)
    if (res.kind === 'sent') report.sent++
    else if (res.kind === 'failed') report.failed++
    else if (res.kind === 'waiting') {
      if (!res.expired) report.nextWakeAt = minOf(report.nextWakeAt, res.at)
      if (res.holdsLine) {
        report.blocked = true
        report.waitingOnNetwork = true
        break
      }
      report.deferred++
    }
  }
  return report
}

/** Applies the bounds, then replays both queues (independently, side by side). */
export async function replayAll(deps: ReplayDeps, opts: ReplayOptions = {}): Promise<ReplayReport> {
  await deps.outbox.prune()
  await forgetSentSaves(deps.outbox, await deps.outbox.list('complaints'))
  const session = await deps.outbox.getSession()
  // Parked entries this session's borrower can prove (problem-init lists their order) join the line.
  const proof = await proveOwners(deps.outbox, askInit(deps.send), session).catch(() => ({ retry: true }))
  const [complaints, events] = await Promise.all([
    replayQueue('complaints', deps, opts, session),
    replayQueue('events', deps, opts, session),
  ])
  // Could not ask the lender whose they are: ask again a little later.
  const proofAt = proof.retry ? deps.outbox.clock.now() + PROOF_RETRY_MS : null
  return {
    complaints,
    events,
    nextWakeAt: minOf(minOf(complaints.nextWakeAt, events.nextWakeAt), proofAt),
    waitingOnNetwork: complaints.waitingOnNetwork || events.waitingOnNetwork,
  }
}

/** What asked for a replay. */
export type Trigger = 'start' | 'online' | 'visible' | 'resume' | 'sync' | 'message' | 'timer' | 'enqueue' | 'retry'

/** Triggers that mean the network may just have come back. */
const CONNECTIVITY: ReadonlySet<Trigger> = new Set(['start', 'online', 'visible', 'resume', 'sync'])

export type RunnerDeps = {
  outbox: Outbox
  send: Sender
  locks: LockManagerLike | null
  random?: () => number
  owner?: string
  leaseMs?: number
  /** When another replayer holds the lock, look again after this long (it may have missed our entry). */
  busyRetryMs?: number
  /** Schedules a replay when the next backoff ends (off in tests that step by hand). */
  autoWake?: boolean
}

/**
 * Runs replays for one context (a tab or the worker): triggers that arrive during a replay
 * are folded into one more pass; the cross-context lock keeps one replayer at a time.
 */
export class Runner {
  private running: Promise<ReplayReport | null> | null = null
  private again: { connectivity: boolean } | null = null
  private timer: unknown = null
  /** Passes in a row that storage refused (the wait before the next grows with them). */
  private failures = 0
  private readonly owner: string

  constructor(private readonly deps: RunnerDeps) {
    this.owner = deps.owner ?? randomUUID()
  }

  get outbox(): Outbox {
    return this.deps.outbox
  }

  /** Replays both queues now (or right after the pass in progress). Null when another context is replaying. */
  replayAll(trigger: Trigger): Promise<ReplayReport | null> {
    const connectivity = CONNECTIVITY.has(trigger)
    if (this.running) {
      this.again = { connectivity: connectivity || !!this.again?.connectivity }
      return this.running
    }
    const run = this.loop(connectivity).finally(() => {
      if (this.running === run) this.running = null
    })
    this.running = run
    return run
  }

  /** Whether a replay is in progress in this context. */
  get busy(): boolean {
    return this.running !== null
  }

  private async loop(connectivity: boolean): Promise<ReplayReport | null> {
    const { outbox, send, random, locks } = this.deps
    let conn = connectivity
    let last: ReplayReport | null = null
    // A few passes at most: triggers during a pass ask for one more, never an endless loop.
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      let res
      try {
        res = await withReplayLock(() => replayAll({ outbox, send, random }, { connectivityChanged: conn }), {
          locks,
          outbox,
          owner: this.owner,
          clock: outbox.clock,
          leaseMs: this.deps.leaseMs,
        })
      } catch {
        // Storage unavailable or full (a write refused): nothing was replayed this pass. A trigger that
        // came meanwhile gets its pass (space may have been freed since), else the runner looks again
        // after a growing wait: what is stored is kept trying without a trigger (the saved dialog
        // says so), and a phone with no storage at all is asked every few minutes at most. On the
        // last pass the trigger waits for the wake (leaving the loop there would set none).
        this.failures++
        if (this.again && pass < MAX_PASSES - 1) {
          conn = this.again.connectivity
          this.again = null
          continue
        }
        this.again = null
        this.wakeAt(outbox.clock.now() + backoffDelay(this.failures, random))
        return null
      }
      this.failures = 0
      if (!res.ran) {
        this.again = null
        this.wakeAt(outbox.clock.now() + (this.deps.busyRetryMs ?? 3000))
        return null
      }
      last = res.value
      if (!this.again) break
      conn = this.again.connectivity
      this.again = null
    }
    this.wakeAt(last?.nextWakeAt ?? null)
    return last
  }

  private wakeAt(at: number | null): void {
    if (this.deps.autoWake === false) return
    const clock = this.deps.outbox.clock
    if (this.timer !== null) clock.clearTimeout(this.timer)
    this.timer = null
    if (at === null) return
    this.timer = clock.setTimeout(
      () => {
        this.timer = null
        void this.replayAll('timer')
      },
      Math.max(0, at - clock.now()),
    )
  }

  /** Stops the wake timer (page unload, tests). */
  stop(): void {
    if (this.timer !== null) this.deps.outbox.clock.clearTimeout(this.timer)
    this.timer = null
  }
}
