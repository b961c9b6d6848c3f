// Types of ./longTaskFigures.mjs for its test (./longTaskFigures.test.ts).
type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number }
type Profile = {
  nodes: { id: number; callFrame: CallFrame }[]
  samples: number[]
  timeDeltas: number[]
  startTime: number
  endTime: number
}
type Visit = {
  fcpMs: number | null
  lcpMs: number | null
  contentMs: number
  tbtMs: number | null
  longTasks: number
  longTaskMs: number
  blockingMs: number
  busyMs: number
  /** The path to the content (./contentPath), and its gaps; null where the visit has none. */
  scriptsMs?: number | null
  callMs?: number | null
  answerMs?: number | null
  callAfterScriptsMs?: number | null
  contentAfterAnswerMs?: number | null
  /** From the content in the page to the largest contentful paint: the frame that paints it. */
  lcpAfterContentMs?: number | null
  modules: Record<string, number>
  blocking?: Record<string, number>
}
export function profileByModule(
  profile: Profile,
  opts: { offsetMs: number; untilMs: number; moduleOf: (frame: CallFrame) => string },
): Map<string, number>
export function summariseVisit(
  seen: { fcp: number | null; lcp?: number | null; content: number; tasks: { start: number; duration: number }[] },
  modules: Map<string, number>,
  blockingModules?: Map<string, number>,
  path?: ContentPath | null,
): Visit
type ContentPath = { scriptsMs: number | null; callMs: number | null; answerMs: number | null }
export function contentPath(
  entries: { name: string; startTime: number; responseEnd: number }[],
  contentMs: number,
  opts?: { apiPrefix?: string },
): ContentPath
export function blockingByModule(tasks: { duration: number; modules: Map<string, number> }[]): Map<string, number>
export function medianOfVisits(done: Visit[]): {
  median: Omit<Visit, 'modules' | 'blocking'>
  modules: Record<string, number>
  blocking: Record<string, number>
}
export function moduleRows(
  screenModules: Record<string, number>,
  floorModules?: Record<string, number>,
  opts?: { browser?: boolean },
): { m: string; screen: number; floor: number; beyond: number }[]
export function packageOf(name: string): string
