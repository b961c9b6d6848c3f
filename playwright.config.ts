import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

// The phone of every journey and of the bench's browser runs (scripts/tools/bench/offline.mjs).
import phone from './e2e/phone.json' with { type: 'json' }
import { QUIET_CHROMIUM_ARGS as CHROMIUM_ARGS } from './scripts/tools/chromium.mjs'

/**
 * Journeys in Debian's Chromium on a phone-sized viewport, against the built app served by
 * `vite preview` with the sandbox lender API mounted. CHROMIUM_PATH overrides the browser.
 * E2E_PORT / E2E_OUT_DIR let several builds be tested side by side.
 */

/**
 * The browser: CHROMIUM_PATH when set, else Debian's /usr/bin/chromium when present, else
 * Playwright's own Chromium (macOS, Windows: `npx playwright install chromium` once).
 */
function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined
}
const port = Number(process.env.E2E_PORT ?? 4173)
const outDir = process.env.E2E_OUT_DIR ?? 'dist'
const baseURL = `http://127.0.0.1:${port}`
// The dev server (`npm start`: vite, React StrictMode) of the dev-server project.
const devPort = Number(process.env.E2E_DEV_PORT ?? 5174)
const devURL = `http://127.0.0.1:${devPort}`
// The nginx project's ports (TLS + HTTP/2, and plain http that redirects).
const nginx = {
  httpsPort: Number(process.env.E2E_NGINX_HTTPS_PORT ?? 8444),
  httpPort: Number(process.env.E2E_NGINX_HTTP_PORT ?? 8084),
  outDir,
}

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_RESULTS ?? 'test-results',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: process.env.PW_JSON_OUTPUT ? [['list'], ['json', { outputFile: process.env.PW_JSON_OUTPUT }]] : [['list']],
  use: {
    baseURL,
    ...devices[phone.device],
    ...phone.context,
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'mobile-chromium', use: { browserName: 'chromium' }, testIgnore: /(legacy-webview|dev-smoke|nginx)\.spec\.ts$/ },
    // `npm start` is the product too. Each main screen, picker and dialog on the vite
    // dev server, where React StrictMode runs every effect twice.
    { name: 'dev-server', use: { browserName: 'chromium', baseURL: devURL }, testMatch: /dev-smoke\.spec\.ts$/, timeout: 300_000 },
    // What a borrower types and reads, on the dev server as on the build: the typed-number rows
    // (amounts, wallet and phone numbers, account numbers; both languages at 320 and 360 px), the
    // visual check of the pages the dev server serves through its own header (the public pages
    // and the landing; the borrower screens open there in dev-smoke), the ways on from each failure, the
    // test page's first use and the order Loan Now makes. The dev server serves every module
    // unbundled and transforms it on first use, so loads get minutes, and assertions 20 s.
    {
      name: 'dev-server-rows',
      use: { browserName: 'chromium', baseURL: devURL, navigationTimeout: 90_000 },
      testMatch: /(visual|repayment|bank|account|promotion|ways-on|first-hour|sandbox-story)\.spec\.ts$/,
      grep: [/@public/, /\((en|sw), (320|360) px\)$/],
      timeout: 180_000,
      expect: { timeout: 20_000 },
    },
    // The main journeys on a phone at the browser baseline. e2e/fixtures.ts removes every
    // built-in and Web API newer than Chrome 80 (e2e/legacyBaseline.ts) before the app loads.
    // A few journeys, not the suite, to keep CI's time modest.
    {
      name: 'legacy-webview',
      use: { browserName: 'chromium' },
      metadata: { removeBeyondBaseline: true },
      testMatch: /(legacy-webview|order|repayment|complaints|offline-queue|promotion|public)\.spec\.ts$/,
      grep: [
        /legacy-webview\.spec/,
        /order details for each status/,
        /order detail -> repay one period -> the provider checkout/,
        /select all -> the reminder dialog with notice and trade number/,
        /complaint journey: refused collection type, send with 3 pictures/,
        /1\. offline complaint with 3 pictures/,
        /code sent, countdown kept over a reload/,
        /every public page arrives as HTML with its text and hydrates without errors/,
      ],
      // These rows run last, beside the dev-server rows: in one full run the landing's own files
      // took 0.7-1.5 s each to come from 127.0.0.1 and it hydrated after 9 s (alone: under 2 s), so
      // assertions wait as long as the dev-server rows' do.
      expect: { timeout: 20_000 },
    },
    // The build behind the production nginx configuration (dist/nginx.conf), TLS and
    // HTTP/2 with a self-signed certificate made at start; /api/ goes to the preview server's sandbox.
    {
      name: 'nginx',
      testMatch: /nginx\.spec\.ts$/,
      metadata: nginx,
      use: {
        browserName: 'chromium',
        baseURL: `https://127.0.0.1:${nginx.httpsPort}`,
        ignoreHTTPSErrors: true,
        // The service worker of a self-signed origin registers only with this flag.
        launchOptions: {
          executablePath: chromiumPath(),
          args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'],
        },
      },
    },
  ],
  webServer: [
    {
      command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${outDir}`,
      url: `${baseURL}/api/__sandbox/state`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The dev server with the sandbox, as `npm start` runs it.
      command: `npx vite --host 127.0.0.1 --port ${devPort} --strictPort`,
      url: `${devURL}/api/__sandbox/state`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/tools/nginx.mjs --out-dir ${outDir} --upstream ${baseURL}/api/ --https-port ${nginx.httpsPort} --http-port ${nginx.httpPort}`,
      url: `https://127.0.0.1:${nginx.httpsPort}/robots.txt`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
