// Types of ./lcpPath.mjs for its test (./lcpPath.test.ts).
type Node = { type: string; request?: { url?: string; transferSize?: number; resourceType?: string } }
export const LCP_GRAPH: string
export function lcpPath(timings: Iterable<[Node, { startTime: number; endTime: number }]>): {
  requests: number
  scripts: number
  bytes: number
  scriptsEndMs: number | null
  endMs: number | null
  list: { url: string | null; type: string | null; bytes: number; startMs: number; endMs: number }[]
}
export function lanternSimulator(): Promise<{ allNodeTimings: Map<string, Map<Node, { startTime: number; endTime: number }>> } | null>
