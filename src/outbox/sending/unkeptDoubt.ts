/* What a save sent without storage left in doubt (../page.ts sendUnkept). */

/**
 * Without storage (private mode) a save whose outcome is unknown is remembered by its key, with
 * the rows that matched before it (its baseline): the borrower's Send again under the same key is
 * looked up in problem-list first, like a queued unsure entry. It is kept in sessionStorage where
 * the page has it (keys and row ids only, no text), so a reload of the tab keeps the doubt; where
 * even that is refused, in this page's memory only.
 */
export const unkeptDoubt = new Map<string, { baseline?: string[] }>()
/**
 * Per key, this page's monotonic time of the save (or, after a reload, of its first look-up): a
 * look-up that finds nothing proves nothing until the settle window has been watched since then.
 */
export const unkeptWatch = new Map<string, number>()
/** problem-list rows that settled a save remembered here: each settles one at most. */
export const unkeptClaimed = new Set<string>()
const UNKEPT_KEY = 'borrower-outbox-unkept'
let unkeptLoaded = false

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

/** The doubt a reload of this tab left (read once per page). */
export function loadUnkept(): void {
  if (unkeptLoaded) return
  unkeptLoaded = true
  try {
    const raw = JSON.parse(tabStorage()?.getItem(UNKEPT_KEY) ?? 'null') as { doubt?: unknown; claimed?: unknown } | null
    if (Array.isArray(raw?.doubt))
      for (const d of raw.doubt)
        if (Array.isArray(d) && typeof d[0] === 'string') {
          const b = (d[1] as { baseline?: unknown } | null)?.baseline
          unkeptDoubt.set(d[0], Array.isArray(b) && b.every((x) => typeof x === 'string') ? { baseline: b as string[] } : {})
        }
    if (Array.isArray(raw?.claimed)) raw.claimed.forEach((k) => typeof k === 'string' && unkeptClaimed.add(k))
  } catch {
    // Unreadable: nothing remembered (the borrower is told the outcome is unknown only by this page).
  }
}

export function saveUnkept(): void {
  try {
    const value = JSON.stringify({ doubt: [...unkeptDoubt], claimed: [...unkeptClaimed].slice(-200) })
    tabStorage()?.setItem(UNKEPT_KEY, value)
  } catch {
    // Refused (storage off or full): the doubt stays in this page's memory.
  }
}

/**
 * Tests: a fresh page (`keepTab`: a reload, the tab's sessionStorage kept).
 * @internal
 */
export function resetUnkeptDoubt(keepTab = false): void {
  unkeptDoubt.clear()
  unkeptClaimed.clear()
  unkeptWatch.clear()
  unkeptLoaded = false
  if (!keepTab) tabStorage()?.removeItem(UNKEPT_KEY)
}
