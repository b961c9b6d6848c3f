import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

import type { BridgeAction } from './bridge'
import { SHELL_MESSAGES } from './messages'
import { TRACKING_POINTS } from './tracking'

/**
 * The bridge protocol (docs/bridge-protocol.md) is what the shell teams build against: these tests read its
 * tables and fail when they and the code disagree (an action, message or payload key added,
 * renamed or dropped on one side only).
 */
const readme = readFileSync(join(process.cwd(), 'docs/bridge-protocol.md'), 'utf8')

/** Rows of the first table after a heading line, as cells. */
function tableAfter(marker: string, header: string): string[][] {
  const from = readme.indexOf(marker)
  expect(from, `bridge doc section ${marker}`).toBeGreaterThan(-1)
  const lines = readme.slice(from).split('\n')
  const start = lines.findIndex((l) => l.startsWith(`| ${header} |`))
  expect(start, `table "${header}" under ${marker}`).toBeGreaterThan(-1)
  const rows: string[][] = []
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    )
  }
  return rows
}

/** The backticked names of a payload cell outside parentheses: `page` (e.g. `login`), `params?` (...). */
function keysOf(cell: string): string[] {
  let bare = cell
  // Parentheses hold descriptions and examples, not keys.
  while (/\([^()]*\)/.test(bare)) bare = bare.replace(/\([^()]*\)/g, '')
  return [...bare.matchAll(/`([^`]+)`/g)].map((m) => m[1])
}

const nameOf = (cell: string) => cell.replace(/`/g, '')

type BridgeActionName = BridgeAction['action']
type PayloadOf<N extends BridgeActionName> = Extract<BridgeAction, { action: N }> extends { payload: infer P } ? P : never
/** A payload's keys as the doc writes them: 'key', or 'key?' when it may be left out. */
type DocKey<P> = { [K in keyof P]-?: undefined extends P[K] ? `${K & string}?` : K & string }[keyof P]

/**
 * Every action of BridgeAction and the keys of its payload: the compiler refuses an action
 * missing or extra here, or a key its payload does not have; the test below holds the doc to it.
 */
const BRIDGE_ACTIONS: { readonly [N in BridgeActionName]: readonly DocKey<PayloadOf<N>>[] } = {
  closeWebview: [],
  goToPage: ['page', 'params?'],
  goHome: [],
  goMine: [],
  backToLogin: [],
  callTelephone: ['phone'],
  sendEmail: ['email'],
  rate: [],
  confirmTrackingPoint: ['point', 'data?'],
  startBankFlow: ['source'],
  endBankFlow: ['source', 'saved'],
}

describe('the documented bridge protocol', () => {
  it('lists every action the page sends, with its payload keys', () => {
    const rows = tableAfter('### Page to shell', 'action')
    const documented = Object.fromEntries(rows.map(([action, payload]) => [nameOf(action), keysOf(payload)]))
    expect(documented).toEqual(Object.fromEntries(Object.entries(BRIDGE_ACTIONS).map(([k, v]) => [k, [...v]])))
  })

  it('lists every tracking point', () => {
    const rows = tableAfter('### Page to shell', 'point')
    expect(rows.map(([point]) => nameOf(point)).sort()).toEqual(TRACKING_POINTS.map(([, point]) => point).sort())
  })

  it('lists every message the page accepts, with its payload keys', () => {
    const rows = tableAfter('### Shell to page', 'type')
    const documented = Object.fromEntries(rows.map(([type, payload]) => [nameOf(type), keysOf(payload)]))
    expect(documented).toEqual(Object.fromEntries(Object.entries(SHELL_MESSAGES).map(([k, v]) => [k, [...v]])))
  })

  it('names the three shells and their entry points', () => {
    for (const s of [
      'window.ReactNativeWebView.postMessage',
      'window.webkit.messageHandlers.appBridge.postMessage',
      'window.AppBridge.postMessage',
      'window.onNativeMessage',
    ]) {
      expect(readme).toContain(s)
    }
  })
})
