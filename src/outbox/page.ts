/*
 * The offline queue's page entry (see ./index.ts): load it lazily, `import('@src/outbox/page')`,
 * or import its types. The queue, its runner and the send-or-queue calls.
 */
export { sendOrQueueComplaint, trackEvent, type QueueResult } from './sending/sendOrQueue'
// Also here for code that sends a tracking call through the queue only after a direct attempt failed (the landing).
export { eventCalls } from './eventCalls'
export { getOutbox, getRunner, requestReplay, setReplayRequester } from './contextOutbox'
export { ownerFromParams } from './queue/format'
export type { ComplaintInput, Outbox, OutboxSession } from './queue/outbox'
export type { Trigger } from './replay/runner'
