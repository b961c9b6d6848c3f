import { existsSync, readdirSync, readFileSync } from 'node:fs'
import os from 'node:os'
import { join, resolve } from 'node:path'
import { gunzipSync } from 'node:zlib'

import { securityHeaders } from '../scripts/build/csp'
import { CACHE, HSTS } from '../scripts/build/nginx/config'
import { expect, test } from './fixtures'
import { built, h2Get, hashedAssets, type NginxProject } from './nginxKit'
import { goOffline } from './offlineKit'

/**
 * The build as a lender deploys it, behind the production nginx configuration the build
 * writes (dist/nginx.conf), over TLS and HTTP/2, with /api/ proxied to the lender's root (here the
 * preview server's sandbox, whose root is its /api/). Headers, cache rules, deep links,
 * precompressed files, the protocol, the proxy and a repeat visit offline.
 */
test.use({ serviceWorkers: 'allow' })

const SESSION = 'session_id=sess-ngx&user_id=9101&device_id=dev-e2e&app_version=3.2.0'
const ORDER = `/loanDetail?productId=P1002&orderId=ORD174001&${SESSION}`
/** A fresh context's first visit fetches and compiles every start file over TLS: on a busy CI machine that outlasts expect's 8 s. */
const COLD_START_MS = 20_000

function project(info = test.info()): NginxProject & { origin: string } {
  const m = info.project.metadata as NginxProject
  return { ...m, origin: `https://127.0.0.1:${m.httpsPort}` }
}

/**
 * The security headers every answer carries: scripts/build/csp.ts's, and HSTS. A found build script
 * or style sheet goes without the Content-Security-Policy, which a browser applies only to documents
 * and workers (~0.4 KB on each start file).
 */
function expectSecurityHeaders(headers: Record<string, string>, what: string, { policy = true } = {}) {
  for (const [k, v] of Object.entries({ ...securityHeaders(), 'Strict-Transport-Security': HSTS })) {
    const policyHeader = k === 'Content-Security-Policy'
    expect(headers[k.toLowerCase()], `${k} on ${what}`).toBe(policyHeader && !policy ? undefined : v)
  }
}

test('every kind of path answers over HTTP/2 with the security headers and its cache rule', async () => {
  const { origin, outDir } = project()
  const { js, css } = hashedAssets(outDir)
  const kinds: { path: string; status: number; cache: string | undefined; type: RegExp; policy?: false }[] = [
    { path: '/', status: 200, cache: CACHE.revalidate, type: /^text\/html/ },
    { path: '/Policy', status: 200, cache: CACHE.revalidate, type: /^text\/html/ },
    { path: '/loanDetail?orderId=1', status: 200, cache: CACHE.revalidate, type: /^text\/html/ },
    { path: '/no/such/screen', status: 200, cache: CACHE.revalidate, type: /^text\/html/ },
    { path: '/sw.js', status: 200, cache: CACHE.revalidate, type: /^application\/javascript/ },
    { path: '/manifest.webmanifest', status: 200, cache: CACHE.revalidate, type: /^application\/manifest\+json/ },
    { path: '/robots.txt', status: 200, cache: CACHE.revalidate, type: /^text\/plain/ },
    // A build without VITE_SITE_URL writes no sitemap: then it is a missing file, a 404.
    existsSync(join(outDir, 'sitemap.xml'))
      ? { path: '/sitemap.xml', status: 200, cache: CACHE.revalidate, type: /^application\/xml/ }
      : { path: '/sitemap.xml', status: 404, cache: CACHE.revalidate, type: /^text\/html/ },
    { path: '/icon.svg', status: 200, cache: CACHE.revalidate, type: /^image\/svg\+xml/ },
    { path: '/icon.png', status: 200, cache: CACHE.revalidate, type: /^image\/png/ },
    { path: `/${js}`, status: 200, cache: CACHE.hashed, type: /^application\/javascript/, policy: false },
    { path: `/${css}`, status: 200, cache: CACHE.hashed, type: /^text\/css/, policy: false },
    // A missing build file is a 404, never a page, and never cached for a year.
    { path: '/assets/missing-0000.js', status: 404, cache: CACHE.revalidate, type: /^text\/html/ },
    { path: '/nginx.conf', status: 404, cache: CACHE.revalidate, type: /^text\/html/ },
    // The API keeps the lender's own Cache-Control (the sandbox says no-store).
    { path: '/api/__sandbox/state', status: 200, cache: 'no-store', type: /^application\/json/ },
  ]
  for (const k of kinds) {
    const a = await h2Get(origin, k.path)
    expect(a.protocol, k.path).toBe('h2')
    expect(a.status, k.path).toBe(k.status)
    expect(a.headers['content-type'], k.path).toMatch(k.type)
    expect(a.headers['cache-control'], k.path).toBe(k.cache)
    expectSecurityHeaders(a.headers, k.path, { policy: k.policy ?? true })
  }
})

