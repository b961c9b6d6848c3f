/**
 * The last field readings of this page view, one per metric, for the developer test
 * page and Copy diagnostics. The measuring code (./fieldVitals.ts, loaded late) writes here; this
 * module is tiny and loads nothing, so the test page can read it whether measurement is on or not.
 */
export type VitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB'
export type Rating = 'good' | 'needs-improvement' | 'poor'

/** One reading as it is sent: nothing in it comes from the URL, the session or what the borrower typed. */
export type Reading = {
  name: VitalName
  /** Milliseconds, except CLS (a score without unit). */
  value: number
  rating: Rating
  /** The screen's name in the route table (src/nav/paths.ts), never its URL. */
  screen: string
  /** web-vitals' id of this metric in this page load (a collector keeps the latest per id). */
  id: string
  navigationType: string
}

let last: readonly Reading[] = []
const listeners = new Set<() => void>()

/** Keeps a reading as the latest of its metric. */
export function noteReading(r: Reading): void {
  last = [...last.filter((x) => x.name !== r.name), r]
  listeners.forEach((fn) => fn())
}

/** The latest reading of each metric, in the order they first came (the same array until one changes). */
export function lastReadings(): readonly Reading[] {
  return last
}

/** Calls `fn` on every new reading; returns the unsubscribe (for useSyncExternalStore). */
export function subscribeReadings(fn: () => void): () => void {
  listeners.add(fn)
  return () => listeners.delete(fn)
}

/** 'LCP 1234 ms good (loanDetail)'; CLS without a unit. */
export function readingText(r: Reading): string {
  return `${r.name} ${r.name === 'CLS' ? r.value : `${r.value} ms`} ${r.rating} (${r.screen})`
}
