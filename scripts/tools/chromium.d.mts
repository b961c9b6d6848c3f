// Types of ./chromium.mjs for the TypeScript that imports it (playwright.config.ts, e2e/slow-network.spec.ts).
export const QUIET_CHROMIUM_ARGS: string[]
export const SLOW_3G: { offline: boolean; latency: number; downloadThroughput: number; uploadThroughput: number }
