/** How long a primary action waits for its tracking call before going on (the landing does the same). */
export const TRACKING_HEAD_START_MS = 1500

/**
 * Waits for a promise, but at most ms; never rejects. Tracking must not delay or fail the
 * action it records: the outbox keeps an event that has not gone out yet.
 */
export function settleWithin(p: Promise<unknown>, ms: number = TRACKING_HEAD_START_MS): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    p.then(
      () => {
        clearTimeout(timer)
        resolve()
      },
      () => {
        clearTimeout(timer)
        resolve()
      },
    )
  })
}
