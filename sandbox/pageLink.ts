// The link to a sandbox page (pages.ts serves them). It imports nothing, so the data seeds can
// write their links without importing pages.ts (pages -> kit -> world -> data would be a cycle).

/** Where the sandbox pages are: under /api/, which the app and its service worker leave to the server. */
export const SANDBOX_PAGE_PATH = '/api/__sandbox/page/'

/** The kinds of page a sandbox link opens in place of a real lender's. */
export type SandboxPageKind = 'pay' | 'alipay' | 'withdraw' | 'terms' | 'product' | 'download'

/** The link to a sandbox page of a kind, with what the page names (an order, an amount in minor units, a trade, a way back). */
export function sandboxPage(kind: SandboxPageKind, query: Record<string, string> = {}): string {
  const q = new URLSearchParams(query).toString()
  return `${SANDBOX_PAGE_PATH}${kind}${q ? `?${q}` : ''}`
}
