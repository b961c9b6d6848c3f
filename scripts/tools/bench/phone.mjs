// The bench's browser runs: a headless Chromium with the bench's flags, on the phone of the e2e
// journeys (e2e/phone.json, as playwright.config.ts uses it), closed after the run and by the
// bench's cleanup on Ctrl-C.
import { readFileSync } from 'node:fs'

import { onCleanup } from './server.mjs'

const phone = JSON.parse(readFileSync(new URL('../../../e2e/phone.json', import.meta.url), 'utf8'))

/**
 * Runs `use` with a Chromium; `use` opens a context of the phone with `newPhoneContext(serviceWorkers)`.
 * @template T
 * @param {{ chromePath: string, chromeArgs: string[] }} o
 * @param {(newPhoneContext: (serviceWorkers: 'allow' | 'block') => Promise<import('@playwright/test').BrowserContext>) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function withPhoneChromium({ chromePath, chromeArgs }, use) {
  const { chromium, devices } = await import('@playwright/test')
  const browser = await chromium.launch({ executablePath: chromePath, headless: true, args: chromeArgs })
  const off = onCleanup(() => browser.close())
  try {
    return await use((serviceWorkers) =>
      browser.newContext({ ...devices[phone.device], ...phone.context, serviceWorkers, ignoreHTTPSErrors: true }),
    )
  } finally {
    off()
    await browser.close().catch(() => undefined)
  }
}
