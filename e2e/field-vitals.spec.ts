import { expect, test } from './fixtures'

/**
 * Real phones, measured. The sandbox's deployment block sets vitalsUrl, so the app
 * fetches web-vitals after the start and, when the page is hidden, sends the readings in one
 * beacon to the sandbox's collector. Nothing personal may be in it, whatever the URL carried.
 */
const SESSION = 'sess-e2e-5f3a9c71'
const PHONE = '255712345678'
const DEVICE = 'dev-e2e-77aa01'
const URL = `/loanDetail?productId=P1002&orderId=ORD174001&session_id=${SESSION}&device_id=${DEVICE}&app_version=3.1.4&phone=${PHONE}`
const FORBIDDEN = [
  SESSION,
  PHONE,
  DEVICE,
  'ORD174001',
  'P1002',
  'session_id',
  'orderId',
  'loanDetail?',
  '/loanDetail',
  '127.0.0.1',
  'Due today',
]

type Sent = {
  v: number
  appVersion: string
  effectiveType: string | null
  deviceMemory: number | null
  readings: { name: string; value: number; rating: string; screen: string }[]
}

test('a borrower screen reports LCP, INP, CLS, FCP and TTFB by its route name when hidden, and nothing personal', async ({
  page,
  sandbox,
}) => {
  // When the app's first screen was in the page (its main landmark in #root), by the page's clock.
  await page.addInitScript(() => {
    const w = window as Window & { __screenAt?: number }
    const mo = new MutationObserver(() => {
      if (w.__screenAt === undefined && document.querySelector('#root main')) w.__screenAt = performance.now()
    })
    mo.observe(document, { childList: true, subtree: true })
  })
  const measuring = page.waitForResponse((r) => /\/assets\/fieldVitals-[\w-]+\.js$/.test(r.url()))
  await page.goto(URL)
  const notice = page.getByRole('heading', { name: 'Due today' })
  await expect(notice).toBeVisible()
  await measuring
  // The measuring code was fetched after the first render, never on the start path.
  const [screenAt, fetchedAt] = await page.evaluate(() => [
    (window as Window & { __screenAt?: number }).__screenAt ?? -1,
    performance.getEntriesByType('resource').find((e) => /\/fieldVitals-/.test(e.name))?.startTime ?? -1,
  ])
  expect(screenAt).toBeGreaterThan(0)
  expect(fetchedAt).toBeGreaterThan(screenAt)

  // A tap (INP), and the browser has recorded it as an interaction.
  await notice.tap()
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        new PerformanceObserver((list, po) => {
          if (!list.getEntries().length) return
          po.disconnect()
          resolve()
        }).observe({ type: 'first-input', buffered: true })
      }),
  )
  // Nothing is sent while the page is visible.
  expect(await sandbox.vitals()).toEqual([])

  // Leaving the page hides it. Chromium fires pagehide, then visibilitychange: the first sends what
  // was pending; web-vitals reports the final INP (and CLS) only on the second, unless its idle
  // callback already had, so a leave sends one beacon or two, each reading in exactly one of them
  // (src/vitals/fieldVitals.ts). Waited for until the full set is in, then never a third.
  await page.goto('about:blank')
  const readingsIn = async () => (await sandbox.vitals()).flatMap((b) => (b.json as Sent).readings.map((r) => r.name))
  await expect.poll(async () => (await readingsIn()).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB'])
  const beacons = await sandbox.vitals()
  expect(beacons.length).toBeGreaterThanOrEqual(1)
  expect(beacons.length).toBeLessThanOrEqual(2)
  for (const beacon of beacons) {
    expect(beacon.contentType).toContain('text/plain')
    const sent = beacon.json as Sent
    expect(sent.v).toBe(1)
    expect(sent.appVersion).toMatch(/^\d+\.\d+\.\d+/)
    expect(sent.effectiveType).toMatch(/^(slow-2g|2g|3g|4g)$/)
    expect(typeof sent.deviceMemory).toBe('number')
    for (const r of sent.readings) {
      expect(r.screen, r.name).toBe('loanDetail')
      expect(['good', 'needs-improvement', 'poor'], r.name).toContain(r.rating)
      expect(r.value, r.name).toBeGreaterThanOrEqual(0)
    }
    for (const f of FORBIDDEN) expect(beacon.text, f).not.toContain(f)
  }
})

test("the test page shows this page view's readings and Copy diagnostics lists them", async ({ page }) => {
  const measuring = page.waitForResponse((r) => /\/assets\/fieldVitals-[\w-]+\.js$/.test(r.url()))
  await page.goto('/testPreview')
  await measuring
  const table = page.getByRole('table')
  for (const name of ['TTFB', 'FCP']) await expect(table.getByRole('rowheader', { name, exact: true })).toBeVisible()
  await expect(table.getByRole('row', { name: /^TTFB/ })).toContainText(/\d+ ms(good|needs improvement|poor)testPreview$/)
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByRole('button', { name: 'Copy diagnostics' }).click()
  const text = await page.getByRole('textbox', { name: 'Diagnostics' }).inputValue()
  expect(text).toMatch(/Field readings: .*TTFB \d+ ms (good|needs-improvement|poor) \(testPreview\)/)
})
