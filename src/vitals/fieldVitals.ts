import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals'

import { deviceContext, readingFrom, vitalsPayload } from './payload'
import { noteReading, type Reading, type VitalName } from './readings'
import { sendVitals } from './send'

type On = (cb: (m: Metric) => void, opts: { reportAllChanges: boolean }) => void
const ALL: readonly On[] = [onLCP, onINP, onCLS, onFCP, onTTFB] as On[]

/**
 * Field measurement, loaded after the first screen has started (src/app/fieldVitals.ts).
 * Every change of a metric is kept with the screen showing at that moment (so INP and CLS name
 * the screen of the interaction or the shift; LCP, FCP and TTFB the screen the page opened on).
 * When the page is hidden (the borrower leaves, switches app or locks the phone) the readings not
 * yet sent go in one beacon; a later hide sends only what changed since. Leaving fires pagehide,
 * then visibilitychange, and web-vitals reports the final INP and CLS on the second: a leave sends
 * one beacon or two, each reading in one of them (pagehide is for Safaris that fire no hidden event).
 *
 * web-vitals reads entries buffered since navigation, so loading it late loses no reading; the
 * borrower who leaves before it loads is not measured (nothing on the start path waits for it).
 */
export function startFieldVitals(url: string, screen: () => string, metrics: readonly On[] = ALL, win: Window = window): void {
  const pending = new Map<VitalName, Reading>()
  const report = (m: Metric) => {
    const r = readingFrom(m, screen())
    if (!r) return
    noteReading(r)
    pending.set(r.name, r)
  }
  for (const on of metrics) on(report, { reportAllChanges: true })
  const flush = () => {
    if (!pending.size) return
    const body = vitalsPayload([...pending.values()], deviceContext())
    pending.clear()
    sendVitals(url, body)
  }
  // On window, not document: the event reaches window last, after web-vitals' own listeners have
  // reported the final CLS and INP (they listen at document and in the capture phase).
  win.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') flush()
  })
  win.addEventListener('pagehide', flush)
}
