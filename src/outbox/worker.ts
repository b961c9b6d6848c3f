/*
 * The offline queue's worker entry (the page's is ./page.ts): sw/sw.ts imports installOutbox and
 * nothing else of src/outbox. Typed structurally so this module compiles without the WebWorker
 * lib and is unit-tested with plain objects.
 */
import { getRunner } from './contextOutbox'
import { REPLAY_ACK, REPLAY_MESSAGE, SYNC_TAG } from './replay/protocol'
import type { Runner, Trigger } from './replay/runner'

type Extendable = { waitUntil(p: Promise<unknown>): void }
export type SyncEventLike = Extendable & { tag: string; lastChance?: boolean }
export type MessageEventLike = Extendable & { data: unknown; ports?: ReadonlyArray<{ postMessage(m: unknown): void }> }

const TRIGGERS: ReadonlySet<string> = new Set<Trigger>([
  'start',
  'online',
  'visible',
  'resume',
  'sync',
  'message',
  'timer',
  'enqueue',
  'retry',
])

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

type Scope = {
  addEventListener(type: string, listener: (event: Event) => void): void
  /** This worker itself (ServiceWorkerGlobalScope.serviceWorker, where the browser has it). */
  serviceWorker?: { state?: string } | null
  registration?: { installing?: unknown; waiting?: unknown; active?: unknown }
}

/**
 * Whether this worker is the version in control (activating or activated), not a new one still
 * installing or waiting: only that one replays. A waiting version's pass would write the queue
 * while the version in control, which pages still run, reads it. Without `serviceWorker` (older
 * browsers) a worker counts as in control when nothing else is installing or waiting.
 */
export function isActiveWorker(scope: Scope): boolean {
  const state = scope.serviceWorker?.state
  if (state) return state === 'activating' || state === 'activated'
  const reg = scope.registration
  if (!reg) return true
  return !!reg.active && !reg.installing && !reg.waiting
}

/**
 * Wires the offline queue into the service worker: Background Sync, replay requests from
 * pages, and worker start (each time the worker in control boots, and when a new version
 * activates; never while it only installs or waits). Activation is not held up by the replay:
 * a slow network must not delay the new version.
 */
export function installOutbox(scope: Scope, runner: Runner = getRunner()): void {
  let activated = false
  const active = () => activated || isActiveWorker(scope)
  scope.addEventListener('sync', (e) => void (active() && handleSync(e as unknown as SyncEventLike, runner)))
  scope.addEventListener('message', (e) => void (active() && handleMessage(e as unknown as MessageEventLike, runner)))
  scope.addEventListener('activate', () => {
    activated = true
    void onWorkerStart(runner)
  })
  if (active()) void onWorkerStart(runner)
}
