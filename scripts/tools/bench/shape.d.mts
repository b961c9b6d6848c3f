// Types of ./shape.mjs for its test (./shape.test.ts).
export const CONNECTION_3G: { rttMs: number; downKbps: number; upKbps: number }
export function link(o: { kbps: number; delayMs: number }): (bytes: number, now: number) => number
export function startShaping(o: {
  port: number
  target: { host: string; port: number }
  model?: { rttMs: number; downKbps: number; upKbps: number }
}): Promise<{ port: number; stop: () => Promise<void> }>
