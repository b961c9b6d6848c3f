// Types of ./shape.mjs for its test (./shape.test.ts).
export const CONNECTION_3G: { rttMs: number; downKbps: number; upKbps: number }
export function link(o: { kbps: number; delayMs: number }): (bytes: number, now: number) => number
export function inOrder<T>(
  deliver: (item: T) => void,
  now?: () => number,
  timer?: (fn: () => void, ms: number) => unknown,
): (item: T, at: number) => void
export function startShaping(o: {
  port: number
  target: { host: string; port: number }
  model?: { rttMs: number; downKbps: number; upKbps: number }
}): Promise<{ port: number; stop: () => Promise<void> }>
