import type { ChangeChannel, ChangeNotice } from './types'

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
