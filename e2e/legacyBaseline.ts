/**
 * The legacy-webview project: before any page script runs, remove every built-in and
 * Web API that Android System WebView / Chrome 80 (the browser baseline) lacks, so the journeys run
 * as they would on a borrower's old phone. Syntax and CSS cannot be removed this way: the build's
 * syntax is checked by scripts/tools/check-baseline.mjs (es-check) and CSS is enhancement-only.
 *
 * Each entry: [path of the owner, property, the Chrome version that added it].
 */
export const BEYOND_BASELINE: readonly (readonly [string, string, number])[] = [
  ['Object', 'hasOwn', 93],
  ['Object', 'groupBy', 117],
  ['Map', 'groupBy', 117],
  ['String.prototype', 'replaceAll', 85],
  ['String.prototype', 'at', 92],
  ['String.prototype', 'isWellFormed', 111],
  ['String.prototype', 'toWellFormed', 111],
  ['Array.prototype', 'at', 92],
  ['Array.prototype', 'findLast', 97],
  ['Array.prototype', 'findLastIndex', 97],
  ['Array.prototype', 'toSorted', 110],
  ['Array.prototype', 'toReversed', 110],
  ['Array.prototype', 'toSpliced', 110],
  ['Array.prototype', 'with', 110],
  ['Array', 'fromAsync', 121],
  ['Uint8Array.__proto__.prototype', 'at', 92],
  ['Uint8Array.__proto__.prototype', 'findLast', 97],
  ['Uint8Array.__proto__.prototype', 'findLastIndex', 97],
  ['Promise', 'any', 85],
  ['Promise', 'withResolvers', 119],
  ['window', 'AggregateError', 85],
  ['window', 'WeakRef', 84],
  ['window', 'FinalizationRegistry', 84],
  ['window', 'structuredClone', 98],
  ['window', 'reportError', 95],
  ['window', 'scheduler', 94],
  ['window', 'navigation', 102],
  ['AbortSignal', 'timeout', 103],
  ['AbortSignal', 'any', 116],
  ['AbortSignal.prototype', 'throwIfAborted', 100],
  ['Crypto.prototype', 'randomUUID', 92],
  ['Intl', 'Segmenter', 87],
  ['Intl', 'DisplayNames', 81],
  ['Intl.NumberFormat.prototype', 'formatRange', 106],
  ['URL', 'canParse', 120],
  ['URL', 'parse', 126],
  ['Response', 'json', 105],
  ['Element.prototype', 'replaceChildren', 86],
  ['Element.prototype', 'checkVisibility', 105],
  ['HTMLElement.prototype', 'inert', 102],
  ['HTMLInputElement.prototype', 'showPicker', 99],
  ['Document.prototype', 'startViewTransition', 111],
  ['Navigator.prototype', 'userAgentData', 90],
]

/** The init script: runs in the page before its own scripts (serialised by addInitScript). */
export function removeBeyondBaseline(list: readonly (readonly [string, string, number])[]): void {
  const root = window as unknown as Record<string, unknown>
  for (const [path, prop] of list) {
    let owner: unknown = root
    for (const part of path === 'window' ? [] : path.split('.'))
      owner = owner == null ? undefined : (owner as Record<string, unknown>)[part]
    if (owner == null) continue
    try {
      delete (owner as Record<string, unknown>)[prop]
    } catch {
      // Non-configurable: leave it (none of the above are, in Chromium).
    }
  }
}
