import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

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
})
