// Chromium's flags for quiet, repeatable runs, shared by the e2e suite (playwright.config.ts) and
// the bench (bench/routes.mjs): no sandbox (containers), GPU, background traffic, updates, sync or QUIC.
export const QUIET_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/** Chromium's "Slow 3G" as DevTools emulates it: 300 ms latency, 700 kbit/s each way (Network.emulateNetworkConditions). */
export const SLOW_3G = { offline: false, latency: 300, downloadThroughput: (700 * 1024) / 8, uploadThroughput: (700 * 1024) / 8 }
