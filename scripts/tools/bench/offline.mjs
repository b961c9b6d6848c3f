// Repeat visit served by the service worker with the network off, or (mode '3g') on a throttled
// 3G link with a 4x slower CPU (Playwright, mobile viewport). `contentMs` is when a visible <h1>
// and no loading state are on screen: the screen's data or its last-known copy.
// Per target: fresh context; visit `/`, then a borrower screen (installs the worker and warms it),
// then the target, until the service worker controls the page; then network off (setOffline and
// every request aborted at the context, as setOffline does not cut the worker's own fetches)
// and reload `runs` times, measuring navigation timing (loadEventEnd - startTime) and the time
// until a visible <h1> appears (performance.now() on the page's time origin). Never throws per
// target: a page that does not render offline is recorded as a finding.
/* global window, document */ // used in page.evaluate callbacks, which run in the browser
import { SLOW_3G } from '../chromium.mjs'
import { withPhoneChromium } from './phone.mjs'

const H1_TIMEOUT_MS = 15_000

/** Installed in every document: records when the first visible <h1> shows up. */
const WATCH_H1 = `(() => {
  const visible = (el) => {
    const r = el.getBoundingClientRect()
    if (r.width <= 0 || r.height <= 0) return false
    const s = getComputedStyle(el)
    return s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) !== 0
  }
  let check = () => {
    if (window.__benchH1) return true
    for (const h of document.querySelectorAll('h1')) {
      if (visible(h)) {
        window.__benchH1 = { at: performance.now(), text: (h.textContent || '').trim().slice(0, 80) }
        return true
      }
    }
    return false
  }
  // Content: a visible <h1> and no loading state in <main> (a screen's data, or its last-known copy).
  const content = () => {
    if (window.__benchContent) return true
    if (!window.__benchH1) return false
    const loading = [...document.querySelectorAll('main .ui-state--loading')].some((el) => el.getClientRects().length > 0)
    const main = document.querySelector('main')
    if (loading || !main || !main.children.length) return false
    window.__benchContent = { at: performance.now() }
    return true
  }
  const check0 = check
  check = () => { const h = check0(); return h && content() }
  const tick = () => { if (!check() && performance.now() < ${H1_TIMEOUT_MS + 5000}) requestAnimationFrame(tick) }
  requestAnimationFrame(tick)
  const iv = setInterval(() => { if (check() || performance.now() > ${H1_TIMEOUT_MS + 5000}) clearInterval(iv) }, 10)
})()`

async function ensureControlled(page, url) {
  await page.goto(url, { waitUntil: 'load' })
  await page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker.ready,
      new Promise((_, r) => setTimeout(() => r(new Error('serviceWorker.ready timed out')), 30_000)),
    ]).then(() => undefined),
  )
  for (let i = 0; i < 3; i++) {
    if (await page.evaluate(() => !!navigator.serviceWorker.controller)) return true
    await page.reload({ waitUntil: 'load' })
    await page.waitForTimeout(200)
  }
  return page.evaluate(() => !!navigator.serviceWorker.controller)
}

async function measureReload(page) {
  let navError = null
  try {
    await page.reload({ waitUntil: 'load', timeout: 30_000 })
  } catch (e) {
    navError = e instanceof Error ? e.message.split('\n')[0] : String(e)
  }
  try {
    await page.waitForFunction(() => !!window.__benchH1 && !!window.__benchContent, null, { timeout: H1_TIMEOUT_MS })
  } catch {
    /* recorded below */
  }
  // Let a screen settle into its loaded or error state (offline fetches fail at once).
  await page.waitForTimeout(500)
  const m = await page
    .evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0]
      return {
        loadMs: nav && nav.loadEventEnd > 0 ? nav.loadEventEnd - nav.startTime : null,
        h1Ms: window.__benchH1?.at ?? null,
        contentMs: window.__benchContent?.at ?? null,
        h1Text: window.__benchH1?.text ?? null,
        viaServiceWorker: !!nav && nav.workerStart > 0,
        controlled: !!navigator.serviceWorker.controller,
        bodyText: (document.body?.innerText || '').replace(/\s+/g, ' ').trim().slice(0, 160),
        // The screen's own error state (e.g. its data could not be fetched offline), if shown.
        errorState: (() => {
          const el = [...document.querySelectorAll('.ui-state--error, main [role="alert"]')].find((e) => e.getClientRects().length > 0)
          return el ? (el.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 120) : null
        })(),
      }
    })
    .catch((e) => ({ error: e instanceof Error ? e.message.split('\n')[0] : String(e) }))
  return { ...m, navError }
}

