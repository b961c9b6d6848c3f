import type { ChangeChannel } from './queue'

export const CHANNEL_NAME = 'borrower-outbox'

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
    post() {
      try {
        open().postMessage({ type: 'changed' })
      } catch {
        // A closed channel (worker shutting down): the next trigger refreshes the pages.
      }
    },
    subscribe(cb) {
      const onMessage = (e: MessageEvent) => {
        if ((e.data as { type?: unknown } | null)?.type === 'changed') cb()
      }
      const c = open()
      c.addEventListener('message', onMessage)
      return () => c.removeEventListener('message', onMessage)
    },
  }
}
