/*
 * The offline queue is one module with three entries; nothing outside src/outbox imports any
 * other of its files (.dependency-cruiser.cjs, `npm run deps`):
 * - this one, light, for the start path: the tracking calls as queueable calls, the
 *   replay protocol, the types. No queue code, and no words: what the borrower reads of the
 *   queue is src/pwa/outboxMessages.ts.
 * - ./page.ts: the queue itself for the page (IndexedDB, replay, runner, send-or-queue), which
 *   the app loads lazily, after the screen has started.
 * - ./worker.ts: the service worker's entry (sw/sw.ts imports only that).
 */
export { eventCalls } from './eventCalls'
export { REPLAY_ACK, REPLAY_MESSAGE, SYNC_TAG } from './replay/protocol'
export type { EventCall, OutboxItem, OutboxSnapshot, QueueName } from './queue/types'
