import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Metric } from 'web-vitals'

import { startFieldVitals } from './fieldVitals'
import { lastReadings } from './readings'

type Report = (m: Metric) => void

/** Stand-ins for onLCP/onINP/...: each keeps the callback the reporter gives it. */
function fakeMetrics() {
  const cbs: Report[] = []
  const on = (cb: Report, opts: { reportAllChanges: boolean }) => {
    expect(opts.reportAllChanges).toBe(true)
    cbs.push(cb)
  }
  const emit = (name: string, value: number, rating = 'good') =>
    cbs.forEach((cb) =>
      cb({ name, value, rating, id: `v4-${name}`, delta: value, entries: [], navigationType: 'navigate' } as unknown as Metric),
    )
  return { on, emit }
}

function hide(state: 'hidden' | 'visible' = 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
}

describe('field measurement on hide', () => {
  afterEach(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    vi.restoreAllMocks()
  })

  it('sends nothing while the page is visible, then every reading in one beacon when it is hidden', () => {
    const beacon = vi.fn((_url: string, _body: string) => true)
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true })
    const m = fakeMetrics()
    let screen = 'loanDetail'
    startFieldVitals('/collect', () => screen, [m.on])
    m.emit('TTFB', 120)
    m.emit('FCP', 900)
    m.emit('LCP', 1500)
    screen = 'repay'
    m.emit('INP', 240, 'needs-improvement')
    expect(beacon).not.toHaveBeenCalled()
    expect(lastReadings().map((r) => `${r.name} ${r.screen}`)).toEqual(['TTFB loanDetail', 'FCP loanDetail', 'LCP loanDetail', 'INP repay'])

    hide()
    // pagehide follows on a navigation away: nothing new, nothing sent twice.
    window.dispatchEvent(new Event('pagehide'))
    expect(beacon).toHaveBeenCalledTimes(1)
    const [url, body] = beacon.mock.calls[0]
    expect(url).toBe('/collect')
    const sent = JSON.parse(body) as { readings: { name: string; value: number; rating: string; screen: string }[] }
    expect(sent.readings.map((r) => [r.name, r.value, r.rating, r.screen])).toEqual([
      ['TTFB', 120, 'good', 'loanDetail'],
      ['FCP', 900, 'good', 'loanDetail'],
      ['LCP', 1500, 'good', 'loanDetail'],
      ['INP', 240, 'needs-improvement', 'repay'],
    ])

    // Back on the page, a new shift: the next hide sends only that.
    hide('visible')
    m.emit('CLS', 0.02)
    hide()
    expect(beacon).toHaveBeenCalledTimes(2)
    expect((JSON.parse(beacon.mock.calls[1][1]) as { readings: { name: string }[] }).readings.map((r) => r.name)).toEqual(['CLS'])
  })
})
