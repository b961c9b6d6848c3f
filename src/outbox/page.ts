/*
 * The offline queue has one entry for the page and one for the service worker (./worker.ts, all
 * that sw/sw.ts imports); outside src/outbox nothing imports any other of its files but the two
 * named below (.dependency-cruiser.cjs, `npm run deps`).
 *
 * This is the page's entry: the queue (IndexedDB, replay, runner, send-or-queue) and its types.
 * Load it lazily, `import('@src/outbox/page')`, after the screen has started; `import type` from
 * it anywhere (types are erased, so the start path stays without the queue).
 *
 * The page's surface has two more parts, both free of the queue's code, that screens import
 * statically:
 * - ./eventCalls.ts: the tracking calls as queueable calls, which a screen builds on the start
 *   path and hands to the lazily loaded queue;
 * - ./ui/: the outbox's screen parts (its runner, status, waiting complaints, the
 *   saved-offline dialog, the words the borrower reads, the hooks that load this entry on use).
 */
export { getOutbox, getRunner, requestReplay, setReplayRequester } from './contextOutbox'
export { ownerFromParams } from './queue/format'
export type { ComplaintInput, Outbox, OutboxSession } from './queue/queue'
export type { EventCall, OutboxItem, OutboxSnapshot, QueueName } from './queue/types'
export { discardEntry } from './replay/entryLease'
export type { Trigger } from './replay/runner'
export { type QueueResult, sendOrQueueComplaint, trackEvent } from './sendOrQueue'
