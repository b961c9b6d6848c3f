/// <reference lib="webworker" />
import { getRunner } from '../src/outbox/default'
import type { Runner } from '../src/outbox/runner'
import { handleMessage, handleSync, onWorkerStart, type MessageEventLike, type SyncEventLike } from '../src/outbox/worker'

type Scope = { addEventListener(type: string, listener: (event: Event) => void): void }

/**
 * Wires the offline queue into the service worker: Background Sync, replay requests from
 * pages, and worker start (each time the worker boots, and when a new version activates).
 * Activation is not held up by the replay: a slow network must not delay the new version.
 */
export function installOutbox(scope: Scope, runner: Runner = getRunner()): void {
  scope.addEventListener('sync', (e) => void handleSync(e as unknown as SyncEventLike, runner))
  scope.addEventListener('message', (e) => void handleMessage(e as unknown as MessageEventLike, runner))
  scope.addEventListener('activate', () => void onWorkerStart(runner))
  void onWorkerStart(runner)
}
