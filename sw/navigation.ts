/**
 * How the service worker answers navigations (sw.ts wires it): a prerendered public page from
 * the precache for its path (offline too, deep links included), the app shell for every other
 * app path. A new deploy brings new precache revisions, installed by the waiting worker and
 * applied only when the borrower accepts the update prompt.
 */

/** The app shell every non-prerendered path gets (written by scripts/build/prerender/plugin.ts). */
export const APP_SHELL_URL = '/app.html'

/** Navigations the app answers: same origin, not the API, the sandbox's images or a file. */
export function isAppNavigation(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false
  const p = url.pathname
  if (p.startsWith('/api/') || p.startsWith('/sandbox-assets/')) return false
  const last = p.slice(p.lastIndexOf('/') + 1)
  return !/\.[a-z0-9]+$/i.test(last)
}

/** The precache key of a path's prerendered HTML: '/' -> '/index.html', '/About/' -> '/About/index.html'. */
export function pageKeyFor(url: URL): string {
  const p = url.pathname.replace(/\/+$/, '')
  return p === '' ? '/index.html' : `${p}/index.html`
}

export type PrecacheLookup = (key: string) => Promise<Response | undefined>

/** The prerendered page if there is one, else the app shell; the network only when neither is cached yet. */
export async function respondToNavigation(url: URL, fromPrecache: PrecacheLookup, fromNetwork: () => Promise<Response>): Promise<Response> {
  const page = await fromPrecache(pageKeyFor(url))
  if (page) return page
  const shell = await fromPrecache(APP_SHELL_URL)
  return shell ?? fromNetwork()
}

/** The update prompt's "Update now" (src/pwa/register.ts) posts this; nothing else activates a new version. */
export function isSkipWaiting(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING'
}
