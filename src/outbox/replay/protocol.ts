/** The page's and the service worker's words for a replay (the page's side: ../ui/outboxTriggers.ts; the worker's entry answers them, ../worker.ts). */
export const SYNC_TAG = 'outbox-replay'
export const REPLAY_MESSAGE = 'outbox-replay'
export const REPLAY_ACK = 'outbox-replay-ack'
/**
 * A waiting version about to take over asks the version in control to stop holding its events
 * open (../worker.ts releaseVersionInControl): the browser activates the new one only once the old
 * one has no event in flight, and a send waiting on a slow lender would hold "Update now" for up
 * to its whole timeout.
 */
export const RELEASE_MESSAGE = 'outbox-release'
