// Types of ./lcpPath.mjs for its test (./lcpPath.test.ts).
type Node = {
  type: string
  request?: { url?: string; transferSize?: number; resourceType?: string }
  duration?: number
  childEvents?: { name: string; dur?: number; args?: { data?: { url?: string } } }[]
}
export const LCP_GRAPH: string
export function lcpPath(timings: Iterable<[Node, { startTime: number; endTime: number }]>): {
  requests: number
  scripts: number
  bytes: number
  scriptsEndMs: number | null
  endMs: number | null
  list: { url: string | null; type: string | null; bytes: number; startMs: number; endMs: number }[]
  tasks: { startMs: number; endMs: number; observedMs: number; scripts: (string | null)[]; top: { name: string; ms: number }[] }[]
}
export function lanternSimulator(): Promise<{ allNodeTimings: Map<string, Map<Node, { startTime: number; endTime: number }>> } | null>