/**
 * @param {{ origin: string, targets: {path: string, kind: string}[], warmPath: string, runs: number, chromePath: string, chromeArgs: string[], log: (s: string) => void }} o
 */
export async function offlineRepeat({ origin, targets, warmPath, runs, chromePath, chromeArgs, log, mode = 'offline' }) {
  const out = []
  await withPhoneChromium({ chromePath, chromeArgs }, async (newPhoneContext) => {
    for (const target of targets) {
      const context = await newPhoneContext('allow')
      await context.addInitScript(WATCH_H1)
      const page = await context.newPage()
      const row = { path: target.path, kind: target.kind, runs: [], controlled: false, error: null }
      try {
        await page.goto(origin + '/', { waitUntil: 'load' })
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
        if (warmPath && warmPath !== target.path) await page.goto(origin + warmPath, { waitUntil: 'load' })
        row.controlled = await ensureControlled(page, origin + target.path)
        if (!row.controlled) throw new Error('the service worker never controlled the page')
        // "Opened before" means the borrower saw it: wait for this visit's content (its answer is
        // what the screen keeps as last-known) before the network goes.
        await page.waitForFunction(() => !!window.__benchContent, null, { timeout: H1_TIMEOUT_MS }).catch(() => undefined)
        await page.waitForTimeout(300)
        if (mode === '3g') {
          // Repeat visit on 3G: the worker serves the app; the API answers through a throttled link
          // (RTT 300 ms, 700 Kbps) on a 4x slower CPU, as Chrome DevTools emulates them.
          const cdp = await context.newCDPSession(page)
          await cdp.send('Network.enable')
          await cdp.send('Network.emulateNetworkConditions', SLOW_3G)
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        } else {
          await context.setOffline(true)
          await context.route('**/*', (route) => route.abort('internetdisconnected'))
        }
        for (let i = 0; i < runs; i++) row.runs.push(await measureReload(page))
      } catch (e) {
        row.error = e instanceof Error ? e.message.split('\n')[0] : String(e)
      } finally {
        await context.close().catch(() => undefined)
      }
      const ok = row.runs.filter((r) => r.h1Ms !== null && r.h1Ms !== undefined)
      row.rendered = !row.error && row.runs.length > 0 && ok.length === row.runs.length
      if (!row.error && !row.rendered) {
        const bad = row.runs.find((r) => r.h1Ms === null || r.h1Ms === undefined)
        row.error = `no visible <h1> within ${H1_TIMEOUT_MS / 1000} s offline${bad?.navError ? ` (${bad.navError})` : ''}${bad?.bodyText ? `; page text: "${bad.bodyText}"` : ''}`
      }
      const errorState = row.runs.find((r) => r.errorState)?.errorState ?? null
      row.errorState = errorState
      if (!row.error && errorState) row.finding = `renders offline (h1 "${row.runs[0].h1Text}") but shows an error state: "${errorState}"`
      log(
        `  ${mode} ${target.path}: ${row.error ? `FAILED ${row.error}` : `h1 "${row.runs[0].h1Text}"${errorState ? `, error state "${errorState}"` : ' ok'}`}`,
      )
      out.push(row)
    }
  })
  return out
}
