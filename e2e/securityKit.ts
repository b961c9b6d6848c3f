import type { BrowserContext, Page, Response } from '@playwright/test'

/** Server text that would run script if it were ever rendered as HTML. */
export const XSS_IMG = '<img src=x onerror=window.__pwned=1>'
export const XSS_SCRIPT = '<script>window.__pwned=1</script>'

/** Whether any injected script ran in the page (or its same-origin frames). */
export function pwned(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned !== undefined)
}

/** Elements the payload would have created had it been parsed as HTML. */
export function injectedNodes(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      document.querySelectorAll(
        'img[src="x"], img[onerror], script:not([src]):not([type="application/json"]):not([type="application/ld+json"])',
      ).length,
  )
}

/**
 * Everything the app left on the device for this origin: localStorage, sessionStorage, every
 * IndexedDB database and store (values and keys), Cache Storage request URLs and text bodies,
 * and cookies (including http-only ones, read from the context). Blobs count by their text when
 * they are text, else by type and size.
 */
export async function deviceStorage(page: Page, context: BrowserContext): Promise<string> {
  const inPage = await page.evaluate(async () => {
    const out: string[] = []
    const ser = async (v: unknown, depth = 0): Promise<string> => {
      if (depth > 20) return '"[deep]"'
      if (v instanceof Blob)
        return /^(text|application\/(json|x-www-form-urlencoded))/.test(v.type)
          ? JSON.stringify(await v.text())
          : `"[Blob ${v.type} ${v.size}]"`
      if (v instanceof ArrayBuffer || ArrayBuffer.isView(v)) return JSON.stringify(new TextDecoder().decode(v as ArrayBuffer))
      if (v instanceof FormData) {
        const parts: string[] = []
        for (const [k, x] of v.entries()) parts.push(`${JSON.stringify(k)}:${await ser(x, depth + 1)}`)
        return `{${parts.join(',')}}`
      }
      if (v instanceof Map) return ser(Object.fromEntries(v), depth + 1)
      if (v instanceof Set) return ser([...v], depth + 1)
      if (Array.isArray(v)) return `[${(await Promise.all(v.map((x) => ser(x, depth + 1)))).join(',')}]`
      if (v && typeof v === 'object') {
        const parts = await Promise.all(Object.entries(v).map(async ([k, x]) => `${JSON.stringify(k)}:${await ser(x, depth + 1)}`))
        return `{${parts.join(',')}}`
      }
      return JSON.stringify(v) ?? String(v)
    }
    const req = <T>(r: IDBRequest<T>) =>
      new Promise<T>((res, rej) => ((r.onsuccess = () => res(r.result)), (r.onerror = () => rej(r.error))))
    out.push(`localStorage ${JSON.stringify({ ...localStorage })}`)
    out.push(`sessionStorage ${JSON.stringify({ ...sessionStorage })}`)
    out.push(`document.cookie ${document.cookie}`)
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      const db = await req(indexedDB.open(name))
      for (const store of Array.from(db.objectStoreNames)) {
        const os = db.transaction(store, 'readonly').objectStore(store)
        const [keys, values] = await Promise.all([req(os.getAllKeys()), req(os.getAll())])
        out.push(`idb ${name}/${store} keys ${await ser(keys)}`)
        for (const v of values) out.push(`idb ${name}/${store} ${await ser(v)}`)
      }
      db.close()
    }
    if ('caches' in self) {
      for (const cacheName of await caches.keys()) {
        const cache = await caches.open(cacheName)
        for (const request of await cache.keys()) {
          const res = await cache.match(request)
          const type = res?.headers.get('content-type') ?? ''
          out.push(`cache ${cacheName} ${request.url} ${/json|text\/plain/.test(type) ? await res!.text() : ''}`)
        }
      }
    }
    return out.join('\n')
  })
  const cookies = (await context.cookies()).map((c) => `cookie ${c.name}=${c.value}`).join('\n')
  return `${inPage}\n${cookies}`
}

/** The text with single spaces or dashes between digits removed, so '0754 123 456' reads as '0754123456'. */
export const joinDigits = (s: string) => s.replace(/(\d)[ -](?=\d)/g, '$1')

/** Whether `token` occurs on its own (not inside a longer word or number). */
export function hasToken(haystack: string, token: string): boolean {
  const esc = token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<![A-Za-z0-9])${esc}(?![A-Za-z0-9])`).test(haystack)
}

/** Epoch milliseconds of the last/next few years (13 digits, some happen to pass Luhn). */
export function isTimestamp(digits: string): boolean {
  const n = Number(digits)
  return digits.length === 13 && Math.abs(n - Date.now()) < 5 * 365 * 86_400_000
}

/** The characters of a captcha picture the sandbox drew (one <text> per character). */
export async function captchaText(response: Promise<Response>): Promise<string> {
  const svg = await (await response).text()
  return [...svg.matchAll(/>([A-Z0-9])<\/text>/g)].map((m) => m[1]).join('')
}
