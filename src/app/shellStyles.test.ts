import { afterEach, describe, expect, it, vi } from 'vitest'

import { applyShellStyles, STYLE_WAIT_MS } from './shellStyles'

/** The head of a built screen shell: the app's and the screen's stylesheets as preloads. */
function shellHead() {
  document.head.innerHTML = `
    <style data-boot>.app-boot{display:flex}</style>
    <link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/shared-A.css">
    <script type="module" crossorigin src="/assets/index-B.js"></script>
    <link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/screens-repay-C.css">`
}
const sheets = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
const settle = async (p: Promise<void>) => {
  let done = false
  void p.then(() => (done = true))
  await new Promise((r) => setTimeout(r, 0))
  return done
}

afterEach(() => {
  vi.useRealTimers()
  document.head.innerHTML = ''
})

describe("the shell's stylesheets", () => {
  it('become stylesheets in the shell order, same request mode, and the first render waits until each has loaded or failed', async () => {
    shellHead()
    const applied = applyShellStyles()
    expect(sheets().map((l) => [l.getAttribute('href'), l.hasAttribute('crossorigin')])).toEqual([
      ['/assets/shared-A.css', true],
      ['/assets/screens-repay-C.css', true],
    ])
    expect(await settle(applied)).toBe(false)
    sheets()[0].dispatchEvent(new Event('load'))
    expect(await settle(applied)).toBe(false)
    sheets()[1].dispatchEvent(new Event('error'))
    expect(await settle(applied)).toBe(true)
  })

  it('never holds the app back longer than STYLE_WAIT_MS (a WebView without load events)', async () => {
    vi.useFakeTimers()
    shellHead()
    let done = false
    void applyShellStyles().then(() => (done = true))
    await vi.advanceTimersByTimeAsync(STYLE_WAIT_MS - 1)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })

  it('adds nothing twice, and has nothing to wait for without preloads (dev server, public pages)', async () => {
    shellHead()
    void applyShellStyles()
    void applyShellStyles()
    expect(sheets()).toHaveLength(2)
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/public-D.css">'
    expect(await settle(applyShellStyles())).toBe(true)
    expect(sheets()).toHaveLength(1)
  })

  it("counts one already applied under its full URL (Vite's loader for a lazy chunk writes it so) as applied", async () => {
    shellHead()
    const byLoader = document.createElement('link')
    byLoader.rel = 'stylesheet'
    byLoader.href = new URL('/assets/shared-A.css', document.baseURI).href
    document.head.appendChild(byLoader)
    void applyShellStyles()
    expect(sheets().map((l) => l.href)).toEqual([byLoader.href, new URL('/assets/screens-repay-C.css', document.baseURI).href])
  })
})
