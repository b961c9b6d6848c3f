import { version } from '../../package.json'
import type { Rating, Reading, VitalName } from './readings'

/** What web-vitals reports; only these fields are read (its navigationURL, entries and attribution never). */
export type MetricLike = { name: string; value: number; rating: string; id: string; navigationType?: string }

const NAMES: readonly VitalName[] = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB']
const RATINGS: readonly Rating[] = ['good', 'needs-improvement', 'poor']

/** A reading from a web-vitals metric, on the named screen; null for a metric we do not send. */
export function readingFrom(m: MetricLike, screen: string): Reading | null {
  const name = NAMES.find((n) => n === m.name)
  if (!name || !Number.isFinite(m.value)) return null
  return {
    name,
    // CLS is a small score: four decimals; the others are milliseconds.
    value: name === 'CLS' ? Math.round(m.value * 10000) / 10000 : Math.round(m.value),
    rating: RATINGS.find((r) => r === m.rating) ?? 'poor',
    screen,
    id: String(m.id),
    navigationType: typeof m.navigationType === 'string' ? m.navigationType : 'navigate',
  }
}

/** The phone and its connection, as far as the browser tells (Chromium only; null elsewhere). */
export type DeviceContext = { effectiveType: string | null; deviceMemory: number | null }

type NavigatorInfo = { connection?: { effectiveType?: unknown }; deviceMemory?: unknown }

/** navigator.connection.effectiveType ('4g', '3g', '2g', 'slow-2g') and navigator.deviceMemory (GB), when present. */
export function deviceContext(nav: unknown = typeof navigator === 'undefined' ? undefined : navigator): DeviceContext {
  const n = (nav ?? {}) as NavigatorInfo
  const type = n.connection?.effectiveType
  const memory = n.deviceMemory
  return {
    effectiveType: typeof type === 'string' && /^[\w-]{1,12}$/.test(type) ? type : null,
    deviceMemory: typeof memory === 'number' && Number.isFinite(memory) ? memory : null,
  }
}

/**
 * The beacon's body: the build's version, the phone's connection and memory, and the readings.
 * Built only from the fields above: no URL, query, session id, phone, order id or text the borrower typed.
 */
export function vitalsPayload(readings: readonly Reading[], device: DeviceContext, appVersion: string = version): string {
  return JSON.stringify({
    v: 1,
    appVersion,
    effectiveType: device.effectiveType,
    deviceMemory: device.deviceMemory,
    readings: readings.map((r) => ({
      name: r.name,
      value: r.value,
      rating: r.rating,
      screen: r.screen,
      id: r.id,
      navigationType: r.navigationType,
    })),
  })
}
