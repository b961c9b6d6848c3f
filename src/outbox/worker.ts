/*
 * The offline queue's worker entry (the page's is ./page.ts): sw/sw.ts imports installOutbox and
 * nothing else of src/outbox. Typed structurally so this module compiles without the WebWorker
 * lib and is unit-tested with plain objects.
 */
import { getRunner } from './contextOutbox'
import { RELEASE_MESSAGE, REPLAY_ACK, REPLAY_MESSAGE, SYNC_TAG } from './queue/channel'
import type { Runner, Trigger } from './replay/replay'

type Extendable = { waitUntil(p: Promise<unknown>): void }

/** Holds the event open for `work`, or only until `until` settles (a new version taking over). */
function hold(event: Extendable, work: Promise<unknown>, until?: Promise<unknown>): void {
  event.waitUntil(until ? Promise.race([work, until]) : work)
}
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
export function handleSync(event: SyncEventLike, runner: Runner = getRunner(), until?: Promise<unknown>): boolean {
  if (event.tag !== SYNC_TAG) return false
  hold(
    event,
    runner.replayAll('sync').then((report) => {
      if (report?.waitingOnNetwork && !event.lastChance) throw new Error('outbox: still waiting for the network')
    }),
    until,
  )
  return true
}

/** A page asks the worker to replay ({type:'outbox-replay', trigger}); it acks on the given port. */
export function handleMessage(event: MessageEventLike, runner: Runner = getRunner(), until?: Promise<unknown>): boolean {
  const data = event.data as { type?: unknown; trigger?: unknown } | null
  if (!data || data.type !== REPLAY_MESSAGE) return false
  event.ports?.[0]?.postMessage({ type: REPLAY_ACK })
  const trigger = typeof data.trigger === 'string' && TRIGGERS.has(data.trigger) ? (data.trigger as Trigger) : 'message'
  hold(
    event,
    runner.replayAll(trigger).then(() => undefined),
    until,
  )
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

const isRelease = (data: unknown) => (data as { type?: unknown } | null)?.type === RELEASE_MESSAGE

/**
 * Called by a waiting version as the borrower accepts the update, before it skips waiting: asks
 * the version in control to let go of its events. The browser activates the new version only once
 * the old one has no event in flight (Chrome waits up to five minutes), and a replay waiting on a
 * slow lender holds its event for up to a whole request timeout. A send cut off this way is one
 * whose answer was lost: its entry keeps its lease and the new version asks before sending again.
 */
export function releaseVersionInControl(scope: {
  registration: { active?: { postMessage(m: unknown): void } | null }
  serviceWorker?: unknown
}): void {
  const inControl = scope.registration.active
  if (!inControl || inControl === scope.serviceWorker) return // nothing else in control: this one is
  try {
    inControl.postMessage({ type: RELEASE_MESSAGE })
  } catch {
    // No version in control, or it is already gone: nothing holds the new one.
  }
}

/**
 * Wires the offline queue into the service worker: Background Sync, replay requests from
 * pages, and worker start (each time the worker in control boots, and when a new version
 * activates; never while it only installs or waits). Activation is not held up by the replay:
 * a slow network must not delay the new version, neither as it activates nor while the old one
 * replays (see releaseVersionInControl: once released, no event waits for a replay).
 */
export function installOutbox(scope: Scope, runner: Runner = getRunner()): void {
  let activated = false
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const active = () => activated || isActiveWorker(scope)
  scope.addEventListener('sync', (e) => void (active() && handleSync(e as unknown as SyncEventLike, runner, released)))
  scope.addEventListener('message', (e) => {
    const event = e as unknown as MessageEventLike
    if (isRelease(event.data)) release()
    else if (active()) handleMessage(event, runner, released)
  })
  scope.addEventListener('activate', () => {
    activated = true
    void onWorkerStart(runner)
  })
  if (active()) void onWorkerStart(runner)
}
