// Types of ./lcpPath.mjs for its test (./lcpPath.test.ts).
type Node = { type: string; request?: { transferSize?: number; resourceType?: string } }
export const LCP_GRAPH: string
export function lcpPath(timings: Iterable<[Node, { startTime: number; endTime: number }]>): {
  requests: number
  scripts: number
  bytes: number
  scriptsEndMs: number | null
  endMs: number | null
}
export function lanternSimulator(): Promise<{ allNodeTimings: Map<string, Map<Node, { startTime: number; endTime: number }>> } | null>
