import { useEffect, useState } from 'react'

let started = false
const waiting = new Set<() => void>()
type Busy = { isBusy: () => boolean; subscribe: (cb: () => void) => () => void }
let busy: Busy | null = null

function start() {
  if (started) return
  started = true
  waiting.forEach((fn) => fn())
  waiting.clear()
}

/** The longest the start waits for the screen's content to be drawn (a screen left loading, offline). */
export const CONTENT_WAIT_MS = 10_000

/** Whether the app has drawn a screen: a `main` landmark in #root with nothing loading in it (no #root: a page of its own). */
function contentShown(doc: Document): boolean {
  const root = doc.getElementById('root')
  if (!root) return true
  const main = root.querySelector('main')
  return !!main && !main.querySelector('.ui-state--loading')
}

/** The longest the start waits for the browser to report the content's paint (a content no larger than the placeholder is never reported). */
export const PAINT_REPORT_WAIT_MS = 500

/**
 * Runs `run` once the browser reports a largest contentful paint at or after `since` (ms on the
 * page's clock): the content found in the page at `since` is then on screen, as the borrower and
 * any measure of the page see it. Two animation frames are not always that: the frame's paint can
 * be presented a frame or two later, and work started in between (a download) then comes before
 * the content in every trace of the load. Where the browser has no such report (Safari, old
 * WebViews), at once; after `capMs` at the latest. `run` runs once however often it is called
 * (afterFirstRender's), so the report and the cap may both call it.
 */
function whenPaintReported(since: number, run: () => void, capMs = PAINT_REPORT_WAIT_MS): void {
  const PO = globalThis.PerformanceObserver
  if (!PO?.supportedEntryTypes?.includes('largest-contentful-paint')) return run()
  let po: PerformanceObserver | undefined
  const done = () => {
    po?.disconnect()
    clearTimeout(cap)
    run()
  }
  const cap = setTimeout(done, capMs)
  try {
    po = new PO((list) => list.getEntries().some((e) => e.startTime >= since) && done())
    po.observe({ type: 'largest-contentful-paint', buffered: true })
  } catch {
    done()
  }
}

/**
 * Runs `fn` once the app has drawn a screen with its content (its `main` landmark in #root, no
 * loading state in it) and the browser has painted it: two animation frames later and, where the
 * browser reports its paints, once it has reported that one; after `waitMs` at the latest.
 */
export function afterFirstRender(fn: () => void, doc: Document = document, waitMs = CONTENT_WAIT_MS): void {
  // Set below; `run` may come first (content already drawn), when neither exists.
  const w: { done?: boolean; mo?: MutationObserver; cap?: ReturnType<typeof setTimeout> } = {}
  const run = () => {
    if (w.done) return
    w.done = true
    w.mo?.disconnect()
    clearTimeout(w.cap)
    fn()
  }
  const painted = (since: number) => requestAnimationFrame(() => requestAnimationFrame(() => whenPaintReported(since, run)))
  // Drawn before this was asked: its paint may be long reported; any report will do.
  if (contentShown(doc)) return void painted(0)
  const mo = (w.mo = new MutationObserver(() => {
    if (!contentShown(doc)) return
    mo.disconnect()
    painted(performance.now())
  }))
  mo.observe(doc.getElementById('root')!, { childList: true, subtree: true })
  w.cap = setTimeout(run, waitMs)
}

/**
 * Starts once nothing the screen needs is in flight (its first answer is in) and the screen's
 * content is painted, then at an idle moment: an idle moment alone may come between the answer
 * and its render.
 */
function whenQuiet() {
  const idle = () =>
    afterFirstRender(() => {
      const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }
      if (w.requestIdleCallback) w.requestIdleCallback(start, { timeout: 2000 })
      else setTimeout(start, 200)
    })
  if (!busy?.isBusy()) return idle()
  const b = busy
  // At most 10 s: a request hanging on a bad network must not keep the outbox away for ever.
  const cap = setTimeout(() => (off(), idle()), 10_000)
  const off = b.subscribe(() => {
    if (b.isBusy()) return
    off()
    clearTimeout(cap)
    idle()
  })
}

if (typeof window !== 'undefined') {
  if (document.readyState === 'complete') setTimeout(whenQuiet, 0)
  else window.addEventListener('load', whenQuiet, { once: true })
}

/** The start waits (after the load event) until `isBusy` says the screen's first requests are answered. */
export function holdStartWhile(isBusy: Busy['isBusy'], subscribe: Busy['subscribe']): void {
  busy = { isBusy, subscribe }
}

/**
 * Runs `fn` once the page has started: after the load event, the screen's first answer, its
 * content painted and an idle moment. Work nothing on screen waits for (the outbox's runner, service-worker
 * registration) stays off the start path of a slow phone on 3G.
 */
export function afterStart(fn: () => void): void {
  if (started) fn()
  else waiting.add(fn)
}

/** True once the page has started (see afterStart). */
export function useAfterStart(): boolean {
  const [ready, setReady] = useState(started)
  useEffect(() => {
    if (!ready) afterStart(() => setReady(true))
  }, [ready])
  return ready
}