test('deep links: a page with its own index.html gets it, every other path the app shell', async () => {
  const { origin, outDir } = project()
  const cases: [string, string][] = [
    ['/', 'index.html'],
    ['/Policy', 'Policy/index.html'],
    ['/Policy/', 'Policy/index.html'],
    ['/sw/About', 'sw/About/index.html'],
    ['/repay?orderId=ORD1', 'repay/index.html'],
    ['/loanDetail', 'loanDetail/index.html'],
    ['/no/such/screen', 'app.html'],
    ['/promotionx', 'app.html'],
  ]
  for (const [path, file] of cases) {
    const a = await h2Get(origin, path)
    expect(a.body.equals(built(outDir, file)), `${path} -> ${file}`).toBe(true)
  }
})

test("the build's precompressed files are served as they are: gzip when asked, plain otherwise", async () => {
  const { origin, outDir } = project()
  for (const file of [hashedAssets(outDir).js, 'sw.js', 'loanDetail/index.html']) {
    const path = file.endsWith('index.html') ? `/${file.replace(/\/?index\.html$/, '')}` : `/${file}`
    const gz = await h2Get(origin, path, { 'accept-encoding': 'gzip, deflate' })
    expect(gz.headers['content-encoding'], path).toBe('gzip')
    expect(gz.headers.vary, path).toMatch(/Accept-Encoding/i)
    // gzip_static: the very bytes of the build's .gz, with their length (not compressed on the fly).
    expect(gz.body.equals(built(outDir, `${file}.gz`)), `${path} is ${file}.gz`).toBe(true)
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length)
    expect(gunzipSync(gz.body).equals(built(outDir, file))).toBe(true)
    const plain = await h2Get(origin, path)
    expect(plain.headers['content-encoding'], path).toBeUndefined()
    expect(plain.body.equals(built(outDir, file))).toBe(true)
  }
})

test('/api/ reaches the lender root with the prefix stripped, and the app talks to it through nginx', async ({ page, sandbox }) => {
  const { origin } = project()
  // The upstream is the preview server's /api/: /api/<call> must arrive there as /api/<call>, not /api/api/<call>.
  const missing = await h2Get(origin, '/api/no-such-call')
  expect(missing.status).toBe(404)
  expect(JSON.parse(missing.body.toString()).message).toBe('The sandbox has no call GET /api/no-such-call')
  expectSecurityHeaders(missing.headers, '/api/ 404')

  await page.goto(ORDER)
  await expect(page.getByRole('heading', { name: 'Due today' })).toBeVisible({ timeout: COLD_START_MS })
  expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol)).toBe(
    'h2',
  )
  const calls = await sandbox.received('loan-details')
  expect(calls.length).toBeGreaterThan(0)
  expect(calls[0].body).toMatchObject({ orderId: 'ORD174001', productId: 'P1002' })
})

test('plain http is sent to https, path and query kept, with the security headers', async ({ request }) => {
  const { httpPort, httpsPort } = project()
  const res = await request.get(`http://127.0.0.1:${httpPort}/loanDetail?orderId=ORD1&x=1`, { maxRedirects: 0 })
  expect(res.status()).toBe(301)
  expect(res.headers().location).toBe(`https://127.0.0.1:${httpsPort}/loanDetail?orderId=ORD1&x=1`)
  expect(res.headers()['content-security-policy']).toBe(securityHeaders()['Content-Security-Policy'])
})

