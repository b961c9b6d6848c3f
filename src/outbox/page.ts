/*
 * The offline queue's page entry (see ./index.ts): load it lazily, `import('@src/outbox/page')`,
 * or import its types. The queue, its runner and the send-or-queue calls.
 */
export { sendOrQueueComplaint, trackEvent, type QueueResult } from './api'
// Also here for code that sends a tracking call through the queue only after a direct attempt failed (the landing).
export { eventCalls } from './calls'
export { getOutbox, getRunner, requestReplay, setReplayRequester } from './default'
export { ownerFromParams } from './format'
export type { ComplaintInput, Outbox, OutboxSession } from './outbox'
export type { Trigger } from './runner'
