import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

/** A browser that reports its largest contentful paints (jsdom does not): `report` delivers one. */
function reportingBrowser() {
  const observers = new Set<(entries: { startTime: number }[]) => void>()
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint']
    constructor(private cb: (list: { getEntries: () => { startTime: number }[] }) => void) {}
    observe() {
      observers.add(this.deliver)
    }
    disconnect() {
      observers.delete(this.deliver)
    }
    deliver = (entries: { startTime: number }[]) => this.cb({ getEntries: () => entries })
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver)
  return { report: (startTime: number) => observers.forEach((o) => o([{ startTime }])), observing: () => observers.size }
}

const LOADING = '<main><div class="ui-state ui-state--loading">Loading…</div></main>'
const CONTENT = '<main><h1>Due today</h1></main>'

describe('afterFirstRender', () => {
  it("waits until the app has drawn a screen's content (its main landmark, nothing loading in it), then for a paint", async () => {
    vi.useFakeTimers()
    const { afterFirstRender } = await import('./afterStart')
    document.body.innerHTML = '<div id="root"><div>Loading…</div></div>'
    const fn = vi.fn()
    afterFirstRender(fn)
    document.getElementById('root')!.innerHTML = LOADING
    await vi.advanceTimersByTimeAsync(1000)
    expect(fn).not.toHaveBeenCalled()
    document.getElementById('root')!.innerHTML = CONTENT
    await vi.advanceTimersByTimeAsync(100)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('a screen left loading (offline) holds it 10 s at most, and it runs once', async () => {
    vi.useFakeTimers()
    const { afterFirstRender, CONTENT_WAIT_MS } = await import('./afterStart')
    document.body.innerHTML = `<div id="root">${LOADING}</div>`
    const fn = vi.fn()
    afterFirstRender(fn)
    await vi.advanceTimersByTimeAsync(CONTENT_WAIT_MS - 1)
    expect(fn).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    document.getElementById('root')!.innerHTML = CONTENT
    await vi.advanceTimersByTimeAsync(100)
    expect(fn).toHaveBeenCalledTimes(1)
  })
})

describe('afterStart', () => {
  it("waits for the screen's content to be painted, not only for its first answer and an idle moment", async () => {
    vi.useFakeTimers()
    vi.resetModules()
    document.body.innerHTML = `<div id="root">${LOADING}</div>`
    const { afterStart } = await import('./afterStart')
    const fn = vi.fn()
    afterStart(fn)
    // The load event came long ago (tests), nothing is in flight: only the content is missing.
    await vi.advanceTimersByTimeAsync(3000)
    expect(fn).not.toHaveBeenCalled()
    document.getElementById('root')!.innerHTML = CONTENT
    await vi.advanceTimersByTimeAsync(500)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it("where the browser reports its paints, waits for the report of the content's paint (not an earlier one), 500 ms at most", async () => {
    vi.useFakeTimers()
    const browser = reportingBrowser()
    const { afterFirstRender, PAINT_REPORT_WAIT_MS } = await import('./afterStart')
    document.body.innerHTML = '<div id="root"></div>'
    const fn = vi.fn()
    afterFirstRender(fn)
    const drawnAt = performance.now()
    document.getElementById('root')!.innerHTML = CONTENT
    await vi.advanceTimersByTimeAsync(100)
    expect(fn).not.toHaveBeenCalled()
    // The placeholder's paint, before the content was drawn, is not the content's.
    browser.report(drawnAt - 50)
    expect(fn).not.toHaveBeenCalled()
    browser.report(performance.now())
    expect(fn).toHaveBeenCalledTimes(1)
    expect(browser.observing()).toBe(0)

    // A content the browser never reports (no larger than the placeholder): at most PAINT_REPORT_WAIT_MS after its frames.
    document.body.innerHTML = '<div id="root"></div>'
    const late = vi.fn()
    afterFirstRender(late)
    document.getElementById('root')!.innerHTML = CONTENT
    await vi.advanceTimersByTimeAsync(100)
    expect(late).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(PAINT_REPORT_WAIT_MS)
    expect(late).toHaveBeenCalledTimes(1)
    expect(browser.observing()).toBe(0)
  })
})