test('plain http redirects to the configured name only, whatever Host the request names', async ({ request }) => {
  const { httpPort, httpsPort } = project()
  const res = await request.get(`http://127.0.0.1:${httpPort}/repay?orderId=ORD1`, { maxRedirects: 0, headers: { Host: 'evil.example' } })
  expect(res.status()).toBe(301)
  expect(res.headers().location).toBe(`https://127.0.0.1:${httpsPort}/repay?orderId=ORD1`)
})

test('the build bookkeeping under /.vite/ is not served; /.well-known/ is not caught by that rule', async () => {
  const { origin, outDir } = project()
  for (const file of ['prerender.json', 'manifest.json']) {
    // The file is in the built folder, so a 404 is the configuration's doing.
    expect(existsSync(join(outDir, '.vite', file)), file).toBe(true)
    const a = await h2Get(origin, `/.vite/${file}`)
    expect(a.status, file).toBe(404)
    expect(a.body.toString()).not.toContain('"routes"')
  }
  expect((await h2Get(origin, '/.vite/')).status).toBe(404)
  expect((await h2Get(origin, '/.well-known/assetlinks.json')).status).toBe(404)
})

/**
 * The access log of the nginx this project runs (scripts/tools/nginx.mjs keeps it in its temporary
 * prefix). A prefix left behind by another run on the same machine (an interrupted run, another
 * checkout) may name the same port, so the one chosen serves this checkout's build and its master
 * process is alive.
 */
function accessLog(httpsPort: number, outDir: string): string {
  const root = `root ${resolve(outDir)};`
  const alive = (pidFile: string) => {
    try {
      process.kill(Number(readFileSync(pidFile, 'utf8').trim()), 0)
      return true
    } catch (e) {
      return (e as NodeJS.ErrnoException).code === 'EPERM' // alive, owned by another user
    }
  }
  for (const d of readdirSync(os.tmpdir()).filter((name) => name.startsWith('borrower-nginx-'))) {
    const conf = join(os.tmpdir(), d, 'nginx.conf')
    if (!existsSync(conf)) continue
    const text = readFileSync(conf, 'utf8')
    if (text.includes(`:${httpsPort} ssl`) && text.includes(root) && alive(join(os.tmpdir(), d, 'nginx.pid')))
      return join(os.tmpdir(), d, 'access.log')
  }
  throw new Error(`no running nginx prefix for port ${httpsPort} serving ${resolve(outDir)}`)
}

test('the access log names paths without their query and without Referer: no session id in it', async () => {
  const { origin, httpsPort, outDir } = project()
  const log = accessLog(httpsPort, outDir)
  const mark = `/loanDetail/log-check-${Date.now()}`
  const a = await h2Get(origin, `${mark}?session_id=SECRET-QUERY-1&user_id=9101`, {
    referer: `${origin}/repay?session_id=SECRET-REFERER-1`,
  })
  expect(a.status).toBe(200)
  await expect.poll(() => (existsSync(log) ? readFileSync(log, 'utf8') : '')).toContain(mark)
  const text = readFileSync(log, 'utf8')
  expect(text).not.toContain('SECRET-')
  expect(text).not.toContain('session_id')
  expect(text.split('\n').find((l) => l.includes(mark))).toMatch(new RegExp(`"GET ${mark} HTTP/2.0" 200 `))
})

test('every answer carries the Permissions-Policy', async () => {
  const { origin } = project()
  for (const path of ['/', '/loanDetail?orderId=1', '/robots.txt'])
    expect((await h2Get(origin, path)).headers['permissions-policy'], path).toBe(securityHeaders()['Permissions-Policy'])
})

test('after a first visit the order screen opens offline from the service worker, with its last copy', async ({ page, context }) => {
  await page.goto(ORDER)
  await expect(page.getByRole('heading', { name: 'Due today' })).toBeVisible({ timeout: COLD_START_MS })
  await page.evaluate(async () => void (await navigator.serviceWorker.ready))
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Due today' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true)

  await goOffline(context, '**/*')
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Due today' })).toBeVisible()
  await expect(page.getByText('You are offline. This is what we last saw.')).toBeVisible()
  expect(
    await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).workerStart),
  ).toBeGreaterThan(0)
})
