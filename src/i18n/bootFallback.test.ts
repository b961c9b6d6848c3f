import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { buildConfig } from '@src/config/env'
import { PERSIST_PLACE } from '@store/persistPlace'

import { composePage } from '../../scripts/build/prerender/html'
import { barePage } from '../../scripts/build/prerender/testing'
import { BOOT_MARK, minifyEs5, withBootMessage, withCustomerServicePhone } from '../../scripts/build/start/message'
import { bootFallback, WEBVIEW_STORE_URL } from './bootFallback'

const html = withBootMessage(readFileSync(join(process.cwd(), 'index.html'), 'utf8'))
const script = readFileSync(join(process.cwd(), 'public/boot-check.js'), 'utf8')
const body = /<body>([\s\S]*)<\/body>/.exec(html)![1].replace(/<script\b[\s\S]*?<\/script>/g, '')

describe('index.html update message', () => {
  it('is written from the catalogue, not copied: index.html names only where it goes', () => {
    const source = readFileSync(join(process.cwd(), 'index.html'), 'utf8')
    expect(source).toMatch(BOOT_MARK)
    expect(source).not.toContain(bootFallback.en.title)
    expect(source).not.toContain(bootFallback.sw.title)
    expect(html).not.toMatch(BOOT_MARK)
    // A page that lost its mark stops the build instead of shipping without a placeholder.
    expect(() => withBootMessage(source.replace(BOOT_MARK, ''))).toThrow(/app-boot/)
  })

  it('carries the catalogue texts in English and Swahili, hidden until needed', () => {
    for (const lang of ['en', 'sw'] as const) {
      const m = bootFallback[lang]
      expect(html).toContain(`<p class="app-boot__update" lang="${lang}" hidden><strong>${m.title}</strong> ${m.text}</p>`)
      expect(html).toContain(`<span lang="${lang}">${m.storeLink}</span>`)
      expect(html).toContain(`<span lang="${lang}">${m.retry}</span>`)
      expect(html).toContain(`<span lang="${lang}">${m.help}</span>`)
    }
    expect(html).toContain(`href="${WEBVIEW_STORE_URL}"`)
  })

  it('names no customer-service phone of its own; the build writes VITE_CS_PHONE in', () => {
    expect(buildConfig({}).customerServicePhone).toBe('')
    expect(html).toContain('<a data-cs-phone href=""></a>')
    const built = withCustomerServicePhone(html, '+255 (0)754 <b>')
    expect(built).toContain('<a data-cs-phone href="tel:+2550754">+255 (0)754 &lt;b&gt;</a>')
  })

  it('loads its fallback from a file, deferred before the app module (no inline script)', () => {
    const tags = html.match(/<script\b[^>]*>/g) ?? []
    expect(tags[0]).toBe('<script defer fetchpriority="high" src="/boot-check.js">')
    expect(tags[1]).toMatch(/type="module"/)
  })

  it('is left out of prerendered public pages, which read without any script', () => {
    const page = composePage(html, { ...barePage, path: '/Policy', title: 'Policy' })
    expect(page).not.toContain('boot-check')
    expect(page).not.toContain('update message')
    expect(page).toContain('<title>Policy</title>')
  })
})

// The build ships the file minified (scripts/build/start/message.ts): both texts must behave alike.
const shipped = await minifyEs5(script)

