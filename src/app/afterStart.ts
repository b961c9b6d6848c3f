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

/** Starts once nothing the screen needs is in flight (its first answer is in), then at an idle moment. */
function whenQuiet() {
  const idle = () => {
    const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }
    if (w.requestIdleCallback) w.requestIdleCallback(start, { timeout: 2000 })
    else setTimeout(start, 200)
  }
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
 * Runs `fn` once the page has started: after the load event, the screen's first answer
 * and an idle moment. Work nothing on screen waits for (the outbox's runner, service-worker
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
