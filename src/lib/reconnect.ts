/**
 * When to ask again after the connection returns (issue 26): the browser's `online` event often
 * comes before the network carries requests (a phone re-attaching to a cell, a WebView told by
 * Android first), so the first try at `online` may fail like the one before it. A state still
 * failed for want of a connection is asked again after each of these delays (ms), then left to a tap.
 * Used by the store's queries (store/reconnect.ts) and the states a screen keeps itself (src/pwa/online.ts).
 */
export const RECONNECT_RETRIES_MS: readonly number[] = [1000, 2000, 4000, 8000, 16000]