describe.each([
  ['public/boot-check.js', script],
  ['boot-check.js as the build ships it (minified ES5)', shipped],
])('%s', (_name, code) => {
  const ORIGIN = `${location.protocol}//${location.host}`
  const visible = () =>
    [...document.querySelectorAll<HTMLElement>('.app-boot > p')]
      .filter((e) => !e.hidden)
      .map((e) => e.textContent ?? '')
      .join(' | ')

  beforeEach(() => {
    vi.useFakeTimers()
    // Without the saved session's early read (its IndexedDB work would wait on the fake timers; tested below).
    document.body.innerHTML = body.replace(/ data-persist-[a-z]+="[^"]*"/g, '')
    // jsdom has no module scripts; a baseline browser does.
    if (!('noModule' in HTMLScriptElement.prototype))
      Object.defineProperty(HTMLScriptElement.prototype, 'noModule', { value: false, configurable: true })
  })
  afterEach(() => {
    vi.useRealTimers()
    delete (window as { __APP_CONFIG__?: unknown }).__APP_CONFIG__
    delete (HTMLScriptElement.prototype as { noModule?: unknown }).noModule
  })
  const run = () => new Function(code)()

  it('shows "Loading…" first, then the update message 1.5 s after an app script fails to load', () => {
    run()
    expect(visible()).toBe('Loading… | Inapakia…')
    const s = document.createElement('script')
    s.src = `${ORIGIN}/assets/main-x.js`
    document.body.append(s)
    s.dispatchEvent(new Event('error'))
    vi.advanceTimersByTime(1400)
    expect(visible()).toBe('Loading… | Inapakia…')
    vi.advanceTimersByTime(200)
    expect(visible()).toContain(bootFallback.en.title)
    expect(visible()).toContain(bootFallback.sw.title)
    // No phone configured anywhere: the help line stays hidden rather than show an empty link.
    expect(visible()).not.toContain(bootFallback.en.help)
    expect(visible()).not.toContain('Loading…')
  })

  it("a lost preload of the screen's files (a connection dropped mid-load) is no failed start: the import fetches it again; 8 s still holds", () => {
    run()
    const l = document.createElement('link')
    l.rel = 'modulepreload'
    l.href = `${ORIGIN}/assets/Repay-x.js`
    document.head.append(l)
    l.dispatchEvent(new Event('error'))
    vi.advanceTimersByTime(7900)
    expect(visible()).toBe('Loading… | Inapakia…')
    vi.advanceTimersByTime(200)
    expect(visible()).toContain(bootFallback.en.title)
    l.remove()
  })

  it("takes the phone from the page's deployment block (what the sandbox's servers write)", () => {
    document.head.insertAdjacentHTML(
      'afterbegin',
      '<script type="application/json" id="app-config">{"customerServicePhone":"+255 22 212 3456"}</script>',
    )
    try {
      run()
      vi.advanceTimersByTime(8100)
      expect(visible()).toContain(`${bootFallback.en.help}`)
      expect(document.querySelector('a[data-cs-phone]')!.getAttribute('href')).toBe('tel:+255222123456')
    } finally {
      document.getElementById('app-config')!.remove()
    }
  })

  it('shows it after 8 s when the app has not started, with the runtime config phone', () => {
    ;(window as { __APP_CONFIG__?: unknown }).__APP_CONFIG__ = { customerServicePhone: '+255 700 000 111' }
    run()
    vi.advanceTimersByTime(7900)
    expect(visible()).not.toContain(bootFallback.en.title)
    vi.advanceTimersByTime(200)
    expect(visible()).toContain(bootFallback.en.title)
    const tel = document.querySelector('a[data-cs-phone]')!
    expect(tel.textContent).toBe('+255 700 000 111')
    expect(tel.getAttribute('href')).toBe('tel:+255700000111')
  })

  it('stays quiet once the app rendered, and ignores errors from code that is not ours', () => {
    run()
    window.dispatchEvent(new ErrorEvent('error', { filename: 'https://shell.example/injected.js', message: 'x' }))
    vi.advanceTimersByTime(2000)
    expect(visible()).toBe('Loading… | Inapakia…')
    document.getElementById('root')!.append(document.createElement('main'))
    vi.advanceTimersByTime(30000)
    expect(document.querySelector('.app-boot--failed')).toBeNull()
  })

  it('shows it at once on a browser without module scripts', () => {
    delete (HTMLScriptElement.prototype as { noModule?: unknown }).noModule
    run()
    expect(visible()).toContain(bootFallback.sw.title)
  })

  it('is small: the shipped text is under half the source (every borrower screen fetches it)', () => {
    expect(shipped.length).toBeLessThan(script.length / 2)
    expect(shipped).not.toMatch(/\/\*|`/)
  })
})

describe.each([
  ['public/boot-check.js', script],
  ['boot-check.js as the build ships it', shipped],
])("%s: the saved session's early read", (_name, code) => {
  type Early = {
    db: string
    store: string
    key: string
    connection: Promise<IDBDatabase | null>
    read: Promise<{ value: unknown } | undefined>
  }
  const early = () => (window as { __persistEarly?: Early }).__persistEarly
  beforeEach(() => {
    document.body.innerHTML = body
    if (!('noModule' in HTMLScriptElement.prototype))
      Object.defineProperty(HTMLScriptElement.prototype, 'noModule', { value: false, configurable: true })
  })
  afterEach(async () => {
    ;(await early()?.connection)?.close()
    delete (window as { __persistEarly?: unknown }).__persistEarly
    delete (HTMLScriptElement.prototype as { noModule?: unknown }).noModule
    await new Promise<void>((resolve) => {
      const req = indexedDB.deleteDatabase(PERSIST_PLACE.db)
      req.onsuccess = req.onerror = () => resolve()
    })
  })

  it('reads where store/persistPlace.ts says, as the page names it, before any app code runs', async () => {
    await new Promise<void>((resolve) => {
      const req = indexedDB.open(PERSIST_PLACE.db)
      req.onupgradeneeded = () => req.result.createObjectStore(PERSIST_PLACE.store)
      req.onsuccess = () => {
        const tx = req.result.transaction(PERSIST_PLACE.store, 'readwrite')
        tx.objectStore(PERSIST_PLACE.store).put('{"session":"saved"}', PERSIST_PLACE.key)
        tx.oncomplete = () => (req.result.close(), resolve())
      }
    })
    new Function(code)()
    expect(early()).toMatchObject({ db: PERSIST_PLACE.db, store: PERSIST_PLACE.store, key: PERSIST_PLACE.key })
    expect(await early()!.read).toEqual({ value: '{"session":"saved"}' })
  })

  it('a first visit: the database is made as the app makes it, and the read finds nothing', async () => {
    new Function(code)()
    expect(await early()!.read).toEqual({ value: undefined })
    expect((await early()!.connection)!.objectStoreNames.contains(PERSIST_PLACE.store)).toBe(true)
  })

  it('a public page (no placeholder) reads nothing', () => {
    document.body.innerHTML = '<main>About</main>'
    new Function(code)()
    expect(early()).toBeUndefined()
  })
})
