import { type APIRequestContext, expect, type Locator, type Page, test as base } from '@playwright/test'

import type { ReceivedVitals } from '../sandbox/vitals'
import type { Received } from '../sandbox/world'
import { BEYOND_BASELINE, removeBeyondBaseline } from './legacyBaseline'

/** A handle on this test's own sandbox world. */
export type Sandbox = {
  id: string
  /** Requests the sandbox received, optionally only those whose path contains `fragment`. */
  received: (fragment?: string) => Promise<Received[]>
  /** Sets this world's scenarios (see sandbox/kit.ts for the effects). */
  scenario: (...names: string[]) => Promise<void>
  /** The field-reading beacons this world's collector received (sandbox/vitals.ts), oldest first. */
  vitals: () => Promise<ReceivedVitals[]>
}

function sandboxFor(request: APIRequestContext, id: string): Sandbox {
  const headers = { 'x-sandbox-world': id }
  return {
    id,
    async received(fragment) {
      const res = await request.get(`/api/__sandbox/received${fragment ? `?path=${encodeURIComponent(fragment)}` : ''}`, { headers })
      return (await res.json()) as Received[]
    },
    async scenario(...names) {
      await request.post('/api/__sandbox/scenario', { headers, data: { scenarios: names } })
    },
    async vitals() {
      return (await (await request.get('/api/__sandbox/vitals', { headers })).json()) as ReceivedVitals[]
    },
  }
}

/** Each test gets its own sandbox world through a cookie, so parallel tests and reruns never collide. */
export const test = base.extend<{ sandbox: Sandbox; baseline: void }>({
  // The legacy-webview project removes what Chrome 80 lacks before any page script runs.
  baseline: [
    async ({ context }, use, testInfo) => {
      if (testInfo.project.metadata?.removeBeyondBaseline) await context.addInitScript(removeBeyondBaseline, BEYOND_BASELINE)
      await use()
    },
    { auto: true },
  ],
  // Automatic: a test that never reads its world still writes to its own (a landing's registered
  // phone, a sent complaint), so a second run or a retry starts from the seed, not from the last run's state.
  sandbox: [
    async ({ context, request, baseURL }, use, testInfo) => {
      // No run of digits split by single dashes or spaces: the security row reads every cookie for card
      // numbers, and "<retry>-<epoch ms>" passed Luhn now and then.
      const id = `w_${testInfo.testId}_r${testInfo.retry}_t${Date.now().toString(36)}`
      await context.addCookies([{ name: 'sbx_world', value: id, url: baseURL! }])
      await use(sandboxFor(request, id))
    },
    { auto: true },
  ],
})

export { expect }

/** The native shells the bridge speaks to. */
export type Transport = 'android' | 'ios' | 'react-native'
/** One action the page sent the shell, as the shell received it. */
export type BridgeCall = { action: string; payload: Record<string, unknown> }
/** A fake native shell: what the page sent it, and a way to talk back to the page. */
export type FakeShell = {
  /** Every bridge call so far, oldest first. */
  calls: () => Promise<BridgeCall[]>
  /** The actions of `calls()`, oldest first. */
  actions: () => Promise<string[]>
  /** Sends `message` to the page the way this shell does. */
  toPage: (message: unknown) => Promise<void>
}

/**
 * Stands in for the native app's shell before any page script runs: the fake records every action
 * the page sends the way that shell receives it, and talks back the way that shell does.
 */
export async function fakeShell(page: Page, transport: Transport = 'android'): Promise<FakeShell> {
  await page.addInitScript((t: Transport) => {
    const w = window as unknown as Record<string, unknown> & { __calls: unknown[]; __toPage: (m: unknown) => void }
    w.__calls = []
    if (t === 'android') {
      // addJavascriptInterface(obj, "AppBridge"): JSON text in; evaluateJavascript("onNativeMessage(...)") out.
      w.AppBridge = { postMessage: (json: string) => void w.__calls.push(JSON.parse(json)) }
      w.__toPage = (m) => (window as unknown as { onNativeMessage: (raw: unknown) => boolean }).onNativeMessage(JSON.stringify(m))
    } else if (t === 'ios') {
      // WKScriptMessageHandler "appBridge": the object in (serialised by WebKit); evaluateJavaScript("postMessage(...)") out.
      w.webkit = { messageHandlers: { appBridge: { postMessage: (m: unknown) => void w.__calls.push(JSON.parse(JSON.stringify(m))) } } }
      w.__toPage = (m) => window.postMessage(m, window.location.origin)
    } else {
      // react-native-webview: JSON text in; injectJavaScript(dispatchEvent(new MessageEvent(...))) out, origin ''.
      w.ReactNativeWebView = { postMessage: (json: string) => void w.__calls.push(JSON.parse(json)) }
      w.__toPage = (m) => window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(m) }))
    }
  }, transport)
  const calls = () => page.evaluate(() => (window as unknown as { __calls: BridgeCall[] }).__calls)
  return {
    calls,
    actions: async () => (await calls()).map((c) => c.action),
    toPage: (message) => page.evaluate((m) => (window as unknown as { __toPage: (m: unknown) => void }).__toPage(m), message),
  }
}

/** Opens a path and waits for the app to render its main landmark. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(page.locator('main')).toBeVisible()
}

/** Opens a path at a phone's size with the clipboard allowed, for the journeys that paste as a borrower does. */
export async function openToPaste(page: Page, path: string, size: { width: number; height: number }): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.setViewportSize(size)
  await open(page, path)
}

/** Pastes `text` into `field` as a borrower does: copied to the clipboard, then the paste keys in the field. */
export async function paste(field: Locator, text: string): Promise<void> {
  await field.page().evaluate((copied) => navigator.clipboard.writeText(copied), text)
  await field.press('ControlOrMeta+V')
}

/**
 * The languages and phone widths a borrower's typing and reading are checked at: both languages at
 * 320 and 360 px, paired so that each language meets each width.
 */
export const LANG_WIDTHS = [
  ['en', 320],
  ['sw', 360],
  ['sw', 320],
  ['en', 360],
] as const

/** A language a borrower reads the app in. */
export type Lang = (typeof LANG_WIDTHS)[number][0]

/** Picks `option` in the bottom-sheet picker behind the button named `field`, and confirms. */
export async function pick(page: Page, field: RegExp, option: string) {
  await page.getByRole('button', { name: field }).click()
  const sheet = page.getByRole('dialog')
  await sheet.getByText(option, { exact: true }).click()
  await sheet.getByRole('button', { name: 'Confirm' }).click()
  await expect(sheet).toBeHidden()
}
