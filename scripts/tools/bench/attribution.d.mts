// Types of ./attribution.mjs for its test (./attribution.test.ts).
type Start = { files: { file: string; bytes: number }[]; bytes: number; modules: Map<string, number>; css: number; unmapped: string[] }
type Row = { name: string; screen: number; floor: number; beyond: number }
type Reading = { floor: Start; screens: { path: string; start: Start; beyond: number; rows: Row[] }[] }
export const BEYOND_FLOOR_BUDGET: number
export const SOURCEMAP_DIR: string
export const GLUE: string
export function charsBySource(code: string, mappings: string): Map<number, number>
export function attributeFile(
  buildDir: string,
  file: string,
  root?: string,
): { file: string; bytes: number; modules: Map<string, number>; mapped: boolean }
export function sourceLookup(buildDir: string, file: string, root?: string): (line: number, column: number) => string
export function startFiles(buildDir: string, html: string, base?: string): { scripts: string[]; styles: string[] }
export function measureStart(buildDir: string, html: string, opts?: { base?: string; root?: string }): Start
export function beyondFloor(screen: Start, floor: Start): Row[]
export function measureStartBudget(outDir: string, screens: string[], opts?: { root?: string }): Reading
export function startBudgetFailures(reading: Reading, budget?: number, top?: number): string[]
export function startTable(screen: Reading['screens'][number], floor: Start, top?: number): string
export function printStart(reading: Reading, opts?: { top?: number; budget?: number; heading?: string }): void
export function startSummary(
  reading: Reading,
  top?: number,
): { floor: number; screens: { path: string; bytes: number; beyond: number; css: number; modules: Row[] }[] }
