import { describe, expect, it, vi } from 'vitest'

// The measuring module: the factory runs only if something imports it.
const imported = vi.fn()
const started = vi.fn()
vi.mock('@src/vitals/fieldVitals', () => {
  imported()
  return { startFieldVitals: started }
})

const { measureVitals } = await import('./measureVitals')
const { afterStart } = await import('./afterStart')

describe('field measurement is off by default', () => {
  it('without an endpoint, web-vitals is never imported and nothing starts', async () => {
    expect(measureVitals('')).toBe(false)
    // Neither is an endpoint the app would not send to (plain http, protocol-relative, javascript:).
    expect(measureVitals('http://collector.example/v')).toBe(false)
    expect(measureVitals('//collector.example/v')).toBe(false)
    expect(measureVitals('javascript:alert(1)')).toBe(false)
    // The page has started (what would have loaded it ran), and still nothing was imported.
    await new Promise<void>((r) => afterStart(r))
    await new Promise((r) => setTimeout(r, 50))
    expect(imported).not.toHaveBeenCalled()
    expect(started).not.toHaveBeenCalled()
  })

  it('with one, it is imported after the start and measures with the route name', async () => {
    expect(measureVitals('/api/__sandbox/vitals')).toBe(true)
    await vi.waitFor(() => expect(started).toHaveBeenCalledTimes(1))
    expect(imported).toHaveBeenCalledTimes(1)
    const [url, screen] = started.mock.calls[0] as [string, () => string]
    expect(url).toBe('/api/__sandbox/vitals')
    window.history.pushState(null, '', '/repayDelay?orderId=ORD174001&session_id=S1')
    expect(screen()).toBe('repayDelay')
  })
})
