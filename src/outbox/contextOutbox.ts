import { broadcastChannel } from './queue/channel'
import { DB_NAME } from './queue/db'
import { Outbox } from './queue/queue'
import { webLocks } from './replay/locks'
import { Runner, type Trigger } from './replay/replay'
import { createSender, type Sender } from './sending/sender'

/**
 * The outbox of this context (a tab or the worker), made on first use from the real
 * IndexedDB, fetch, Web Locks and configuration. Tests swap them with `setOutboxDefaults`.
 */
let outbox: Outbox | null = null
let sender: Sender | null = null
let runner: Runner | null = null
let requester: ((t: Trigger) => void) | null = null

export function getOutbox(): Outbox {
  return (outbox ??= new Outbox({ channel: broadcastChannel() }))
}

export function getSender(): Sender {
  // Each request carries its entry's wire settings (the page's config when it was queued).
  return (sender ??= createSender({ origin: (globalThis as { location?: { origin?: string } }).location?.origin ?? 'http://localhost' }))
}

export function getRunner(): Runner {
  return (runner ??= new Runner({ outbox: getOutbox(), send: getSender(), locks: webLocks() }))
}

/**
 * Asks for a replay. In the worker and in pages no worker controls, this context replays;
 * the page wiring (./ui/OutboxRunner.tsx) routes it to the controlling worker instead.
 */
export function requestReplay(trigger: Trigger): void {
  if (requester) requester(trigger)
  else void getRunner().replayAll(trigger)
}

/** Installs how this context asks for a replay (null restores "replay here"). */
export function setReplayRequester(fn: ((t: Trigger) => void) | null): void {
  requester = fn
}

/** Replaces the defaults (tests). Passing nothing resets them to be made again on next use. */
export function setOutboxDefaults(d: { outbox?: Outbox | null; sender?: Sender | null; runner?: Runner | null } = {}): void {
  runner?.stop()
  outbox = d.outbox ?? null
  sender = d.sender ?? null
  runner = d.runner ?? null
  requester = null
}

/**
 * Forgets this context's outbox and deletes its database (tests/setup.ts runs it after each
 * test, so a complaint queued by one screen test never replays into the next).
 * @internal A test seam: the app never calls it.
 */
export async function resetOutbox(): Promise<void> {
  const box = outbox
  setOutboxDefaults()
  await box?.close()
  const factory = (globalThis as { indexedDB?: IDBFactory }).indexedDB
  if (!factory) return
  await new Promise<void>((resolve) => {
    const req = factory.deleteDatabase(DB_NAME)
    req.onsuccess = req.onerror = req.onblocked = () => resolve()
  })
}
