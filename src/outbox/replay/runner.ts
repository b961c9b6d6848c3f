import { randomUUID } from '../../lib/uuid'
import type { Outbox } from '../queue/queue'
import type { Sender } from '../sending/sender'
import { type LockManagerLike, withReplayLock } from './locks'
import { replayAll, type ReplayReport } from './replay'

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
    for (let pass = 0; pass < 4; pass++) {
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
        // Storage unavailable or broken: nothing can be replayed from here.
        this.again = null
        return null
      }
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
