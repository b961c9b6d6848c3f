/** The page's and the service worker's words for a replay (the page's side: ../ui/outboxTriggers.ts; the worker's entry answers them, ../worker.ts). */
export const SYNC_TAG = 'outbox-replay'
export const REPLAY_MESSAGE = 'outbox-replay'
export const REPLAY_ACK = 'outbox-replay-ack'
