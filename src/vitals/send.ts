type Nav = { sendBeacon?: (url: string, body: string) => boolean }
type Fetch = (url: string, init: RequestInit) => Promise<unknown>

/**
 * Sends a beacon's body to the collector: navigator.sendBeacon (it survives the page closing);
 * when that is missing, refuses (returns false: queue full, body too big) or throws, a keepalive
 * fetch. The body goes as text/plain, so a collector on another origin needs no preflight. Never
 * throws: measurement must not break a page that is closing. Returns how it was sent.
 */
export function sendVitals(
  url: string,
  body: string,
  nav: Nav | null = typeof navigator === 'undefined' ? null : (navigator as Nav),
  fetchImpl: Fetch | null = typeof fetch === 'undefined' ? null : fetch,
): 'beacon' | 'fetch' | 'none' {
  try {
    if (typeof nav?.sendBeacon === 'function' && nav.sendBeacon(url, body)) return 'beacon'
  } catch {
    // Falls through to fetch.
  }
  try {
    if (!fetchImpl) return 'none'
    void fetchImpl(url, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain;charset=UTF-8' } }).catch(
      () => undefined,
    )
    return 'fetch'
  } catch {
    return 'none'
  }
}
