import type { ChangeChannel, ChangeNotice } from './types'

/*
 * What the contexts say to each other. The page's and the service worker's words for a replay (the
 * page's side is in ../ui; the worker's entry answers them, ../worker.ts), then the change notices
 * every tab and the worker post when the queue changes.
 */
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

export const CHANNEL_NAME = 'borrower-outbox'

/** A notice as another context posted it: `sent` only when it names a queue. */
const sentNotice = (sent: unknown): ChangeNotice => (sent === 'complaints' || sent === 'events' ? { sent } : {})

/**
 * Change notices across tabs and the worker, so every page's Redux mirror follows what the
 * worker sends. Undefined where BroadcastChannel is absent: pages then refresh on their triggers.
 */
export function broadcastChannel(name = CHANNEL_NAME): ChangeChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined
  let ch: BroadcastChannel | null = null
  // eslint-disable-next-line compat/compat -- guarded by the typeof check above (iOS 14 has none)
  const open = () => (ch ??= new BroadcastChannel(name))
  return {
    post(notice) {
      try {
        open().postMessage({ type: 'changed', ...(notice.sent ? { sent: notice.sent } : {}) })
      } catch {
        // A closed channel (worker shutting down): the next trigger refreshes the pages.
      }
    },
    subscribe(cb) {
      const onMessage = (e: MessageEvent) => {
        const data = e.data as { type?: unknown; sent?: unknown } | null
        if (data?.type === 'changed') cb(sentNotice(data.sent))
      }
      const c = open()
      c.addEventListener('message', onMessage)
      return () => c.removeEventListener('message', onMessage)
    },
  }
}
