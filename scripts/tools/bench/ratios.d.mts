// Types of ./ratios.mjs for its test (./ratios.test.ts).
type Row = { path: string; kind: string; median: { lcp: number | null }; simPath?: { bytes: number } | null }
type RatioRow = {
  server: string
  profile: string
  floor: number | null
  floorBytes: number | null
  budget: number
  worst: number
  screens: { path: string; lcp: number | null; ratio: number | null; overFloor: number | null }[]
}
export const FLOOR_DIR: string
export const RATIO_BUDGET: { default: number; nginx3g: number }
export function floorRoute(query: string): { path: string; kind: 'floor' }
export function buildFloor(o: { cwd: string; outDir: string }): Promise<number>
export function ratioRows(sets: { server: string; profile: string; rows: Row[] }[]): RatioRow[]
export function ratioFailures(rows: RatioRow[]): { what: string; value: string; op: string; limit: string }[]
export function printRatios(rows: RatioRow[]): void
