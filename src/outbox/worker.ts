import { getRunner } from './default'
import type { Runner, Trigger } from './runner'

/**
 * What the service worker entry calls (sw/queue.ts attaches them). Typed structurally so this
 * module compiles without the WebWorker lib and is unit-tested with plain objects.
 */
export const SYNC_TAG = 'outbox-replay'
export const REPLAY_MESSAGE = 'outbox-replay'
export const REPLAY_ACK = 'outbox-replay-ack'

type Extendable = { waitUntil(p: Promise<unknown>): void }
export type SyncEventLike = Extendable & { tag: string; lastChance?: boolean }
export type MessageEventLike = Extendable & { data: unknown; ports?: ReadonlyArray<{ postMessage(m: unknown): void }> }

const TRIGGERS: ReadonlySet<string> = new Set<Trigger>(['start', 'online', 'visible', 'resume', 'sync', 'message', 'timer', 'enqueue', 'retry'])

/**
 * Background Sync. While the network is still down the promise rejects, which asks the
 * browser to fire the sync again later (it has its own backoff and a last chance).
 */
export function handleSync(event: SyncEventLike, runner: Runner = getRunner()): boolean {
  if (event.tag !== SYNC_TAG) return false
  event.waitUntil(
    runner.replayAll('sync').then((report) => {
      if (report?.waitingOnNetwork && !event.lastChance) throw new Error('outbox: still waiting for the network')
    }),
  )
  return true
}

/** A page asks the worker to replay ({type:'outbox-replay', trigger}); it acks on the given port. */
export function handleMessage(event: MessageEventLike, runner: Runner = getRunner()): boolean {
  const data = event.data as { type?: unknown; trigger?: unknown } | null
  if (!data || data.type !== REPLAY_MESSAGE) return false
  event.ports?.[0]?.postMessage({ type: REPLAY_ACK })
  const trigger = typeof data.trigger === 'string' && TRIGGERS.has(data.trigger) ? (data.trigger as Trigger) : 'message'
  event.waitUntil(runner.replayAll(trigger).then(() => undefined))
  return true
}

/** Worker start (install/activate, or waking up): whatever waits gets another chance. */
export function onWorkerStart(runner: Runner = getRunner()): Promise<unknown> {
  return runner.replayAll('start').catch(() => null)
}
